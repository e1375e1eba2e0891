import type { Browser, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { audit, mainHeading, pageColour } from './support/axe';
import { expect, test } from './support/portal';
import { paths } from '../../src/kernel/paths';
import { publicRoutes, signedInRoutes } from './support/routes';
import { startSession } from './support/sign-in';
import { spanishOnArabicPage } from './support/spanish-words';
import { sweptPages } from './support/sweep-count';
import { smallTouchTargets } from './support/touch-targets';

// Every route, on a phone and on a laptop, in dark and light, left to right in Spanish and right to left in
// Arabic: nothing wider than the window, no table cells drawn over each other, no control out of reach
// sideways, every primary action reachable, no error in the console, axe's WCAG 2.2 A/AA rules on every
// page it loads; on a phone every control at least 44 px, and in Arabic no Spanish word left. As demo
// (admin) at all eight combinations, and as each other demo user at two. Each combination is a test of its
// own, so the workers share them. Screenshots go to test-results/sweep for a reviewer (.ci/run keeps them).

const viewports = { phone: { width: 390, height: 844 }, laptop: { width: 1366, height: 768 } } as const;
const modes = ['dark', 'light'] as const;
const directions = { ltr: 'es', rtl: 'ar' } as const;
const shots = 'test-results/sweep';

type Viewport = keyof typeof viewports;
type Direction = keyof typeof directions;
type Mode = (typeof modes)[number];

/** What the page draws that a buyer could not use: one line per finding. */
async function layoutProblems(page: Page, where: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth > width) problems.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    const label = (element: Element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
    // Cells of one row drawn over each other (a total printed over a stepper).
    for (const row of document.querySelectorAll('tr, [role="row"]')) {
      const cells = [...row.children].filter((cell) => cell.checkVisibility()).map((cell) => cell.getBoundingClientRect());
      const sorted = cells.filter((rect) => rect.width > 0).sort((a, b) => a.left - b.left);
      for (let i = 1; i < sorted.length; i++) {
        const [a, b] = [sorted[i - 1]!, sorted[i]!];
        const sameLine = a.top < b.bottom - 1 && b.top < a.bottom - 1;
        if (sameLine && a.right > b.left + 1) problems.push(`cells overlap in a row of "${label(row)}"`);
      }
    }
    // A control cut off at the window's side can be neither seen nor pressed. Inside a scroller of its own
    // (a table's rows) it is reached by scrolling that, which the page keeps to what a phone shows.
    for (const control of document.querySelectorAll('button, a[href], input, select, textarea, [role="tab"]')) {
      if (!control.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      if (control.closest('[aria-hidden="true"], [data-tabster-dummy]')) continue;
      const rect = control.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (rect.left < -1 || rect.right > width + 1) problems.push(`"${label(control)}" is cut off at the side`);
    }
    return problems;
  });
  return found.map((problem) => `${where}: ${problem}`);
}

/**
 * The page's primary actions (Fluent's primary buttons, in the brand's colour) that a buyer cannot get
 * to: scrolled to, each must stand inside the window and be what is drawn at its centre (not under a
 * sticky bar, a panel or the edge of a scroller). The page is left scrolled back to the top.
 */
async function unreachablePrimaryActions(page: Page, where: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const provider = document.querySelector('.fui-FluentProvider');
    if (!provider) return [];
    const probe = document.createElement('span');
    probe.style.backgroundColor = getComputedStyle(provider).getPropertyValue('--colorBrandBackground');
    document.body.append(probe);
    const brand = getComputedStyle(probe).backgroundColor;
    probe.remove();
    const problems: string[] = [];
    // The skip link is the brand's colour too, and out of sight until it has the focus.
    const primaries = [...document.querySelectorAll<HTMLElement>('button:not([disabled]), a[href]:not([href^="#"])')].filter(
      (control) =>
        getComputedStyle(control).backgroundColor === brand &&
        control.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
        !control.closest('[aria-hidden="true"]'),
    );
    for (const control of primaries) {
      control.scrollIntoView({ block: 'center', inline: 'center' });
      const rect = control.getBoundingClientRect();
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40);
      const inside = x >= 0 && y >= 0 && x <= window.innerWidth && y <= window.innerHeight;
      const drawn = inside ? document.elementFromPoint(x, y) : null;
      if (!drawn || !(control === drawn || control.contains(drawn))) problems.push(`the primary action "${name}" cannot be reached`);
    }
    window.scrollTo(0, 0);
    return problems;
  });
  return found.map((problem) => `${where}: ${problem}`);
}

