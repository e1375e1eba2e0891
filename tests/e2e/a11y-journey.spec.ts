import type { Page } from '@playwright/test';
import { audit, newContext, report, themes, type Theme } from './support/axe';
import { addedToast, completeAddresses, decide, expectStep, fillCart, pay, payAnotherWay, searchCatalogue } from './support/journey';
import { expect, test } from './support/portal';
import { signIn } from './support/sign-in';

/**
 * The buyer's screens with what they show once loaded (products, a cart, each checkout step, an order's
 * detail, invoices with their chart, the address dialog, the payment outcomes), in both themes. The
 * sweep (sweep.spec.ts) sees each page as it first paints; this one sees it in use.
 */
async function auditWhen(page: Page, where: string, shown: () => Promise<void>, problems: string[]) {
  await test.step(where, async () => {
    await shown();
    problems.push(...(await audit(page, where)));
  });
}

for (const theme of Object.keys(themes) as Theme[]) {
  test(`the buyer's screens in use have no violations [${theme}]`, async ({ browser }) => {
    // Twelve screens, each audited once its requests and motion settle: on a machine busy with more than the
    // suite, three minutes were not enough. The bound is for a journey that hangs, not a slow one.
    test.setTimeout(360_000);
    const context = await newContext(browser, theme);
    const page = await context.newPage();
    const problems: string[] = [];
    await signIn(page);

    await auditWhen(page, `catalogue with a cart and its toast [${theme}]`, async () => {
      await fillCart(page);
      await expect(page.getByRole('button', { name: 'Ir a pagar' })).toBeEnabled();
      // One fresh toast, held open under the pointer: judged as the buyer reads it, not as it fades. The
      // filling's own toasts are let go first: on a loaded machine some are already fading when axe runs.
      await expect(page.locator('.fui-ToastTitle')).toHaveCount(0, { timeout: 20_000 });
      await page.getByRole('article', { name: 'Ñoquis de papa' }).getByRole('button', { name: 'Agregar Ñoquis de papa al carrito' }).click();
      await addedToast(page, 'Has agregado Ñoquis de papa al carrito').hover();
    }, problems);

    await auditWhen(page, `product detail [${theme}]`, async () => {
      await searchCatalogue(page, 'palta');
      await page.getByRole('article', { name: 'Palta Hass' }).getByRole('link', { name: 'Palta Hass' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Palta Hass' })).toBeVisible();
    }, problems);

    await auditWhen(page, `checkout: Carrito [${theme}]`, async () => {
      await page.goto('/product/checkout');
      await expectStep(page, 'Carrito');
    }, problems);
    await auditWhen(page, `checkout: Direcciones [${theme}]`, async () => {
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expectStep(page, 'Direcciones');
      await expect(page.getByRole('radiogroup', { name: 'Fecha de entrega' })).toBeVisible();
    }, problems);
    await auditWhen(page, `checkout: address dialog [${theme}]`, async () => {
      await page.getByRole('button', { name: 'Agregar dirección' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    }, problems);
    await page.keyboard.press('Escape');
    await auditWhen(page, `checkout: Pago [${theme}]`, async () => {
      await completeAddresses(page);
      await expect(page.getByRole('radiogroup', { name: 'Medio de pago' })).toBeVisible();
    }, problems);

    await auditWhen(page, `payment rejected [${theme}]`, async () => {
      await pay(page, 'Tarjeta de crédito o débito');
      await decide(page, 'Rechazar pago');
      await expect(page.getByRole('button', { name: 'Reintentar el pago' })).toBeEnabled();
    }, problems);
    let providerPage = '';
    await auditWhen(page, `payment pending [${theme}]`, async () => {
      await page.getByRole('button', { name: 'Reintentar el pago' }).click();
      await expect(page.getByRole('heading', { name: 'Pago de prueba' })).toBeVisible();
      providerPage = page.url();
      await decide(page, 'Dejar pendiente');
      await expect(page.getByRole('heading', { level: 1, name: 'Tu pago está pendiente' })).toBeVisible();
    }, problems);

    await auditWhen(page, `checkout held by the order awaiting payment [${theme}]`, async () => {
      await page.goto('/product/checkout');
      await expect(page.getByRole('heading', { level: 2, name: 'Tu pedido espera su pago' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Cancelar el pedido' })).toBeEnabled();
    }, problems);

    await auditWhen(page, `order confirmed on credit after a declined card [${theme}]`, async () => {
      // The bank declines the pending payment; the same order is then paid on the credit line.
      await page.goto(providerPage);
      await decide(page, 'Rechazar pago');
      await expect(page.getByRole('heading', { level: 1, name: 'Tu pago fue rechazado' })).toBeVisible();
      await payAnotherWay(page, /Crédito a 30 días/);
      await expect(page.getByRole('heading', { level: 1, name: '¡Pedido confirmado!' })).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
    }, problems);

    await auditWhen(page, `orders with a detail open [${theme}]`, async () => {
      await page.goto('/dashboard/three');
      const firstRow = page.getByRole('grid', { name: 'Pedidos' }).getByRole('row').nth(1);
      await firstRow.click();
      await expect(page.getByRole('button', { name: 'Volver a pedir' })).toBeVisible();
    }, problems);

    await auditWhen(page, `invoices with the chart [${theme}]`, async () => {
      await page.goto('/dashboard/group/five');
      await expect(page.getByRole('checkbox', { name: /^Seleccionar factura / }).first()).toBeVisible();
      await expect(page.getByRole('img', { name: 'Gráfico de barras de la deuda por estado' }).or(page.getByRole('figure'))).toBeVisible();
    }, problems);

    await auditWhen(page, `addresses with the dialog [${theme}]`, async () => {
      await page.goto('/dashboard/group/six');
      await page.getByRole('button', { name: 'Agregar dirección' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    }, problems);

    await context.close();
    report(problems);
  });
}
