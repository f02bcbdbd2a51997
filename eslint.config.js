import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers of the code (docs/architecture.md), as folders of the tree: each layer lists its
 * folders, relative to the repository root; a folder in no layer is not checked. A new journey in
 * `src/features/`, foundation in `src/lib/` or part in `src/ui/` needs no new line here.
 */
const layers = {
  // Look and parts without product knowledge: the theme, the components and their icons.
  design: ['src/ui'],
  // Plumbing every journey shares: wire types and fetching, session, sanitizing, notices, form
  // fields, formatting, lazy loading, runtime config, the section kit, the plan card, time zones and
  // the clock, what the browser remembers.
  foundation: ['src/lib'],
  // One product journey each; they may use each other, the design system and the foundations.
  journey: ['src/features'],
  // The demo content (decision 038): data and wire types only. The reference API seeds it; the
  // kitchen sink, the stories, the tests and the section generator show it.
  demo: ['src/demo'],
  section: ['sections'],
  site: ['site'],
  api: ['api'],
};

/** Files that exist for tests, stories and their setup, wherever they live. */
const testSupport = [
  '**/*.test.{ts,tsx}',
  '**/*.stories.tsx',
  '**/testing/**',
  'src/testing/**',
  'sections/_story/**',
  'e2e/**',
  '.storybook/**',
];

/**
 * What the reference API may share with the front end (decision 036): the wire types, and the
 * contract both sides must agree on byte for byte — the message rooms' names, the regions table and
 * the time-zone maths; and the demo content it seeds (decision 038).
 */
const apiShares = [
  'src/demo/**',
  'src/lib/api/types*.ts',
  'src/lib/api/types/**',
  'src/lib/api/rooms.ts',
  'src/lib/forms/regions.ts',
  'src/lib/time/zone.ts',
  'src/lib/time/days.ts',
  'src/lib/time/scheduling.ts',
];

const layerElements = Object.entries(layers).flatMap(([type, paths]) =>
  paths.map((path) => ({
    type,
    pattern: path,
    partialMatch: false,
  })),
);
const notTestSupport = { categories: 'product' };
const product = (type) => ({ element: { type }, file: notTestSupport });

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'storybook-static/**',
      '.react-router/**',
      'node_modules/**',
      'public/mockServiceWorker.js',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      '.cache/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  ...storybook.configs['flat/recommended'],
  {
    // SWR with the site's defaults comes from src/lib/api/swr.ts; there is no <SWRConfig> around the site
    // (it would put SWR in the code every page loads first).
    files: ['src/**', 'site/**', 'sections/**'],
    ignores: [
      'src/lib/api/swr.ts',
      '**/*.test.{ts,tsx}',
      '**/*.stories.tsx',
      '**/testing/**',
      'src/testing/**',
      'src/features/account/testProviders.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'swr',
              importNames: ['default', 'SWRConfig'],
              message: "Use useSWR from '#src/lib/api/swr.ts' (the site's defaults, no provider).",
            },
          ],
        },
      ],
    },
  },
  {
    // The layers (docs/architecture.md, decision 036). Policies are read in order and the last one
    // that matches a dependency decides, so each "disallow" is followed by its exceptions.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { alwaysTryTypes: true, project: './tsconfig.json' } },
      'boundaries/elements': layerElements,
      'boundaries/files': [
        // A file is test support or product code, never both: the first match stops the search.
        ...testSupport.map((pattern) => ({
          category: 'test-support',
          pattern,
          stopMatching: true,
        })),
        // The section registry is one file, so it is a file category rather than an element.
        { category: 'registry', pattern: 'registry.ts' },
        { category: 'product', pattern: '**' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          checkAllOrigins: true,
          policies: [
            {
              from: product('design'),
              disallow: { to: { element: { types: { noneOf: ['design', 'foundation'] } } } },
              message:
                'The design system imports only itself and the foundations (docs/architecture.md).',
            },
            {
              from: product('foundation'),
              disallow: {
                to: [
                  { element: { types: { anyOf: ['journey', 'section', 'site', 'api'] } } },
                  { file: { categories: 'registry' } },
                ],
              },
              message:
                'A foundation imports no journey, section, route or api/ (docs/architecture.md).',
            },
            {
              from: product('demo'),
              disallow: { to: { element: { types: { noneOf: ['demo', 'foundation'] } } } },
              message:
                'The demo content is data: it imports only itself and the wire types (decision 038).',
            },
            {
              from: product('section'),
              disallow: { to: { element: { type: 'site' } } },
              message: 'A section never imports site/ (docs/architecture.md).',
            },
            {
              // scripts/ and the root's config files are tooling, outside the layers.
              from: { element: { types: { anyOf: Object.keys(layers) } }, file: notTestSupport },
              disallow: { to: { file: { categories: 'test-support' } } },
              message:
                'Only tests, stories and test support import test support (docs/architecture.md).',
            },
            {
              from: {
                element: { types: { anyOf: Object.keys(layers).filter((type) => type !== 'api') } },
                file: notTestSupport,
              },
              disallow: { to: { element: { type: 'api' } } },
              message:
                'Only the reference API itself, tests and stories import api/ (docs/architecture.md).',
            },
            {
              from: product('api'),
              disallow: { to: { element: { types: { noneOf: ['api'] } } } },
              message:
                'api/ imports only the wire types and what decision 036 names (docs/architecture.md).',
            },
            {
              from: product('api'),
              allow: { to: { file: { path: apiShares } } },
            },
            {
              from: { element: { types: { noneOf: ['design'] } }, file: notTestSupport },
              disallow: { to: { module: { source: 'radix-ui' } } },
              message:
                'Radix only through the design system: use src/ui/components (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'api/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