/** How many of the page's requests are still in flight: counted from when the sweep starts on it. */
function requestsInFlight(page: Page): () => number {
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  const done = () => (inFlight = Math.max(0, inFlight - 1));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => inFlight;
}

/** Until nothing has been in flight for `quietMs` (what the page fetched once its heading showed), at most 5 s. */
async function networkSettled(page: Page, inFlight: () => number, quietMs = 300) {
  const deadline = Date.now() + 5_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await page.waitForTimeout(50);
  }
}

/** Moves the app to `path` as a click on a link does; true once a new heading shows (within 5 s). */
async function followInApp(page: Page, path: string): Promise<boolean> {
  await page.evaluate((to) => {
    for (const heading of document.querySelectorAll('h1')) heading.setAttribute('data-swept', heading.textContent ?? '');
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // A heading without the mark is a new one; a marked one with other words was redrawn in place.
  return page
    .waitForFunction(
      () => [...document.querySelectorAll('h1')].some((heading) => heading.checkVisibility() && heading.getAttribute('data-swept') !== heading.textContent),
      null,
      { timeout: 5_000 },
    )
    .then(
      () => true,
      () => false,
    );
}

/**
 * Opens `route` inside the app already loaded, as a buyer's click does (the router follows the history), so
 * each page costs its own render, not a new load of the whole portal. By way of the not-found page, which
 * shares no component with any other: the page is drawn afresh, never reused from the one before it (the
 * payment outcomes share one). A page that never shows is loaded as a visit would.
 */
async function openInApp(page: Page, route: string, previous: string) {
  if (previous !== paths.notFound && route !== paths.notFound) await followInApp(page, paths.notFound);
  if (!(await followInApp(page, route))) await page.goto(route);
}

/**
 * The page shown is the one asked for (no redirect, for demo, who may open every page), in the theme asked for.
 */
async function shownAsAsked(page: Page, route: string, mode: Mode, samePath: boolean) {
  if (samePath) expect(new URL(page.url()).pathname.replace(/\/$/, '')).toBe(route.split('?')[0]!.replace(/\/$/, ''));
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(pageColour[mode]);
}

/** What the page writes to the console as an error, or throws uncaught: taken (and cleared) once per route. */
function consoleErrors(page: Page): () => string[] {
  let errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console error: ${message.text().slice(0, 200)}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message.slice(0, 200)}`));
  return () => {
    const taken = errors;
    errors = [];
    return taken;
  };
}

interface SweepOptions {
  mode: Mode;
  samePath: boolean;
  viewport: Viewport;
  direction: Direction;
}

async function sweep(page: Page, routes: readonly string[], combo: string, { mode, samePath, viewport, direction }: SweepOptions) {
  const problems: string[] = [];
  const inFlight = requestsInFlight(page);
  const errors = consoleErrors(page);
  for (const [index, route] of routes.entries()) {
    await test.step(route, async () => {
      // The first page of a list is loaded as a visit does; the others are reached inside the app.
      const previous = routes[index - 1];
      if (previous === undefined) await page.goto(route);
      else await openInApp(page, route, previous);
      await expect(mainHeading(page)).toBeVisible();
      await shownAsAsked(page, route, mode, samePath);
      await networkSettled(page, inFlight);
      const where = `${route} [${combo}]`;
      problems.push(...(await layoutProblems(page, where)));
      // axe first, on the page as it settled; scrolling to the primary actions may load more of it.
      problems.push(...(await audit(page, where, { settled: true })));
      problems.push(...(await unreachablePrimaryActions(page, where)));
      if (viewport === 'phone') problems.push(...(await smallTouchTargets(page, where)));
      if (direction === 'rtl') problems.push(...(await spanishOnArabicPage(page, where)));
      problems.push(...errors().map((error) => `${where}: ${error}`));
      // JPEG: a long page (400 table rows at 1366 px) took 1.1-1.2 s against 1.5-1.7 s as PNG, and reads as well.
      await page.screenshot({ path: `${shots}/${combo}${route.replace(/[^\w]+/g, '_')}.jpg`, fullPage: true, type: 'jpeg', quality: 80 });
    });
  }
  return problems;
}

/** A page takes a few seconds (its requests settled, axe, a full-page screenshot); this leaves a busy machine room. */
const timeoutPerPage = 20_000;

/** Counted once a combination is swept, for the run's total (support/sweep-count.ts). */
function countSwept(pages: number) {
  test.info().annotations.push({ type: sweptPages, description: String(pages) });
}

/** A browser context at `viewport` with the theme and the direction (and so the language) stored. */
async function sweptContext(browser: Browser, viewport: Viewport, mode: Mode, direction: Direction) {
  const context = await browser.newContext({ viewport: viewports[viewport] });
  const settings = { version: 1, data: { themeMode: mode, themeContrast: 'default', themeDirection: direction, themeLayout: 'vertical', themeStretch: false, themeColorPresets: 'default' } };
  await context.addInitScript(
    ([stored, language]) => {
      localStorage.setItem('settings', stored);
      localStorage.setItem('i18nextLng', language);
    },
    [JSON.stringify(settings), directions[direction]] as const,
  );
  return context;
}

for (const viewport of Object.keys(viewports) as Viewport[]) {
  for (const mode of modes) {
    for (const direction of Object.keys(directions) as Direction[]) {
      const combo = `${viewport}-${mode}-${direction}`;
      test(`every route fits ${combo}`, async ({ browser }) => {
        const pages = publicRoutes.length + signedInRoutes.length;
        test.setTimeout(pages * timeoutPerPage);
        mkdirSync(shots, { recursive: true });
        const context = await sweptContext(browser, viewport, mode, direction);
        const page = await context.newPage();
        const problems = await sweep(page, publicRoutes, combo, { mode, samePath: true, viewport, direction });
        await startSession(page, 'demo@despensa.cl');
        problems.push(...(await sweep(page, signedInRoutes, combo, { mode, samePath: true, viewport, direction })));
        countSwept(pages);
        await context.close();
        expect(problems, problems.join('\n')).toEqual([]);
      });
    }
  }
}

// The other demo users see other pages (a comprador no invoices, finanzas no cart, a club member the
// membership, another company its own data): each at two combinations apart in every way, a phone in light
// rtl and a laptop in dark ltr.
const otherUsers = ['comprador', 'finanzas', 'club', 'otra'] as const;
const otherCombinations = [
  { viewport: 'phone', mode: 'light', direction: 'rtl' },
  { viewport: 'laptop', mode: 'dark', direction: 'ltr' },
] as const;
for (const user of otherUsers) {
  for (const { viewport, mode, direction } of otherCombinations) {
    const combo = `${user}-${viewport}-${mode}-${direction}`;
    test(`every signed-in route fits ${combo}`, async ({ browser }) => {
      test.setTimeout(signedInRoutes.length * timeoutPerPage);
      mkdirSync(shots, { recursive: true });
      const context = await sweptContext(browser, viewport, mode, direction);
      const page = await context.newPage();
      await startSession(page, `${user}@despensa.cl`);
      const problems = await sweep(page, signedInRoutes, combo, { mode, samePath: false, viewport, direction });
      countSwept(signedInRoutes.length);
      await context.close();
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
}
