import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Page } from '@playwright/test';

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
  const { violations } = await new AxeBuilder({ page })
    .withTags(tags)
    // A known false positive of Fluent (microsoft/tabster#288, microsoft/fluentui#25133): Tabster, Fluent's focus
    // manager, puts invisible <i tabindex="0" aria-hidden="true" data-tabster-dummy> guards at each end of <body> and
    // of the groups it moves focus in with the arrow keys (a TabList) to catch Tab leaving them; a guard hands focus
    // on at once and never holds it, and aria-hidden keeps screen readers quiet. Only these elements are left out:
    // every other aria-hidden-focus finding still fails the test.
    .exclude('i[data-tabster-dummy]')
    // axe.run in the page itself: the default runs axe in each frame and then again in a blank page of its
    // own, for frames of other origins, which the portal never draws. That page and a third copy of axe cost
    // about a second an audit (half of it), and the sweep audits every page it loads.
    .setLegacyMode()
    .analyze();
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
