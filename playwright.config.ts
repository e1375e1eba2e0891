import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * Debian's headless shell (the package chromium-headless-shell), which is what Playwright itself runs
 * headless: without the full browser's processes a sign-in and its first page took about a quarter less
 * on this machine. Debian's full Chromium when the shell is not installed.
 */
const browserPath =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ?? '/usr/bin/chromium';

// Each worker starts the real portal on a database of its own, copied from one the global setup seeded
// (tests/e2e/support/portal.ts), so tests never see a developer's data and workers never see each other's.
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // No test needs another's data, and none minds what another left: any test may run on either worker.
  fullyParallel: true,
  // One per core of the 2-core machine CI runs on; `--workers` changes it for a run.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [[process.env.CI ? 'list' : 'line'], ['./tests/e2e/support/sweep-count.ts']],
  // Two browsers and two portals share the machine's two cores, often with more besides: a journey that takes
  // half a minute alone takes two on a busy machine, and a page a few seconds late must not fail a check
  // that waits for it. A test that holds ends at once; these only bound one that hangs.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  use: {
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    // Recording a trace on every run, kept only for a failure, cost each journey about half its time (the
    // browser and its compositor encode the screencast): 32 s against 18 s for two journeys, 45 s against 34 s
    // for a sweep combination. A retry records one; to see a failure's trace, run it again with `--trace on`.
    trace: 'on-first-retry',
    // Each test's page loads from the gateway, as a first visit does: a service worker would fetch the whole
    // build in every test's fresh context, on the machine's two cores. tests/e2e/service-worker.spec.ts
    // allows it and tests what it does.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: browserPath,
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
});
