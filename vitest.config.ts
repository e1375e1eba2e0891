import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
        test: {
          name: 'machines',
          include: ['tests/machines/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'views',
          include: ['tests/views/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/views/setup.ts'],
          // A spy on console or fetch ends with its test, even one that failed before restoring it.
          restoreMocks: true,
          // Rendering Fluent in jsdom takes a few seconds on a busy 2-core machine: a test waits for what
          // it expects rather than failing because another process had the CPU.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // Migrated and seeded once per run; each test app starts from a copy of it.
          globalSetup: ['tests/server/support/seeded-template.ts'],
          // Generous, so a busy machine makes a test slower, never red: a real hang still ends it.
          hookTimeout: 120_000,
          testTimeout: 120_000,
        },
      },
    ],
  },
});
