import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { sectionCatalogueTags, usesSectionCatalogue } from '../sections/_story/catalogueTags.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

const config: StorybookConfig = {
  stories: [
    '../src/**/*.stories.@(ts|tsx)',
    '../sections/**/*.stories.@(ts|tsx)',
    '../site/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    // msw-storybook-addon's annotations are added in preview.tsx, with the worker's address.
  ],
  // Storybook reads a story file's tags from its source, and cannot see the tags a section's stories
  // spread in from `sectionCatalogue(...).meta`; they are added here, so each section type gets its
  // docs page (sections/_story/catalogueTags.ts).
  experimental_indexers: (indexers = []) =>
    indexers.map((indexer) => ({
      ...indexer,
      createIndex: async (fileName, options) => {
        const inputs = await indexer.createIndex(fileName, options);
        if (!usesSectionCatalogue(await readFile(fileName, 'utf8'))) return inputs;
        return inputs.map((input) => ({
          ...input,
          tags: [...(input.tags ?? []), ...sectionCatalogueTags],
        }));
      },
    })),
  // Every docs page: a section's shows its fields (sections/_story/SectionDocsPage.tsx).
  previewAnnotations: (entries = []) => [
    ...entries,
    path.join(dirname, '../sections/_story/docsPreview.ts'),
  ],
  framework: {
    name: '@storybook/react-vite',
    // Its own Vite config: the site's includes the React Router plugin, which Storybook cannot run.
    options: { builder: { viteConfigPath: path.join(dirname, 'vite.config.ts') } },
  },
  // `npm run build` builds Storybook too: its 400-odd files are not gzipped once more only to print
  // their sizes (Storybook keeps only `build.target` of the Vite config file, so it is set here).
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    build: { ...viteConfig.build, reportCompressedSize: false },
  }),
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
};
export default config;
