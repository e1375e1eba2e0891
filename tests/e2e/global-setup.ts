import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { basePort, startPortal, templateDir } from './support/portal-process';

/**
 * Once per run, before any worker: the portal started once as `npm start` starts it, which builds the SPA
 * when a source is newer than dist/ and migrates and seeds a fresh data dir, then stopped. Each worker copies
 * that data dir for a portal of its own (tests/e2e/support/portal.ts), so no test sees a developer's data and
 * no worker migrates or seeds again. The run's folder is removed once the run ends.
 */
export default async function globalSetup(config: FullConfig) {
  const runDir = mkdtempSync(join(tmpdir(), 'despensa-e2e-'));
  // Workers are started after this and inherit it.
  process.env.E2E_RUN_DIR = runDir;
  const portal = await startPortal({
    entry: 'scripts/start.ts',
    dataDir: templateDir(runDir),
    port: basePort,
    root: config.configFile ? dirname(config.configFile) : process.cwd(),
    // A build of the SPA comes first when a source changed: minutes on a busy machine.
    readyWithinMs: 600_000,
  });
  await portal.stop();
  return () => rmSync(runDir, { recursive: true, force: true });
}
