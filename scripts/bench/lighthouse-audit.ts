import lighthouse, { type Flags, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer, { type Page } from 'puppeteer-core';
import { javaScriptUse, type JavaScriptUse } from './js-coverage';
import { summary } from './stats';
import { loadFigures, type LoadFigures, type RunRecording } from './load-figures';

export const runsPerPage = 5;
const loginPath = '/auth/jwt/login';

export function launchChromium() {
  return puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    // Lighthouse emulates the phone's screen itself; puppeteer's 800x600 default would fight it.
    defaultViewport: null,
    // The machine has no outside network: keep Chromium from reaching for Google's services mid-trace.
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** Signs in through the real login page, as a buyer would, leaving the session in `page`'s tab. */
export async function signIn(page: Page, origin: string, email: string, password: string) {
  await page.goto(new URL(loginPath, origin).href, { waitUntil: 'networkidle0' });
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  try {
    await page.waitForFunction((path) => !location.pathname.startsWith(path), { timeout: 30_000 }, loginPath);
  } catch {
    const alert = await page.$eval('[role="alert"]', (element) => element.textContent).catch(() => null);
    throw new Error(`signing in as ${email} never left the login page${alert ? `: "${alert}"` : ''}`);
  }
}

/**
 * The session lives in the tab (the access token in sessionStorage, the refresh cookie), so Lighthouse
 * must not reset storage; but then it keeps the HTTP cache and the service worker too. Emptied here as
 * Lighthouse's own reset does, so a signed-in page loads cold like the others and is not flattered by the
 * previous run's files.
 */
async function clearHttpCache(page: Page, origin: string) {
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  // And the service worker with the files it keeps, which would otherwise serve every run after the first.
  await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
  // Toggling the cache off evicts the renderer's memory cache, which clearBrowserCache leaves.
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  await session.send('Network.setCacheDisabled', { cacheDisabled: false });
  await session.detach();
}

/** Trace faults Lighthouse answers with "run Lighthouse again"; this Chromium records one now and then. */
const flakyTrace = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);
const attemptsPerRun = 3;

interface Run {
  lhr: Result;
  recording: RunRecording;
}

async function audit(page: Page, url: string, label: string, flags: Flags): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(
      url,
      { logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility', 'best-practices'], ...flags },
      undefined,
      page,
    );
    if (!result) throw new Error(`${url}: Lighthouse returned no result`);
    const { lhr, artifacts } = result;
    const error = lhr.runtimeError;
    if (error && flakyTrace.has(error.code) && attempt < attemptsPerRun) {
      process.stderr.write(`  ${label}: Lighthouse ${error.code}, measuring that run again\n`);
      continue;
    }
    if (error) throw new Error(`${url}: Lighthouse ${error.code}: ${error.message}`);
    // A client-side redirect (to the login page, or anywhere else) would mean another page was measured.
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== new URL(url).pathname) {
      throw new Error(`${url}: Lighthouse measured ${landed} instead${landed.startsWith(loginPath) ? ' (the session was lost)' : ''}`);
    }
    return { lhr, recording: artifacts as unknown as RunRecording };
  }
}

export interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  kib: number;
  /** Each run's own unthrottled load (load-figures.ts), the median of each figure. */
  load: LoadFigures;
  /** JavaScript loaded and not run by the loaded page (one more load, with coverage). */
  javaScript: JavaScriptUse;
  /** Failing accessibility audits, each with how many of its elements are Tabster's focus guards. */
  accessibilityFindings: { id: string; elements: number; tabsterGuards: number }[];
}

/**
 * Tabster, Fluent's focus manager, puts <i tabindex="0" aria-hidden="true" data-tabster-dummy> guards at
 * the ends of <body> (once any dialog is mounted) and of every arrow-key group (a TabList) to catch Tab
 * leaving them: axe's aria-hidden-focus flags them, a known false positive (microsoft/tabster#288,
 * microsoft/fluentui#25133) that our own axe gate leaves out in the same way (tests/e2e/support/axe.ts).
 */
const tabsterGuard = /^<i [^>]*data-tabster-dummy/;

