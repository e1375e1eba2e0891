import type { BrowserContext, Page } from '@playwright/test';
import { audit, mainHeading, newContext, pageColour, report, themes, type Theme } from './support/axe';
import { expect, test } from './support/portal';
import { publicRoutes, signedInRoutes } from './support/routes';
import { signIn } from './support/sign-in';

// Every route of the app must pass axe's WCAG 2.x A and AA rules, in both themes.

const secondsPerPage = 20;

async function auditRoute(page: Page, route: string, theme: Theme) {
  await page.goto(route);
  await expect(mainHeading(page)).toBeVisible();
  // The page audited is the one asked for (no redirect), in the theme asked for.
  expect(new URL(page.url()).pathname.replace(/\/$/, '')).toBe(route.split('?')[0]!.replace(/\/$/, ''));
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(pageColour[theme]);
  return audit(page, `${route} [${theme}]`);
}

for (const theme of Object.keys(themes) as Theme[]) {
  test.describe(`${theme} theme`, () => {
    test('the public and account pages have no violations', async ({ browser }) => {
      // Each page loaded and audited: seconds apiece, many more on a busy two-core machine.
      test.setTimeout(publicRoutes.length * secondsPerPage * 1_000);
      const context = await newContext(browser, theme);
      const page = await context.newPage();
      const problems: string[] = [];
      for (const route of publicRoutes) {
        await test.step(route, async () => {
          problems.push(...(await auditRoute(page, route, theme)));
        });
      }
      await context.close();
      report(problems);
    });

    test.describe('signed in', () => {
      // One signed-in page for the three tests, on one worker.
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

      test('the dashboard and product pages have no violations', async () => {
        test.setTimeout(signedInRoutes.length * secondsPerPage * 1_000);
        const problems: string[] = [];
        for (const route of signedInRoutes) {
          await test.step(route, async () => {
            problems.push(...(await auditRoute(page, route, theme)));
          });
        }
        report(problems);
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
  });
}
