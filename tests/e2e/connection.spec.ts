import type { Page } from '@playwright/test';
import { audit, themes } from './support/axe';
import { fillCart, weeklyOrder } from './support/journey';
import { expect, test } from './support/portal';
import { signIn } from './support/sign-in';

// The gateway out of reach, as a buyer on a phone in a kitchen loses the network: the portal says so,
// keeps the cart and what is on screen, and takes up again once the gateway answers.

const cartLink = (page: Page, count: number) => page.getByRole('banner').getByRole('link', { name: `Carrito: ${count} producto${count === 1 ? '' : 's'}` });

for (const theme of ['dark', 'light'] as const) {
  test(`on a phone, ${theme}: without a connection the portal says so, keeps the cart, and takes up again`, async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const settings = themes[theme];
    if (settings) await context.addInitScript((stored) => localStorage.setItem('settings', stored), JSON.stringify(settings));
    await signIn(page, 'comprador@despensa.cl');
    await fillCart(page, weeklyOrder.slice(0, 1));
    await expect(cartLink(page, 1)).toBeVisible();

    await context.setOffline(true);
    // A search in the catalogue asks the gateway and finds no one.
    await page.getByRole('searchbox', { name: 'Buscar productos' }).fill('nuggets');
    await expect(page.getByText('No pudimos cargar los productos. Inténtalo de nuevo.')).toBeVisible();
    const banner = page.getByRole('alert').filter({ hasText: 'Sin conexión con el servidor.' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Tu carrito y lo que estabas haciendo se mantienen');
    const retry = banner.getByRole('button', { name: 'Reintentar' });
    expect((await retry.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await audit(page, `connection banner (${theme})`)).toEqual([]);
    await expect(cartLink(page, 1)).toBeVisible();

    // Still offline: the retry asks, finds no one, and offers itself again.
    await retry.click();
    await expect(retry).toBeVisible();
    await expect(banner).toBeVisible();

    // Back online: the portal asks the gateway by itself, says the connection is back, and the catalogue
    // loads the search that failed without a click.
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: 'Conexión restablecida.' })).toBeVisible();
    await expect(banner).toBeHidden();
    await expect(page.getByRole('article', { name: 'Nuggets de pollo' })).toBeVisible();
    await expect(page.getByText('No pudimos cargar los productos. Inténtalo de nuevo.')).toBeHidden();
    await expect(cartLink(page, 1)).toBeVisible();
    await page.reload();
    await expect(cartLink(page, 1)).toBeVisible();
  });
}
