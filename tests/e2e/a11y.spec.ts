import type { BrowserContext, Page } from '@playwright/test';
import { audit, mainHeading, newContext, report, themes, type Theme } from './support/axe';
import { expect, test } from './support/portal';
import { signIn } from './support/sign-in';

// What only shows on a click must pass axe's WCAG 2.x A and AA rules too, in both themes. Every page as it
// opens is audited by the sweep (sweep.spec.ts): each route, as a visitor and as every demo user, in both
// themes, on a phone and a laptop, left to right and right to left, with the path and the theme checked.

for (const theme of Object.keys(themes) as Theme[]) {
  test.describe(`${theme} theme, signed in`, () => {
    // One signed-in page for both tests, on one worker.
    test.describe.configure({ mode: 'default' });
    let context: BrowserContext;
    let page: Page;

    test.beforeAll(async ({ browser }) => {
      context = await newContext(browser, theme);
      page = await context.newPage();
      await signIn(page);
    });

    test.afterAll(async () => {
      await context.close();
    });

    test('the settings drawer has no violations', async () => {
      await page.goto('/dashboard');
      await expect(mainHeading(page)).toBeVisible();
      await page.getByRole('banner').getByRole('button', { name: 'Ajustes', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Ajustes' })).toBeVisible();
      report(await audit(page, `settings drawer [${theme}]`));
    });

    test('the search dialog has no violations', async () => {
      await page.goto('/dashboard');
      await expect(mainHeading(page)).toBeVisible();
      await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog', { name: 'Buscar en Despensa' });
      await expect(dialog.getByText('Escribe palabras clave')).toBeVisible();
      report(await audit(page, `search dialog [${theme}]`));
      // With pages, products and orders found by the gateway.
      await page.keyboard.type('pa');
      await expect(dialog.getByRole('group', { name: 'Productos' })).toBeVisible();
      report(await audit(page, `search dialog with results [${theme}]`));
    });
  });
}
