// The byte side of the page-delivery budgets, read from the production build (no server, no browser):
// which script and stylesheet files a page loads and their gzip sizes, and each section type's own
// chunk. `npm test` checks these against bench/budgets.json (scripts/bench/check-bytes.mjs); the full
// bench reports them beside what Lighthouse saw over the wire.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The client build: Vite's manifest, React Router's manifest and the two stylesheets. */
export function readBuild(root) {
  const client = path.join(root, 'build/client');
  const vite = JSON.parse(readFileSync(path.join(client, '.vite/manifest.json'), 'utf8'));
  const manifestFile = readdirSync(path.join(client, 'assets')).find((file) =>
    /^manifest-[\w-]+\.js$/.test(file),
  );
  if (!manifestFile) throw new Error('No React Router manifest in build/client/assets');
  const source = readFileSync(path.join(client, 'assets', manifestFile), 'utf8');
  const router = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1));
  return { client, vite, router, routerManifest: `/assets/${manifestFile}` };
}

const sizes = new Map();
/** Raw and gzip bytes of a built file (gzip at zlib's default level, as the site server sends it). */
export function fileSize(build, href) {
  const key = `${build.client}:${href}`;
  if (!sizes.has(key)) {
    const bytes = readFileSync(path.join(build.client, href.replace(/^\//, '')));
    sizes.set(key, { file: href, raw: bytes.length, gzip: gzipSync(bytes).length });
  }
  return sizes.get(key);
}

/** The built file of a section type's module and the files it imports statically. */
function sectionClosure(build, type) {
  const files = [];
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = build.vite[key];
    if (!chunk) return;
    files.push(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  visit(`sections/${type}/index.ts`);
  return files;
}

/**
 * The scripts and stylesheets a page loads before any interaction: React Router's entry and manifest,
 * the matched routes' modules and their imports, and the chunks of the sections the page hydrates at
 * once (`sectionTypes`: `hydrationSectionTypes` of its sections — static sections load no code), each
 * file once.
 */
export function pageAssets(build, { routes, sectionTypes = [] }) {
  const scripts = new Set([build.routerManifest, build.router.entry.module]);
  build.router.entry.imports.forEach((href) => scripts.add(href));
  const styles = new Set(build.router.entry.css ?? []);
  for (const id of routes) {
    const route = build.router.routes[id];
    if (!route) throw new Error(`No route "${id}" in the React Router manifest`);
    scripts.add(route.module);
    route.imports?.forEach((href) => scripts.add(href));
    route.css?.forEach((href) => styles.add(href));
  }
  for (const type of sectionTypes) sectionClosure(build, type).forEach((f) => scripts.add(f));
  const list = (set) => [...set].map((href) => fileSize(build, href));
  const total = (files) => files.reduce((sum, file) => sum + file.gzip, 0);
  const scriptFiles = list(scripts);
  const styleFiles = list(styles);
  return {
    scripts: scriptFiles,
    styles: styleFiles,
    scriptRequests: scriptFiles.length,
    scriptGzip: total(scriptFiles),
    styleRequests: styleFiles.length,
    styleGzip: total(styleFiles),
  };
}

/** Every section type's own chunk (the module the registry imports), gzip bytes, largest first. */
export function sectionChunks(build) {
  return Object.entries(build.vite)
    .filter(([key]) => /^sections\/[^/]+\/index\.ts$/.test(key))
    .map(([key, chunk]) => ({
      type: key.split('/')[1],
      ...fileSize(build, `/${chunk.file}`),
    }))
    .sort((a, b) => b.gzip - a.gzip);
}

export const kb = (bytes) => Math.round(bytes / 102.4) / 10;
