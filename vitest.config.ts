import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * View files that need a module graph and a jsdom of their own: those that replace a module with vi.mock,
 * the one that checks a module is loaded on demand, the catalogue's drawer, and the one that needs a language
 * not yet loaded (see each file).
 */
const isolatedViews = [
  'tests/views/payment-outcomes.test.tsx',
  'tests/views/settings-light-theme.test.tsx',
  'tests/views/theme-contrast.test.tsx',
  'tests/views/catalogue-drawer.test.tsx',
  // It needs French not yet loaded: a file before it in a shared worker may have loaded it.
  'tests/views/i18n-refetch.test.tsx',
];

function viewsProject(name: string, files: { include?: string[]; exclude?: string[]; isolate?: boolean }) {
  return {
    plugins: [react()],
    test: {
      name,
      include: files.include ?? ['tests/views/**/*.test.{ts,tsx}'],
      exclude: files.exclude ?? [],
      isolate: files.isolate ?? true,
      environment: 'jsdom',
      setupFiles: ['tests/views/setup.ts'],
      // A spy on console or fetch ends with its test, even one that failed before restoring it.
      restoreMocks: true,
      // Rendering Fluent in jsdom takes a few seconds on a busy 2-core machine: a test waits for what
      // it expects rather than failing because another process had the CPU.
      testTimeout: 30_000,
    },
  };
}

export default defineConfig({
  test: {
    // Two files at a time on the 2-core machine (Vitest's default there is one): a test waits for what it
    // expects (findBy, generous timeouts), so a busy core makes it slower, not red.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'lint',
          include: ['tests/lint/**/*.test.ts'],
          environment: 'node',
          // ESLint loads its plugins and the TypeScript parser on the first file.
          testTimeout: 60_000,
        },
      },
      {
        // `npm run test:scaffold`, left out of `npm test`: the scaffold in a copy of the repository, type-checked
        // and tested there, is two minutes of CPU; .ci/run runs it beside the PostgreSQL suite.
        test: {
          name: 'scaffold',
          include: ['tests/scaffold/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'machines',
          include: ['tests/machines/**/*.test.ts'],
          environment: 'node',
          // Machines hold no module state; their files share XState and the machines per worker.
          isolate: false,
        },
      },
      viewsProject('views', {
        exclude: isolatedViews,
        // The view files share one module graph per worker (React, Fluent, i18next, the machines): importing it
        // again for each of 50 files was a third of the suite. The setup file still runs before each file, and
        // it clears what a file could leave behind (the DOM, the storages, the language).
        isolate: false,
      }),
      viewsProject('views-isolated', { include: isolatedViews }),
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // Migrated and seeded once per run; each test app starts from a copy of it.
          globalSetup: ['tests/server/support/seeded-template.ts'],
          // The files share one module graph per worker: each test app has its own database, clock and
          // caches, and importing the gateway (and compiling PGlite) again for each of 49 files was half the
          // project's time (204 s against 99 s on two workers).
          isolate: false,
          // Password hashes at scrypt N=2^10 instead of 2^15: the suite signs in thousands of times.
          // tests/server/password.test.ts checks the production cost; the global setup seeds with this too.
          env: { PASSWORD_HASH_TEST_COST: '10' },
          // Generous, so a busy machine makes a test slower, never red: a real hang still ends it.
          hookTimeout: 120_000,
          testTimeout: 120_000,
        },
      },
    ],
  },
});
