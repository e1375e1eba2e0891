import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'data', 'coverage', 'test-results', 'playwright-report', 'node_modules'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/views/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    // Icons come from their family's module (`@fluentui/react-icons/svg/<family>`). The package root
    // re-exports them from shared modules that Fluent's own components use too, and a bundler places
    // a module whole: one icon there drags every other page's icons from it onto the login page.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@fluentui/react-icons',
              allowTypeImports: true,
              message: "Import the icon from '@fluentui/react-icons/svg/<family>'.",
            },
            {
              // The same module as the root, under another name.
              name: '@fluentui/react-icons/svg',
              allowTypeImports: true,
              message: "Import the icon from '@fluentui/react-icons/svg/<family>'.",
            },
          ],
        },
      ],
    },
  },
  {
    // Machines are pure: no browser or Node globals, no React, no network.
    files: ['machines/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', '@fluentui/*', 'ofetch', '../src/*', '../server/*'], message: 'Machines stay pure.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'fetch', 'window', 'document', 'localStorage', 'sessionStorage', 'BroadcastChannel'],
    },
  },
);
