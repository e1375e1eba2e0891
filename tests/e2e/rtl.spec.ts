import type { Page } from '@playwright/test';
import { expect, test } from './support/portal';
import { signIn } from './support/sign-in';

// The mirrored layout: Spanish counts keep their reading order, the invoices' debt chart mirrors with the page.

async function signedInAs(page: Page, language: 'es' | 'ar', direction: 'ltr' | 'rtl') {
  const settings = { version: 1, data: { themeMode: 'dark', themeContrast: 'default', themeDirection: direction, themeLayout: 'vertical', themeStretch: false, themeColorPresets: 'default' } };
  await page.addInitScript(
    ([stored, lng]) => {
      localStorage.setItem('settings', stored);
      localStorage.setItem('i18nextLng', lng);
    },
    [JSON.stringify(settings), language] as const,
  );
  await signIn(page);
}

/** Where a text's first and last letters are drawn, for every text on the page matching `pattern`. */
const drawnEnds = (page: Page, pattern: string) =>
  page.evaluate((source) => {
    const found: { text: string; first: number; last: number }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    // Spaces and direction marks draw nothing: the first and last letters are what a reader sees.
    const drawn = (char: string) => !/[\s\u200e\u200f]/.test(char);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const visible = text.replace(/[\u200e\u200f]/g, '').trim();
      if (!new RegExp(source).test(visible)) continue;
      let start = 0;
      while (!drawn(text[start]!)) start++;
      let end = text.length - 1;
      while (!drawn(text[end]!)) end--;
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + 1);
      const first = range.getBoundingClientRect().left;
      range.setStart(node, end);
      range.setEnd(node, end + 1);
      found.push({ text: visible, first, last: range.getBoundingClientRect().left });
    }
    return found;
  }, pattern);

/** The invoices' debt chart, in any language: the one drawing of the page. */
const debtChart = (page: Page) => page.locator('[role="img"]:has(svg rect)');

/** The debt chart's value ticks and bars, by their horizontal place. */
const chartSides = (page: Page) =>
  debtChart(page).evaluate((chart) => {
    // The bars, not the drawing's background.
    const width = chart.getBoundingClientRect().width;
    const bars = [...chart.querySelectorAll('svg rect')].map((rect) => rect.getBoundingClientRect()).filter((rect) => rect.width > 0 && rect.width < width / 2);
    // The value axis's figures; the totals over the bars are centred on them.
    const ticks = [...chart.querySelectorAll('svg text')]
      .filter((text) => /\$/.test(text.textContent ?? '') && getComputedStyle(text).textAnchor !== 'middle')
      .map((text) => text.getBoundingClientRect());
    return {
      barsLeft: Math.min(...bars.map((rect) => rect.left)),
      barsRight: Math.max(...bars.map((rect) => rect.right)),
      ticksLeft: Math.min(...ticks.map((rect) => rect.left)),
      ticksRight: Math.max(...ticks.map((rect) => rect.right)),
    };
  });

test.use({ viewport: { width: 1366, height: 768 } });

test('Spanish in the mirrored layout reads its counts in order: "15 facturas", not "facturas 15"', async ({ page }) => {
  await signedInAs(page, 'es', 'rtl');
  await page.goto('/dashboard/group/five');
  await expect(page.getByRole('heading', { name: 'Facturas', level: 1 })).toBeVisible();
  await expect(page.getByText(/^\u200e?\d+ facturas\u200e?$/).first()).toBeVisible();
  const counts = await drawnEnds(page, '^\\d+ facturas');
  expect(counts.length).toBeGreaterThan(0);
  for (const count of counts) expect(count.first, count.text).toBeLessThan(count.last);

  await page.goto('/dashboard/three');
  await expect(page.getByText(/^\u200e?\d+ pedidos\u200e?$/)).toBeVisible();
  for (const count of await drawnEnds(page, '^\\d+ pedidos$')) expect(count.first, count.text).toBeLessThan(count.last);
});

for (const [language, direction] of [['es', 'ltr'], ['es', 'rtl'], ['ar', 'rtl']] as const) {
  test(`the debt chart puts its values at the start of the line [${language} ${direction}]`, async ({ page }) => {
    await signedInAs(page, language, direction);
    await page.goto('/dashboard/group/five');
    await expect(debtChart(page).locator('svg rect').first()).toBeVisible();
    const sides = await chartSides(page);
    if (direction === 'rtl') expect(sides.ticksLeft).toBeGreaterThanOrEqual(sides.barsRight);
    else expect(sides.ticksRight).toBeLessThanOrEqual(sides.barsLeft);
  });
}
