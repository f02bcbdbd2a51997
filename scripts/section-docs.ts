// `npm run docs:sections`: writes docs/sections.md from the registry, each section type's schema
// (src/lib/sectionKit/fieldDocs.ts) and the hand-kept notes (scripts/section-docs/notes.ts).
// `npm run docs:sections -- --check`: changes nothing, and fails when docs/sections.md is not what it
// would write (scripts/section-docs.test.ts checks the same in `npm test`).
//
// Why through Vite: the section modules import their components, and those import vanilla-extract
// styles (`*.css.ts`) and assets (`.svg`), which plain Node (tsx) cannot load ("Styles were unable to
// be assigned to a file"). So the Markdown is made by scripts/section-docs/markdown.ts inside Vite's
// module runner with the vanilla-extract plugin, as Vitest does for the test and Storybook for the
// docs pages; the schema files alone would lack each module's layouts, background and frame.
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { createServer, createServerModuleRunner } from 'vite';
// Only its type: the module itself is loaded inside Vite (it imports the section modules).
import type * as MarkdownModule from './section-docs/markdown.ts';
import { runMain } from './runMain.ts';

const thisRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** docs/sections.md as the generator would write it in the tree at `root`. */
export async function generateSectionDocs(root = thisRoot): Promise<string> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    // `transform`: each `*.css.ts` gets its file scope and runs as it is imported, with no CSS
    // compiled or emitted (the Markdown needs none). The default mode compiles every style file in a
    // compiler of its own first: 10.4 s against 7.4 s for this script (decision 042, fifth round).
    plugins: [vanillaExtractPlugin({ unstable_mode: 'transform' })],
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    // Nothing is served to a browser: no dependency scan, and no cache written into node_modules.
    optimizeDeps: { noDiscovery: true, include: [] },
    cacheDir: path.join(tmpdir(), 'trellis-section-docs-vite'),
  });
  const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
  try {
    const markdown = await runner.import<typeof MarkdownModule>(
      '/scripts/section-docs/markdown.ts',
    );
    return await markdown.sectionsMarkdown();
  } finally {
    await runner.close();
    await server.close();
  }
}

/** Writes docs/sections.md in the tree at `root`; answers whether it changed. */
export async function writeSectionDocs(root = thisRoot): Promise<boolean> {
  const file = path.join(root, 'docs/sections.md');
  const markdown = await generateSectionDocs(root);
  const before = readFileSync(file, 'utf8');
  if (before === markdown) return false;
  writeFileSync(file, markdown);
  return true;
}

async function main(argv: readonly string[]): Promise<number> {
  const unknown = argv.filter((arg) => arg !== '--check');
  if (unknown.length > 0) {
    console.error(
      `Unknown argument ${unknown.join(' ')}. Usage: npm run docs:sections [-- --check]`,
    );
    return 2;
  }
  if (argv.includes('--check')) {
    const current = readFileSync(path.join(thisRoot, 'docs/sections.md'), 'utf8');
    if (current !== (await generateSectionDocs())) {
      console.error(
        'docs/sections.md is not up to date with the section schemas, the registry and scripts/section-docs/notes.ts: run `npm run docs:sections`.',
      );
      return 1;
    }
    console.log('docs/sections.md is up to date.');
    return 0;
  }
  const changed = await writeSectionDocs();
  console.log(changed ? 'Wrote docs/sections.md.' : 'docs/sections.md was already up to date.');
  return 0;
}

runMain(import.meta.url, main);