function accessibilityFindings(lhr: Result): Figures['accessibilityFindings'] {
  const refs = lhr.categories.accessibility?.auditRefs ?? [];
  return refs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
    .map((audit) => {
      const items = (audit!.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? [];
      return { id: audit!.id, elements: items.length, tabsterGuards: items.filter((item) => tabsterGuard.test(item.node?.snippet ?? '')).length };
    });
}

function scores(lhr: Result) {
  const score = (category: string) => {
    const value = lhr.categories[category]?.score;
    if (value == null) throw new Error(`${lhr.finalDisplayedUrl}: no ${category} score`);
    return Math.round(value * 100);
  };
  const metric = (audit: string) => {
    const value = lhr.audits[audit]?.numericValue;
    if (value === undefined) throw new Error(`${lhr.finalDisplayedUrl}: no ${audit} value`);
    return value;
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    kib: metric('total-byte-weight') / 1024,
    accessibilityFindings: accessibilityFindings(lhr),
  };
}

/**
 * Each load figure's median over the runs: which element is the LCP can change from one load to the next
 * (a heading before the data, the first row after it), and with it what came before it.
 */
function medianLoad(runs: readonly LoadFigures[]): LoadFigures {
  const keys = Object.keys(runs[0]!) as (keyof LoadFigures)[];
  return Object.fromEntries(keys.map((key) => [key, summary(runs.map((run) => run[key])).median])) as unknown as LoadFigures;
}

/**
 * `runsPerPage` Lighthouse navigations of `url` in `page`: the scores and timings of the median run as
 * Lighthouse itself picks it (the run nearest the median FCP and TTI), so they come from one real load; the
 * load figures' medians over all runs; then one more load for the JavaScript coverage. `signedIn` keeps the
 * tab's session across the runs.
 */
export async function measure(page: Page, url: string, label: string, signedIn: boolean): Promise<Figures> {
  const runs: Run[] = [];
  for (let run = 1; run <= runsPerPage; run += 1) {
    if (signedIn) await clearHttpCache(page, new URL(url).origin);
    const measured = await audit(page, url, label, { disableStorageReset: signedIn });
    runs.push(measured);
    const { performance, lcpMs } = scores(measured.lhr);
    const index = measured.lhr.environment.benchmarkIndex;
    process.stderr.write(`  ${label} run ${run}/${runsPerPage}: performance ${performance}, LCP ${lcpMs.toFixed(0)} ms, benchmarkIndex ${index}\n`);
  }
  const median = computeMedianRun(runs.map((run) => run.lhr));
  if (signedIn) await clearHttpCache(page, new URL(url).origin);
  const load = medianLoad(runs.map((run) => loadFigures(run.lhr, run.recording)));
  return { ...scores(median), load, javaScript: await javaScriptUse(page, url) };
}

/** A returning buyer's load of a page: Lighthouse's score and LCP with the service worker installed and warm. */
export interface RepeatVisit {
  performance: number;
  lcpMs: number;
  /** Scripts the page loaded, and how many of them its service worker served. */
  scripts: number;
  scriptsFromWorker: number;
}

/**
 * One visit that lets the service worker install and keep the build, then `runsPerPage` Lighthouse runs
 * with the worker warm (only the HTTP cache emptied, so what is not the worker's comes from the network):
 * the median run as Lighthouse picks it.
 */
export async function measureRepeatVisit(page: Page, url: string, label: string): Promise<RepeatVisit> {
  await page.goto(url, { waitUntil: 'networkidle0' });
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', { timeout: 60_000 });
  const runs: Result[] = [];
  for (let run = 1; run <= runsPerPage; run += 1) {
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
    await session.detach();
    const { lhr } = await audit(page, url, label, { disableStorageReset: true });
    runs.push(lhr);
    const { performance, lcpMs } = scores(lhr);
    process.stderr.write(`  ${label} repeat visit ${run}/${runsPerPage}: performance ${performance}, LCP ${lcpMs.toFixed(0)} ms\n`);
  }
  const median = computeMedianRun(runs);
  // The last run's scripts, as the page itself timed them: workerStart is set when its worker answered.
  const { scripts, scriptsFromWorker } = await page.evaluate(() => {
    const loaded = performance.getEntriesByType('resource').filter((entry) => /\.js$/.test(new URL(entry.name).pathname)) as PerformanceResourceTiming[];
    return { scripts: loaded.length, scriptsFromWorker: loaded.filter((entry) => entry.workerStart > 0).length };
  });
  const { performance: score, lcpMs } = scores(median);
  return { performance: score, lcpMs, scripts, scriptsFromWorker };
}
