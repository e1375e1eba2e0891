import { cpSync } from 'node:fs';
import { dirname } from 'node:path';
import { expect, test as base } from '@playwright/test';
import { basePort, startPortal, templateDir, workerDataDir } from './portal-process';

/** A worker's portal: where it answers, and its data dir (the e-mail outbox is in it). */
export interface Portal {
  url: string;
  dataDir: string;
}

let current: Portal | undefined;

/** This worker's portal, for helpers that read what it wrote (support/outbox.ts). */
export function workerPortal(): Portal {
  if (!current) throw new Error('no portal in this worker: import test from tests/e2e/support/portal.ts');
  return current;
}

/**
 * Every spec's `test`: each worker starts the real portal on a copy of the data dir the global setup seeded,
 * on a port of its own, and its pages and requests go there. The tests a worker runs share its database, one
 * after another; a worker that replaces one that failed starts again from the seed.
 */
export const test = base.extend<object, { portal: Portal }>({
  portal: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, use, workerInfo) => {
      const runDir = process.env.E2E_RUN_DIR;
      if (!runDir) throw new Error('E2E_RUN_DIR is not set: run the suite through playwright.config.ts, whose global setup seeds the data dir');
      const dataDir = workerDataDir(runDir, workerInfo.workerIndex);
      cpSync(templateDir(runDir), dataDir, { recursive: true });
      const portal = await startPortal({
        entry: 'server/main.ts',
        dataDir,
        port: basePort + 1 + workerInfo.workerIndex,
        root: workerInfo.config.configFile ? dirname(workerInfo.config.configFile) : process.cwd(),
        readyWithinMs: 180_000,
      });
      current = { url: portal.url, dataDir };
      await use(current);
      current = undefined;
      await portal.stop();
    },
    // Copying the data dir and starting the gateway: more than a test's minute on a busy two-core machine.
    { scope: 'worker', auto: true, timeout: 240_000 },
  ],
  baseURL: async ({ portal }, use) => {
    await use(portal.url);
  },
});

export { expect };
