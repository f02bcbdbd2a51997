import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const runtime = '@vanilla-extract/recipes/createRuntimeFn';
export const cachedRuntime = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../src/ui/theme/cachedRecipeRuntime.ts',
);

/**
 * On the server, every recipe of a `.css.ts` file runs on the runtime that remembers its answers
 * (src/ui/theme/cachedRecipeRuntime.ts, docs/decisions/033-server-render-cost.md): vanilla-extract
 * compiles a recipe to an import of `createRuntimeFn`, which this points at that module. The module
 * itself imports the original.
 */
export function cachedRecipes(): Plugin {
  return {
    name: 'trellis:cached-recipes',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      // The server build only: the browser's shell is at its byte budget, and hydration calls each
      // recipe far fewer times than a server rendering page after page.
      if (!options?.ssr) return null;
      if (source !== runtime || !importer || path.resolve(importer) === cachedRuntime) return null;
      return this.resolve(cachedRuntime, importer, { ...options, skipSelf: true });
    },
  };
}
