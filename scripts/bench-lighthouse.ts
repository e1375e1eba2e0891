import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { paths } from '../src/kernel/paths';
import { demoPassword } from '../server/db/seed';
import { launchChromium, measure, measureRepeatVisit, runsPerPage, signIn, type Figures, type RepeatVisit } from './bench/lighthouse-audit';
import { startFloor, startPortal } from './bench/lighthouse-servers';

/**
 * npm run bench:lighthouse — Lighthouse's scores and load figures of the portal's pages on a phone (its
 * default mobile preset: simulated slow 4G, a 4x slower CPU): the login page and /bienvenida, then,
 * signed in as demo@despensa.cl through the login page, the catalogue, Pedidos and Facturas; beside the
 * bare stack's floor page (bench:bundle's) served the same way in the same run. Five runs a page, the
 * median run as Lighthouse picks it; beside its scores, figures of the runs' own unthrottled loads, which
 * move far less with the machine's load than the simulated timings (load-figures.ts, js-coverage.ts), and
 * the benchmarkIndex; then each signed-in page again as a returning buyer's, the service worker warm.
 * Targets: performance >= 95 before sign-in and >= 90 after, LCP <= 1.2 s on a returning visit,
 * accessibility 100 (a score below it only for Tabster's focus guards, a known false positive, is said
 * so) and CLS 0 on every portal page. With BENCH_URL it measures that running portal (an
 * older checkout, "before") instead of building and starting its own. 127.0.0.1 only; takes minutes.
 */
const email = 'demo@despensa.cl';

interface Measured {
  label: string;
  path: string;
  signedIn: boolean;
  /** The lowest performance score that meets the target. */
  performance: number;
}

const portalPages: Measured[] = [
  { label: 'login', path: paths.login, signedIn: false, performance: 95 },
  { label: 'bienvenida', path: paths.welcome, signedIn: false, performance: 95 },
  { label: 'catalogue', path: paths.catalogue, signedIn: true, performance: 90 },
  { label: 'pedidos', path: paths.orders, signedIn: true, performance: 90 },
  { label: 'facturas', path: paths.invoices, signedIn: true, performance: 90 },
];

/**
 * Lighthouse's benchmarkIndex on this 2-core machine with nothing else running was 2,400-2,650 (2026-11-27); a run
 * below this was slowed by something else, and its simulated timings (not its load figures) are suspect.
 */
const quietBenchmarkIndex = 2300;

/** A returning buyer's signed-in page, its code from the service worker (issue 31). */
const repeatLcpTargetMs = 1200;

const progress = (line: string) => process.stderr.write(`${line}\n`);

const row = (label: string, f: Figures) =>
  [
    label.padEnd(12),
    String(f.performance).padStart(4),
    String(f.accessibility).padStart(5),
    String(f.bestPractices).padStart(4),
    f.fcpMs.toFixed(0).padStart(7),
    f.lcpMs.toFixed(0).padStart(7),
    f.tbtMs.toFixed(0).padStart(7),
    // A layout shift too small for three decimals still misses "CLS 0": show it.
    (f.cls === 0 ? '0' : f.cls.toPrecision(2)).padStart(8),
    f.kib.toFixed(1).padStart(7),
  ].join(' ');

const verdict = (met: boolean) => (met ? 'ok' : 'MISSED');

const work = await mkdtemp(join(tmpdir(), 'despensa-lighthouse-'));
const closers: (() => Promise<unknown>)[] = [() => rm(work, { recursive: true, force: true })];

async function ownPortal() {
  progress('building and starting the portal…');
  const portal = await startPortal(work);
  closers.push(() => portal.close());
  return portal.url;
}

