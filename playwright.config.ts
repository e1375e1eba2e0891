import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// Each run starts the real portal on a database of its own, so tests never see a developer's data.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'despensa-e2e-'));
// Workers load this file again: they must find the server's folder (its e-mail outbox), not make their own.
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : 'line',
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // The machine has no outside network: keep Chromium from trying to reach Google's services.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: 'npm start',
    url: `http://127.0.0.1:${port}/api/version`,
    // SANDBOX_TEST_CLOCK: the Club CXTI renewal is run as of its day, as a provider's test clock would.
    // LOG_LEVEL=warn: the suite's thousands of request lines would bury its own report.
    env: { PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1', SANDBOX_TEST_CLOCK: '1', LOG_LEVEL: 'warn' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
