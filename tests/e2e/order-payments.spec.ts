import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { audit } from './support/axe';
import { accessToken } from './support/journey';
import { expect, test } from './support/portal';
import { signIn } from './support/sign-in';

// An order's drawer says how it was paid and what was given back: the seed's newest card order was paid
// twice (two tabs, before money moved once) and its duplicate refunded. Seen on a phone and a laptop, in
// dark, light and bold contrast, left to right in Spanish and right to left in Arabic, with axe on each.

const shots = 'test-results/order-payments';
const viewports = { phone: { width: 390, height: 844 }, laptop: { width: 1366, height: 768 } } as const;
const themes = [
  { mode: 'dark', contrast: 'default' },
  { mode: 'light', contrast: 'default' },
  { mode: 'light', contrast: 'bold' },
] as const;
const readers = {
  es: { direction: 'ltr', paid: 'Pago con tarjeta', refund: 'Devolución', refunded: /devuelto el .*\(cobro duplicado\)/ },
  ar: { direction: 'rtl', paid: 'الدفع بالبطاقة', refund: 'استرداد', refunded: /تم الاسترداد في .*\(خصم مكرر\)/ },
} as const;

/**
 * The demo company's order whose drawer has a refund: the seed's newest card order, found through the
 * gateway newest first. The list's rows do not say how an order was paid, and the tests that ran before on
 * this database may have placed any number of newer orders.
 */
async function refundedOrderId(page: Page): Promise<number> {
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  const orders = (await (await page.request.get('/api/user-sales-orders', { headers })).json()) as { id: number }[];
  for (const order of orders) {
    const detail = (await (await page.request.get(`/api/sales-orders/${order.id}`, { headers })).json()) as { card_payments: { status: string }[] };
    if (detail.card_payments.some((payment) => payment.status === 'refunded')) return order.id;
  }
  throw new Error('the seed has no card order with a refunded duplicate');
}

for (const [viewport, size] of Object.entries(viewports)) {
  for (const [language, reader] of Object.entries(readers)) {
    test(`the order drawer shows the payment and its refund on a ${viewport}, ${reader.direction}`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: size });
      await context.addInitScript((lang) => localStorage.setItem('i18nextLng', lang), language);
      const page = await context.newPage();
      await signIn(page);
      const id = await refundedOrderId(page);
      mkdirSync(shots, { recursive: true });

      for (const { mode, contrast } of themes) {
        const settings = { version: 1, data: { themeMode: mode, themeContrast: contrast, themeDirection: reader.direction, themeLayout: 'vertical', themeStretch: false, themeColorPresets: 'default' } };
        await page.evaluate((stored) => localStorage.setItem('settings', stored), JSON.stringify(settings));
        await page.goto(`/dashboard/three?pedido=${id}`);
        const drawer = page.getByRole('dialog');
        await expect(drawer.getByText(reader.paid, { exact: true })).toBeVisible();
        await expect(drawer.getByText(reader.refund, { exact: true })).toBeVisible();
        await expect(drawer.getByText(reader.refunded)).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('dir', reader.direction);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        // axe first: it waits for the drawer to finish sliding in, so both boxes below are measured at rest
        // (measured during the slide, the drawer was still at the window's edge).
        const where = `order drawer (${viewport}, ${mode} ${contrast}, ${reader.direction})`;
        expect(await audit(page, where)).toEqual([]);
        // The facts fit the drawer: no line runs past its side.
        const drawerBox = await drawer.boundingBox();
        const refundBox = await drawer.getByText(reader.refunded).boundingBox();
        expect(refundBox!.x).toBeGreaterThanOrEqual(drawerBox!.x - 1);
        expect(refundBox!.x + refundBox!.width).toBeLessThanOrEqual(drawerBox!.x + drawerBox!.width + 1);
        await drawer.getByText(reader.refund, { exact: true }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${shots}/${viewport}-${mode}-${contrast}-${reader.direction}.png` });
      }
      await context.close();
    });
  }
}