try {
  const portalUrl = process.env.BENCH_URL ?? (await ownPortal());
  progress('building and serving the floor page…');
  const floor = await startFloor(work);
  closers.push(() => floor.close());
  const browser = await launchChromium();
  closers.push(() => browser.close());

  const results = new Map<string, Figures>();
  // The pages before sign-in come first, each in a fresh tab: Lighthouse resets their origin's storage
  // before every run, which would end a session.
  const anonymous = [
    { label: 'floor', url: floor.url },
    ...portalPages.filter((page) => !page.signedIn).map((page) => ({ label: page.label, url: new URL(page.path, portalUrl).href })),
  ];
  for (const { label, url } of anonymous) {
    const tab = await browser.newPage();
    results.set(label, await measure(tab, url, label, false));
    await tab.close();
  }

  const tab = await browser.newPage();
  progress(`signing in as ${email}…`);
  await signIn(tab, portalUrl, email, demoPassword);
  for (const page of portalPages.filter((candidate) => candidate.signedIn)) {
    results.set(page.label, await measure(tab, new URL(page.path, portalUrl).href, page.label, true));
  }
  const repeats = new Map<string, RepeatVisit>();
  for (const page of portalPages.filter((candidate) => candidate.signedIn)) {
    repeats.set(page.label, await measureRepeatVisit(tab, new URL(page.path, portalUrl).href, page.label));
  }

  console.log(`bench:lighthouse — ${portalUrl}, Lighthouse mobile preset (simulated slow 4G, 4x CPU), median of ${runsPerPage} runs`);
  console.log('page         perf  a11y   bp  FCP ms  LCP ms  TBT ms      CLS     KiB');
  for (const [label, figures] of results) console.log(row(label, figures));
  console.log('');
  console.log('Of each run\'s own unthrottled load, the median of each figure: requests and KiB on the wire before the LCP,');
  console.log('the waterfall\'s depth to it, the longest main-thread task after the gateway\'s first answer (at 1x, and x4 for the');
  console.log('mobile preset\'s CPU), main-thread CPU time, JavaScript loaded and not run by the loaded page; benchmarkIndex.');
  console.log('page         files  KiB<LCP  depth  task 1x  task 4x   CPU ms  JS KiB  not run  index');
  for (const [label, { load, javaScript }] of results) {
    console.log(
      [
        label.padEnd(12),
        String(load.filesBeforeLcp).padStart(5),
        load.kibBeforeLcp.toFixed(1).padStart(8),
        String(load.chainDepth).padStart(6),
        load.longestTaskAfterDataMs.toFixed(0).padStart(8),
        (load.longestTaskAfterDataMs * 4).toFixed(0).padStart(8),
        load.mainThreadCpuMs.toFixed(0).padStart(8),
        javaScript.loadedKib.toFixed(0).padStart(7),
        `${javaScript.notRunKib.toFixed(0)} (${((100 * javaScript.notRunKib) / Math.max(javaScript.loadedKib, 1)).toFixed(0)} %)`.padStart(9),
        `${load.benchmarkIndex.toFixed(0)}${load.benchmarkIndex < quietBenchmarkIndex ? ' noisy' : ''}`.padStart(6),
      ].join(' '),
    );
  }
  console.log('');
  console.log(`A returning buyer (the service worker installed and warm, the HTTP cache empty), median of ${runsPerPage} runs; target LCP <= ${repeatLcpTargetMs} ms.`);
  console.log('page         perf  LCP ms  scripts  from the worker');
  for (const [label, repeat] of repeats) {
    console.log([label.padEnd(12), String(repeat.performance).padStart(4), repeat.lcpMs.toFixed(0).padStart(7), String(repeat.scripts).padStart(8), String(repeat.scriptsFromWorker).padStart(16)].join(' '));
  }
  let missed = false;
  for (const page of portalPages) {
    const f = results.get(page.label)!;
    const performance = f.performance >= page.performance;
    // Lighthouse's axe cannot be told to leave Tabster's focus guards out (lighthouse-audit.ts): below 100
    // only for them is reported as such, and any other finding misses the target.
    const others = f.accessibilityFindings.filter((finding) => finding.tabsterGuards < finding.elements);
    const guardsOnly = f.accessibility < 100 && others.length === 0;
    const accessibility = f.accessibility === 100 || guardsOnly;
    const cls = f.cls === 0;
    if (!(performance && accessibility && cls)) missed = true;
    const repeat = repeats.get(page.label);
    const repeatMet = !repeat || repeat.lcpMs <= repeatLcpTargetMs;
    if (!repeatMet) missed = true;
    console.log(
      `${page.label.padEnd(12)} performance ${f.performance} >= ${page.performance}: ${verdict(performance)}${repeat ? `, repeat visit LCP ${repeat.lcpMs.toFixed(0)} ms <= ${repeatLcpTargetMs}: ${verdict(repeatMet)}` : ''}, accessibility ${f.accessibility} = 100: ${verdict(accessibility)}${guardsOnly ? " (below 100 only for Tabster's focus guards)" : ''}${others.length > 0 ? ` (${others.map((finding) => finding.id).join(', ')})` : ''}, CLS 0: ${verdict(cls)}`,
    );
  }
  process.exitCode = missed ? 1 : 0;
} finally {
  for (const close of closers.reverse()) await close().catch((error: unknown) => console.error('cleanup failed:', error));
}
