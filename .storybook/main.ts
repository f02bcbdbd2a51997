import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const dirname = path.dirname(fileURLToPath(import.meta.url));

const config: StorybookConfig = {
  stories: [
    '../src/**/*.stories.@(ts|tsx)',
    '../sections/**/*.stories.@(ts|tsx)',
    '../site/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  framework: {
    name: '@storybook/react-vite',
    // Its own Vite config: the site's includes the React Router plugin, which Storybook cannot run.
    options: { builder: { viteConfigPath: path.join(dirname, 'vite.config.ts') } },
  },
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
};
export default config;
