import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/portal';
import { signIn } from './support/sign-in';

// The catalogue loads its products page by page as the buyer scrolls, but mounts only a window of
// them: however far the buyer goes, about 100 cards at most are in the page, each still telling
// screen readers its place among all of them, and the keyboard still reaches every one.

const MAX_MOUNTED = 100;

const results = (page: Page) => page.getByRole('list', { name: 'Productos encontrados' });
const cards = (page: Page) => results(page).getByRole('listitem');
const position = (card: Locator) => card.getAttribute('aria-posinset').then(Number);

/** The place of the card holding focus, or null when focus is outside the cards. */
const focusedPosition = (page: Page) =>
  page.evaluate(() => {
    const card = document.activeElement?.closest('[role="listitem"][aria-posinset]');
    return card ? Number(card.getAttribute('aria-posinset')) : null;
  });

/** Every active product of the catalogue: what the categories count. */
async function catalogueSize(page: Page) {
  const answer = await page.request.get('/api/categories');
  expect(answer.ok()).toBe(true);
  const categories = (await answer.json()) as { product_count: number }[];
  return categories.reduce((sum, category) => sum + category.product_count, 0);
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('scrolling to the end loads every product but mounts a window of them; Tab walks on to the next card', async ({ page }) => {
      const total = await catalogueSize(page);
      expect(total).toBeGreaterThan(MAX_MOUNTED);
      await signIn(page, 'demo@despensa.cl', '/dashboard/two');
      await expect(cards(page).first()).toBeVisible();
      await expect(cards(page).first()).toHaveAttribute('aria-posinset', '1');
      await expect(cards(page).first()).toHaveAttribute('aria-setsize', String(total));

      // To the end of the list, a page at a time, as the buyer's scrolling asks for them.
      let mostMounted = 0;
      await expect(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        mostMounted = Math.max(mostMounted, await cards(page).count());
        await expect(page.getByText('Ya viste todos los productos.')).toBeInViewport({ timeout: 1_000 });
      }).toPass({ timeout: 45_000 });

      const last = cards(page).last();
      await expect(last).toBeInViewport();
      await expect(last).toHaveAttribute('aria-posinset', String(total));
      await expect(last).toHaveAttribute('aria-setsize', String(total));
      expect(await cards(page).count()).toBeLessThanOrEqual(MAX_MOUNTED);
      expect(mostMounted).toBeLessThanOrEqual(MAX_MOUNTED);

      // Back at the top, the first card is there again.
      await page.evaluate(() => window.scrollTo(0, 0));
      const first = results(page).locator('[aria-posinset="1"]');
      await expect(first).toBeInViewport();
      await expect(first.getByRole('heading', { level: 3 })).toBeVisible();

      // Tab from the last mounted card, below the fold, moves on to the next card, which was not mounted.
      const lastMounted = cards(page).last();
      const from = await position(lastMounted);
      expect(from).toBeLessThan(total);
      await expect(results(page).locator(`[aria-posinset="${from + 1}"]`)).toHaveCount(0);
      await lastMounted.getByRole('link').focus();
      expect(await focusedPosition(page)).toBe(from);
      for (let presses = 0; presses < 10 && (await focusedPosition(page)) === from; presses++) await page.keyboard.press('Tab');
      expect(await focusedPosition(page)).toBe(from + 1);
      await expect(page.locator(':focus')).toBeInViewport();
      expect(await cards(page).count()).toBeLessThanOrEqual(MAX_MOUNTED);

      // And Shift+Tab goes back to the card before.
      for (let presses = 0; presses < 10 && (await focusedPosition(page)) === from + 1; presses++) await page.keyboard.press('Shift+Tab');
      expect(await focusedPosition(page)).toBe(from);
    });
  });
}
