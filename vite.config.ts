import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { cachedRecipes } from './scripts/vite/cachedRecipes.ts';
import { chunkGroups } from './scripts/vite/chunkGroups.ts';
import { cssBundles } from './scripts/vite/cssBundles.ts';

// The site build. Storybook and Vitest use vitest.config.ts / .storybook, which leave out the
// React Router plugin (it refuses to run outside its own build).
export default defineConfig({
  plugins: [cachedRecipes(), vanillaExtractPlugin(), reactRouter(), chunkGroups(), cssBundles()],
  build: {
    // The byte budgets (scripts/bench/bytes.mjs) read the client manifest.
    manifest: true,
    // `BUILD_SOURCEMAP=1 npm run build` writes hidden source maps, to see what a chunk is made of.
    sourcemap: process.env.BUILD_SOURCEMAP ? 'hidden' : false,
  },
  server: { port: Number(process.env.PORT ?? 3000) },
});
