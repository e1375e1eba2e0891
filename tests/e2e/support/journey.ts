import { expect, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';

export interface Purchase {
  /** Typed in the catalogue search as a buyer would, accents and case as they come. */
  search: string;
  /** The product's name as the catalogue shows it. */
  name: string;
  quantity: string;
}

/** Enough for the 50.000 minimum: 10 kg of avocados, 2 bags of nuggets and 1 of gnocchi typed without its ñ. */
export const weeklyOrder: readonly Purchase[] = [
  { search: 'PALTA', name: 'Palta Hass', quantity: '10' },
  { search: 'nuggets', name: 'Nuggets de pollo', quantity: '2' },
  { search: 'noquis', name: 'Ñoquis de papa', quantity: '1' },
];

/** The toast a cart shows for what went in (its live region repeats the text out of sight). */
export const addedToast = (page: Page, text: string) => page.locator('.fui-ToastTitle', { hasText: text });

/**
 * Types a search in the catalogue and waits until it is applied. The search is applied after a pause,
 * and then written to the address: waiting for it makes a card found next the new results' own, not one
 * of the list they replace (a click on that one can land on the skeleton).
 */
export async function searchCatalogue(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Buscar productos' }).fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('buscar')).toBe(text);
}

/** Finds each product with the search box and adds it with its quantity; the cart confirms each one. */
export async function fillCart(page: Page, purchases: readonly Purchase[] = weeklyOrder) {
  for (const { search: text, name, quantity } of purchases) {
    await searchCatalogue(page, text);
    const card = page.getByRole('article', { name });
    await expect(card).toBeVisible();
    await card.getByRole('textbox', { name: `Cantidad de ${name}` }).fill(quantity);
    await card.getByRole('button', { name: `Agregar ${name} al carrito` }).click();
    await expect(addedToast(page, `Has agregado ${name} al carrito`)).toBeVisible();
  }
}

export const stepper = (page: Page) => page.getByRole('navigation', { name: 'Pasos de la compra' });

/** The active step of the stepper, by its name. */
export async function expectStep(page: Page, name: 'Carrito' | 'Direcciones' | 'Pago') {
  await expect(stepper(page).locator('[aria-current="step"]')).toContainText(name);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

/** From the catalogue's cart through Carrito and Direcciones (first delivery address, first date) to Pago. */
export async function checkoutToPayment(page: Page, options: { purchaseOrder?: string } = {}) {
  await page.getByRole('button', { name: 'Ir a pagar' }).click();
  await expect(page).toHaveURL(/\/product\/checkout$/);
  await expectStep(page, 'Carrito');
  if (options.purchaseOrder) await page.getByLabel('Número de orden de compra (opcional)').fill(options.purchaseOrder);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await completeAddresses(page);
}

/** Direcciones with the default billing partner, the first delivery address and the first date offered. */
export async function completeAddresses(page: Page) {
  await expectStep(page, 'Direcciones');
  await page.getByRole('radiogroup', { name: 'Entrega' }).getByRole('radio').first().check();
  await page.getByRole('radiogroup', { name: 'Fecha de entrega' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expectStep(page, 'Pago');
}

/** Chooses the method and pays; returns the total the button announced. */
export async function pay(page: Page, method: 'Tarjeta de crédito o débito' | 'Crédito a 30 días' | `Tarjeta guardada ${string}`): Promise<string> {
  await page.getByRole('radiogroup', { name: 'Medio de pago' }).getByRole('radio', { name: method }).check();
  const button = page.getByRole('button', { name: /^Pagar \$/ });
  const label = (await button.textContent()) ?? '';
  await button.click();
  return label.replace(/^Pagar /, '').trim();
}

/** On the sandbox provider's hosted page, the payer's bank decides. */
export async function decide(page: Page, decision: 'Aprobar pago' | 'Rechazar pago' | 'Dejar pendiente') {
  await expect(page.getByRole('heading', { name: 'Pago de prueba' })).toBeVisible();
  await page.getByRole('button', { name: decision }).click();
}

/** An order of the cart paid by a new card the bank declines: the buyer is on its "rechazado" page. */
export async function orderDeclinedByTheBank(page: Page, purchases: readonly Purchase[] = weeklyOrder) {
  await fillCart(page, purchases);
  await checkoutToPayment(page);
  await pay(page, 'Tarjeta de crédito o débito');
  await decide(page, 'Rechazar pago');
  await expect(page.getByRole('heading', { level: 1, name: 'Tu pago fue rechazado' })).toBeVisible();
}

/** On a declined payment's page, pays the same order with another of the company's methods. */
export async function payAnotherWay(page: Page, method: RegExp) {
  await page.getByRole('button', { name: 'Cambiar medio de pago' }).click();
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: 'Pagar con este medio' }).click();
}

/** The order number (S00042) a success page names. */
export async function confirmedOrderName(page: Page): Promise<string> {
  const lead = page.getByText(/tu pedido S\d+/i);
  await expect(lead).toBeVisible();
  return /S\d+/.exec((await lead.textContent()) ?? '')?.[0] ?? '';
}

export async function pdfPages(file: Uint8Array): Promise<number> {
  return (await PDFDocument.load(file)).getPageCount();
}

/** The signed-in tab's access token, for the gateway calls a test makes beside the page. */
export const accessToken = (page: Page) => page.evaluate(() => sessionStorage.getItem('accessToken') ?? '');
