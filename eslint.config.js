import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';


/** The view areas: each draws its own screens and shares only views/common. */
const viewAreas = readdirSync('src/views', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'common')
  .map((entry) => entry.name);

/**
 * Which folder may import which (docs/architecture.md, "Boundaries"). A view reaches the gateway only
 * through the effects the app provides, and the app's own state only through the contexts, both in
 * src/kernel: src/app composes the views and is imported by none. Another area never; the gateway and the
 * contract never reach into the browser app; a gateway router is mounted by server/app.ts and imported by
 * nothing else, so what a feature shares lives in server/<feature>/.
 */
const boundaries = [
  { target: './server', from: './src', message: 'The gateway never imports the browser app: share through contract/.' },
  {
    // Everything but server/routes/ and server/app.ts, which mounts the routers.
    target: ['./!(server)/**', './*', './server/!(routes)/**', './server/!(app).ts'],
    from: './server/routes',
    message: 'Only server/app.ts imports a router: import the feature module in server/<feature>/ instead.',
  },
  {
    target: './contract',
    from: ['./src', './server', './machines', './scripts', './tests'],
    message: 'The contract imports nothing of ours: the SPA and the gateway both import it.',
  },
  { target: './machines', from: ['./src', './server'], message: 'Machines stay pure: effects are provided from src/actors.' },
  { target: './src/views', from: './src/actors', message: 'A view gets its effects from useEffects() (src/kernel/effects.ts).' },
  { target: './src/views', from: './src/api', message: 'A view never calls the gateway: its machine does, through the effects.' },
  { target: './src/views', from: './src/app', message: 'A view takes its effects, paths and actor contexts from src/kernel: src/app composes the views, never the other way.' },
  { target: './src/kernel', from: ['./src/app', './src/views', './src/api'], message: 'The kernel is what views and the app share: it imports neither.' },
  { target: './src/views/common', from: './src/views', except: ['./common'], message: 'views/common is the kit every area shares: it knows no area.' },
  ...viewAreas.map((area) => ({
    target: `./src/views/${area}`,
    from: './src/views',
    except: [`./${area}`, './common'],
    message: `A view area imports only views/common; move what ${area} shares there.`,
  })),
];

export default tseslint.config(
  { ignores: ['dist', 'data', 'coverage', 'test-results', 'playwright-report', 'node_modules'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
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
            { group: ['react', 'react-*', '@fluentui/*', 'ofetch'], message: 'Machines stay pure: no React, no Fluent, no network.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'fetch', 'window', 'document', 'localStorage', 'sessionStorage', 'BroadcastChannel'],
    },
  },
  {
    // The size rule: a chart an analyst reads in one diagram. A branch that would pass it becomes a child
    // machine with its own diagram and paths (the checkout's approval-request, the payment).
    files: ['machines/**/*.machine.ts'],
    rules: { 'max-lines': ['error', { max: 550, skipBlankLines: true, skipComments: true }] },
  },
);
