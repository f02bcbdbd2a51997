import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** Where the names of the two stylesheets are written, beside Vite's own manifest. */
export const cssBundlesManifest = '.vite/css-bundles.json';

export interface CssBundles {
  /** The design system, the shell and every screen's styles: linked on every page. */
  site: string;
  /** The styles of every section type: linked by the routes that render sections. */
  sections: string | null;
}

const pageSections = /[\\/]site[\\/]page[\\/]PageSections\.tsx$/;
const sectionEntry = /[\\/]sections[\\/]([^\\/]+)[\\/]index\.tsx?$/;

const importedCss = (chunk: OutputChunk): Set<string> =>
  (chunk as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata
    ?.importedCss ?? new Set<string>();

/**
 * Two stylesheets instead of one per code chunk (docs/decisions/018-two-stylesheets.md).
 *
 * Vite splits CSS along the JavaScript chunks, so a page linked some thirty small render-blocking
 * files. After Vite has written the per-chunk CSS, this plugin (client build only) concatenates it into
 * `site-[hash].css` (everything reachable from the entry and the routes, and from anything lazily loaded
 * that is not a section) and `sections-[hash].css` (what only section modules use), in dependency order —
 * a module's imports before the module, as one bundle would have it. It then empties every chunk's
 * list of imported CSS, gives the client entry the site stylesheet and every route that renders
 * sections the sections' one, so React Router links the site's file on every page and the sections'
 * after it where sections show, and no chunk ever loads CSS at run time (no flash after a client
 * navigation).
 * It runs before Vite's import analysis and manifest, which therefore see the new lists.
 */
export function cssBundles(): Plugin[] {
  return [
    {
      // The server build's copies of the per-chunk CSS are never linked (React Router links the client
      // build's files); dropped so they are not copied beside the bundles.
      name: 'trellis:css-bundles-server',
      apply: 'build',
      enforce: 'post',
      applyToEnvironment: (environment) => environment.name !== 'client',
      generateBundle(_options, bundle: OutputBundle) {
        for (const file of Object.keys(bundle)) if (file.endsWith('.css')) delete bundle[file];
      },
    },
    {
      name: 'trellis:css-bundles',
      apply: 'build',
      enforce: 'post',
      applyToEnvironment: (environment) => environment.name === 'client',
      generateBundle(_options, bundle: OutputBundle) {
        const chunks = Object.values(bundle).filter(
          (output): output is OutputChunk => output.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entry = chunks.find(
          (chunk) => chunk.isEntry && /entry\.client\.tsx?$/.test(chunk.facadeModuleId ?? ''),
        );
        if (!entry) throw new Error('css-bundles: the client entry chunk was not found');

        /** CSS files in the static closure of `start`, dependencies first. */
        const closure = (start: OutputChunk, into: string[], seen: Set<string>) => {
          if (seen.has(start.fileName)) return;
          seen.add(start.fileName);
          for (const imported of start.imports) {
            const chunk = byFile.get(imported);
            if (chunk) closure(chunk, into, seen);
          }
          for (const css of importedCss(start)) if (!into.includes(css)) into.push(css);
        };
        const byName = (a: OutputChunk, b: OutputChunk) =>
          (a.facadeModuleId ?? a.fileName).localeCompare(b.facadeModuleId ?? b.fileName);
        const isSection = (chunk: OutputChunk) => sectionEntry.test(chunk.facadeModuleId ?? '');
        const roots = [
          entry,
          ...chunks.filter((chunk) => chunk !== entry && chunk.isEntry).sort(byName),
          ...chunks.filter((chunk) => chunk.isDynamicEntry && !isSection(chunk)).sort(byName),
        ];
        const siteCss: string[] = [];
        const seen = new Set<string>();
        roots.forEach((chunk) => closure(chunk, siteCss, seen));
        const sectionCss: string[] = [];
        chunks
          .filter(isSection)
          .sort(byName)
          .forEach((chunk) => closure(chunk, sectionCss, new Set(seen)));
        // Anything left (CSS of a chunk no root reaches) stays with the site, so nothing is lost.
        const allCss = Object.keys(bundle).filter((file) => file.endsWith('.css'));
        for (const file of allCss) {
          if (!siteCss.includes(file) && !sectionCss.includes(file)) siteCss.push(file);
        }

        const source = (files: string[]) => {
          const seenSources = new Set<string>();
          return files
            .map((file) => {
              const asset = bundle[file];
              const text = asset?.type === 'asset' ? String(asset.source) : '';
              // Two chunks can carry byte-identical CSS (one shared stylesheet module); keep one copy.
              if (seenSources.has(text)) return '';
              seenSources.add(text);
              return text.trim();
            })
            .filter(Boolean)
            .join('\n');
        };
        const emit = (name: string, files: string[]) => {
          const text = source(files);
          if (!text) return null;
          return this.getFileName(this.emitFile({ type: 'asset', name, source: text }));
        };
        const site = emit('site.css', siteCss);
        if (!site) throw new Error('css-bundles: the site has no CSS');
        const sections = emit('sections.css', sectionCss);

        for (const chunk of chunks) importedCss(chunk).clear();
        importedCss(entry).add(site);
        if (sections) {
          // Routes that render CMS sections link the sections' stylesheet after the site's; React Router
          // waits for a route's stylesheets before it shows the route after a client navigation.
          // Judged on the module graph (a route that imports the page renderer), not on chunks: shared
          // chunks mix modules of many routes.
          const rendersSections = (start: OutputChunk) => {
            const seen = new Set<string>();
            const stack = start.facadeModuleId ? [start.facadeModuleId] : [];
            while (stack.length) {
              const id = stack.pop()!;
              if (seen.has(id)) continue;
              seen.add(id);
              if (pageSections.test(id.split('?')[0] ?? id)) return true;
              stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
            }
            return false;
          };
          for (const chunk of chunks) {
            if (chunk.isEntry && chunk !== entry && rendersSections(chunk)) {
              importedCss(chunk).add(sections);
            }
          }
        }
        for (const file of allCss) delete bundle[file];

        const bundles: CssBundles = { site, sections };
        this.emitFile({
          type: 'asset',
          fileName: cssBundlesManifest,
          source: `${JSON.stringify(bundles, null, 2)}\n`,
        });
      },
    },
  ];
}
