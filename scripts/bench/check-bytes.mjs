// The byte budgets, from the production build alone (fast; part of `npm test`):
// `node --import tsx scripts/bench/check-bytes.mjs` after `npx react-router build`. For each bench page,
// the scripts and stylesheets it loads (scripts/bench/bytes.mjs) against bench/budgets.json, and every
// section type's own chunk. Exits non-zero naming each page or chunk over budget and its size.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { registry } from '#registry';
import { firstScreenSectionTypes } from '#site/page/sectionModules.ts';
import { e2ePages, seedPages } from '#src/demo/pages.ts';
import { kb, pageAssets, readBuild, sectionChunks } from './bytes.mjs';
import { benchPages } from './pages.mjs';
import { root } from './processes.mjs';

export function readBudgets() {
  return JSON.parse(readFileSync(path.join(root, 'bench/budgets.json'), 'utf8'));
}

/** Scripts and stylesheets per bench page, and section chunk sizes, from build/. */
export function measureBytes() {
  const build = readBuild(root);
  const pages = benchPages.map((page) => {
    const seed = [...seedPages, ...e2ePages].find((candidate) => candidate.slug === page.slug);
    // Only the interactive sections near the first screen: static sections keep their server HTML
    // (decision 029) and interactive ones further down load their code when they come near (031).
    const sectionTypes = seed ? firstScreenSectionTypes(seed.page_sections) : [];
    const assets = pageAssets(build, { routes: page.routes, sectionTypes });
    return {
      name: page.name,
      path: page.path,
      sectionTypes: sectionTypes.length,
      scriptRequests: assets.scriptRequests,
      scriptGzipKb: kb(assets.scriptGzip),
      styleRequests: assets.styleRequests,
      styleGzipKb: kb(assets.styleGzip),
      scripts: assets.scripts.map((file) => ({ file: file.file, gzipKb: kb(file.gzip) })),
      styles: assets.styles.map((file) => ({ file: file.file, gzipKb: kb(file.gzip) })),
    };
  });
  const sections = sectionChunks(build).map((chunk) => ({
    type: chunk.type,
    file: chunk.file,
    gzipKb: kb(chunk.gzip),
  }));
  return { pages, sections, registeredTypes: Object.keys(registry) };
}

/** Every broken byte budget, in words. */
export function byteFailures(bytes, budget) {
  const failures = [];
  for (const page of bytes.pages) {
    const limits = budget.pages[page.name];
    if (!limits) continue;
    // A page held within a margin of another (the long page of home): what the sections add on top
    // of the shell, whatever the shell weighs.
    const base = limits.over && bytes.pages.find((other) => other.name === limits.over.page);
    if (limits.over && !base) failures.push(`${page.name}: no page ${limits.over.page} to compare`);
    if (base) {
      for (const key of ['scriptGzipKb', 'scriptRequests']) {
        const margin = Math.round((page[key] - base[key]) * 10) / 10;
        if (margin > limits.over[key]) {
          failures.push(
            `${page.name} (${page.path}): ${key} ${page[key]} is ${margin} over ${base.name}'s ${base[key]}, more than ${limits.over[key]}`,
          );
        }
      }
    }
    for (const key of ['scriptGzipKb', 'scriptRequests', 'styleRequests']) {
      if (limits[key] !== undefined && page[key] > limits[key]) {
        const biggest = [...page.scripts].sort((a, b) => b.gzipKb - a.gzipKb).slice(0, 3);
        failures.push(
          `${page.name} (${page.path}): ${key} ${page[key]} > ${limits[key]}` +
            (key === 'scriptGzipKb'
              ? ` — largest: ${biggest.map((s) => `${s.file} ${s.gzipKb} KB`).join(', ')}`
              : ''),
        );
      }
    }
  }
  // A type whose module is not a chunk of its own (inlined into another, or missing from the build)
  // would escape the chunk budget, and would load wherever that other chunk loads.
  for (const type of bytes.registeredTypes ?? []) {
    if (!bytes.sections.some((chunk) => chunk.type === type))
      failures.push(`section type ${type} has no chunk of its own in the build`);
  }
  for (const chunk of bytes.sections) {
    if (chunk.gzipKb > budget.sectionChunkGzipKb) {
      failures.push(
        `section chunk ${chunk.type} (${chunk.file}): ${chunk.gzipKb} KB gzip > ${budget.sectionChunkGzipKb} KB`,
      );
    }
  }
  return failures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const bytes = measureBytes();
  for (const page of bytes.pages) {
    console.log(
      `${page.name.padEnd(17)} scripts ${String(page.scriptRequests).padStart(3)} / ${page.scriptGzipKb} KB gzip · stylesheets ${page.styleRequests} / ${page.styleGzipKb} KB`,
    );
  }
  const largest = bytes.sections[0];
  if (largest) console.log(`largest section chunk: ${largest.type} ${largest.gzipKb} KB gzip`);
  const failures = byteFailures(bytes, readBudgets().budget);
  if (failures.length) {
    console.error(`\nByte budgets broken (bench/budgets.json):\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log('Byte budgets kept.');
}
