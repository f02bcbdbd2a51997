import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    // SWR with the site's defaults comes from src/api/swr.ts; there is no <SWRConfig> around the site
    // (it would put SWR in the code every page loads first).
    files: ['src/**', 'site/**', 'sections/**'],
    ignores: [
      'src/api/swr.ts',
      '**/*.test.{ts,tsx}',
      '**/*.stories.tsx',
      '**/testing/**',
      'src/test/**',
      'src/account/testProviders.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'swr',
              importNames: ['default', 'SWRConfig'],
              message: "Use useSWR from '#src/api/swr.ts' (the site's defaults, no provider).",
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
