import type { Page } from '@playwright/test';
import { expect, test } from './support/portal';

async function signIn(page: Page, email = 'demo@despensa.cl') {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill('despensa-demo');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });

test.describe('on a large screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a guarded page sends a visitor to the login and back to it', async ({ page }) => {
    await page.goto('/dashboard/group/five');
    await expect(page).toHaveURL(/\/auth\/jwt\/login\?returnTo=%2Fdashboard%2Fgroup%2Ffive$/);
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Facturas', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/group\/five$/);
    await expect(navigation(page).getByRole('link', { name: 'Facturas' })).toHaveAttribute('aria-current', 'page');
  });

  test('signing out from the account menu ends the session', async ({ page }) => {
    await page.goto('/dashboard/three');
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Pedidos', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Cuenta de Daniela Muñoz' }).click();
    const menu = page.getByRole('menu');
    await expect(page.getByText('demo@despensa.cl')).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Cerrar sesión' }).click();

    await expect(page.getByRole('heading', { name: 'Inicia sesión' })).toBeVisible();
    // The next person to sign in on this device is not sent to the previous user's page.
    await expect(page).toHaveURL(/\/auth\/jwt\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();
    await page.goto('/dashboard/three');
    await expect(page).toHaveURL(/\/auth\/jwt\/login\?returnTo=%2Fdashboard%2Fthree$/);
  });

  test('an unknown path shows the not-found page in the plain layout', async ({ page }) => {
    await page.goto('/pedidos-antiguos');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Despensa, ir al inicio' })).toBeVisible();
  });

  test('Ctrl+K finds Pedidos and Enter opens it', async ({ page }) => {
    await page.goto('/dashboard');
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Hola, Daniela Muñoz' })).toBeVisible();

    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Buscar en Despensa' });
    await expect(dialog.getByText('Escribe palabras clave')).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Buscar páginas, productos, pedidos o facturas' })).toBeFocused();
    await page.keyboard.type('tus pedidos');
    await expect(dialog.getByRole('option')).toHaveText(['PedidosTus pedidos y su estado']);
    await expect(dialog.locator('[role="listbox"]').locator('..')).toHaveCSS('height', '400px');
    await page.keyboard.press('Enter');

    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard\/three$/);
    await expect(page.getByRole('heading', { name: 'Pedidos', level: 1 })).toBeVisible();
  });

  test('the toggle switches to the mini layout, which a reload keeps', async ({ page }) => {
    await page.goto('/dashboard/three');
    await signIn(page);
    const sidebar = navigation(page).locator('..');
    await expect(sidebar).toHaveCSS('width', '280px');

    await page.getByRole('button', { name: 'Contraer menú' }).click();
    await expect(sidebar).toHaveCSS('width', '88px');
    const orders = navigation(page).getByRole('link', { name: 'Pedidos', exact: true });
    await expect(orders).toHaveAttribute('aria-current', 'page');
    await orders.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Pedidos');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Expandir menú' })).toBeVisible();
    await expect(navigation(page).locator('..')).toHaveCSS('width', '88px');
    await page.getByRole('button', { name: 'Expandir menú' }).click();
    await expect(navigation(page).locator('..')).toHaveCSS('width', '280px');
  });

  test('a club member sees "Eres Cliente CXTI" in the navigation', async ({ page }) => {
    await page.goto('/dashboard');
    await signIn(page, 'club@despensa.cl');
    await expect(navigation(page).getByRole('link', { name: 'Eres Cliente CXTI' })).toHaveAttribute('href', '/dashboard/suscripcion');
    await expect(navigation(page).getByRole('link', { name: 'Suscripción CXTI' })).toHaveCount(0);
  });

  test('content stays 1200 px wide unless stretched on a screen wider than 1600 px', async ({ page }) => {
    const stretched = { version: 1, data: { themeMode: 'dark', themeContrast: 'default', themeDirection: 'ltr', themeLayout: 'vertical', themeStretch: true, themeColorPresets: 'default' } };
    await page.addInitScript((settings) => localStorage.setItem('settings', settings), JSON.stringify(stretched));
    await page.setViewportSize({ width: 1700, height: 900 });
    await page.goto('/dashboard');
    await signIn(page);
    const content = page.getByRole('main').locator('> div');
    await expect(page.getByRole('heading', { name: 'Hola, Daniela Muñoz' })).toBeVisible();
    expect((await content.boundingBox())?.width).toBeGreaterThan(1300);

    await page.setViewportSize({ width: 1600, height: 900 });
    await expect.poll(async () => (await content.boundingBox())?.width).toBe(1200);
  });

  test('the header is 80 px high and shrinks to 64 px once the page scrolls past 80 px', async ({ page }) => {
    await page.goto('/terminos-y-condiciones');
    await expect(page.getByRole('heading', { name: 'Términos y condiciones', level: 1 })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('height', '80px');
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveCSS('height', '64px');
    await expect(header).toHaveCSS('backdrop-filter', 'blur(6px)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveCSS('height', '80px');
  });

  test('a page barely taller than the window stays still once scrolled past the threshold', async ({ page }) => {
    await page.goto('/terminos-y-condiciones');
    await expect(page.getByRole('heading', { name: 'Términos y condiciones', level: 1 })).toBeVisible();
    // 90 px of scroll: past the threshold, and gone again if shrinking the header shortened the page.
    await page.setViewportSize({ width: 1280, height: (await page.evaluate(() => document.documentElement.scrollHeight)) - 90 });
    await page.evaluate(() => window.scrollTo(0, 90));
    await expect(page.getByRole('banner')).toHaveCSS('height', '64px');
    const positions = await page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const seen: number[] = [];
          const sample = () => {
            seen.push(window.scrollY);
            if (seen.length < 20) requestAnimationFrame(sample);
            else resolve(seen);
          };
          requestAnimationFrame(sample);
        }),
    );
    expect(new Set(positions)).toEqual(new Set([90]));
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the navigation lives in a drawer opened by the menu button', async ({ page }) => {
    await page.goto('/dashboard');
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Hola, Daniela Muñoz' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCSS('height', '64px');
    await expect(navigation(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Contraer menú' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navegación principal' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Pedidos', exact: true }).click();

    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard\/three$/);
    await expect(page.getByRole('heading', { name: 'Pedidos', level: 1 })).toBeVisible();
  });
});
