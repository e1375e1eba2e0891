import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Browser, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export const themes = {
  dark: null,
  light: {
    version: 1,
    data: {
      themeMode: 'light',
      themeContrast: 'default',
      themeDirection: 'ltr',
      themeLayout: 'vertical',
      themeStretch: false,
      themeColorPresets: 'default',
    },
  },
} as const;

export type Theme = keyof typeof themes;

export async function newContext(browser: Browser, theme: Theme) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const settings = themes[theme];
  if (settings) {
    await context.addInitScript((stored) => localStorage.setItem('settings', stored), JSON.stringify(settings));
  }
  return context;
}

// The axe-core that @axe-core/playwright pins (4.13), as the audits have always run: the suite's own
// axe-core (4.14, for the view tests) also judges label-in-name (WCAG 2.5.3), which 4.13 held experimental.
const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const axeSource = readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');

type WithAxe = Window & { axe?: { run(context: unknown, options: RunOptions): Promise<AxeResults> } };

/**
 * axe-core's WCAG 2.2 A/AA rules on the page's document, axe itself added once per document: a sweep that
 * moves from page to page inside the app audits each with the copy it already has, a few hundred
 * milliseconds where adding axe again and running it cold took two to three seconds.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    ([runOnly]) =>
      (window as WithAxe).axe!.run(
        // A known false positive of Fluent (microsoft/tabster#288, microsoft/fluentui#25133): Tabster, Fluent's focus
        // manager, puts invisible <i tabindex="0" aria-hidden="true" data-tabster-dummy> guards at each end of <body>
        // and of the groups it moves focus in with the arrow keys (a TabList) to catch Tab leaving them; a guard hands
        // focus on at once and never holds it, and aria-hidden keeps screen readers quiet. Only these elements are
        // left out: every other aria-hidden-focus finding still fails the test.
        { exclude: [['i[data-tabster-dummy]']] },
        { runOnly: { type: 'tag', values: runOnly }, resultTypes: ['violations'] },
      ),
    [tags] as const,
  );
}

/** Runs axe on what the page shows now; returns one readable line per violation (empty when there is none). */
export async function audit(page: Page, where: string, { settled = false }: { settled?: boolean } = {}) {
  // A dialog or drawer fading in is partly transparent: its colours, blended with the page behind, would
  // be judged instead of the ones the buyer reads once it has opened. Endless ones (a spinner, a skeleton's
  // shimmer) never settle and blend nothing; a wait that runs out audits the page as it is.
  // What the page fetches after its heading shows (the cart that enables the catalogue's "Agregar") starts
  // colour transitions of its own: the page is judged once its requests have settled, then its motion.
  // `settled`: the caller has just waited for the network itself (the sweep), which takes half a second a page.
  if (!settled) await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page
    .waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
      null,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const { violations } = await runAxe(page);
  return violations.map(
    (violation) =>
      `${where}: ${violation.id} (${violation.impact ?? 'n/a'}) ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
  );
}

export const mainHeading = (page: Page) => page.getByRole('heading', { level: 1 }).first();

export const pageColour = { dark: 'rgb(41, 41, 41)', light: 'rgb(255, 255, 255)' } as const;

export function report(problems: string[]) {
  expect(problems, problems.join('\n')).toEqual([]);
}
