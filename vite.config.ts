import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

// The site build. Storybook and Vitest use vitest.config.ts / .storybook, which leave out the
// React Router plugin (it refuses to run outside its own build).
export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  build: {
    // The server reads the client manifest to preload the chunk and stylesheet of every section
    // type on a page (see docs/decisions/004-section-chunks.md).
    manifest: true,
  },
  server: { port: Number(process.env.PORT ?? 3000) },
});
