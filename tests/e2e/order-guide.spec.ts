import type { Page } from '@playwright/test';
import { accessToken, completeAddresses, confirmedOrderName, expectStep, pay } from './support/journey';
import { expect, test } from './support/portal';
import { signIn } from './support/sign-in';

const guideList = (page: Page) => page.getByRole('list', { name: 'Productos de Mis habituales' });

test('demo fills the cart from Mis habituales, one line changed and one skipped, and checks out on credit', async ({ page }) => {
  await signIn(page);
  await page.getByRole('navigation', { name: 'Comprar desde' }).getByRole('link', { name: 'Mis habituales' }).click();
  await expect(page).toHaveURL(/\/dashboard\/habituales$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis habituales' })).toBeVisible();
  const cards = guideList(page).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const orderable = cards.filter({ has: page.getByRole('checkbox', { name: 'Incluir en este pedido' }) });

  // The first line one step more than usual, the second left out of this order.
  const first = orderable.nth(0);
  const firstName = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const usual = await first.getByRole('textbox', { name: `Cantidad de ${firstName}` }).inputValue();
  await first.getByRole('button', { name: `Sumar uno de ${firstName}` }).click();
  const chosen = await first.getByRole('textbox', { name: `Cantidad de ${firstName}` }).inputValue();
  expect(chosen).not.toBe(usual);
  const second = orderable.nth(1);
  const secondName = (await second.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await second.getByRole('checkbox', { name: 'Incluir en este pedido' }).uncheck();

  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(page.getByText('Agregamos los productos a tu carrito.')).toBeVisible();
  await page.getByRole('link', { name: 'Ir al carrito' }).click();
  await expect(page).toHaveURL(/\/product\/checkout$/);
  await expectStep(page, 'Carrito');
  const cart = page.getByRole('main');
  await expect(cart.getByText(firstName, { exact: true }).first()).toBeVisible();
  await expect(cart.getByRole('textbox', { name: `Cantidad de ${firstName}` })).toHaveValue(chosen);
  await expect(cart.getByText(secondName, { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Continuar' }).click();
  await completeAddresses(page);
  const total = await pay(page, 'Crédito a 30 días');
  // The whole guide of a company that buys most of the catalogue is far above its usual order: the
  // checkout asks once, and the buyer confirms.
  await expect(page.getByRole('alert').filter({ hasText: 'mucho más que tus pedidos habituales' })).toBeVisible();
  await page.getByRole('button', { name: `Sí, pagar ${total}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: '¡Pedido confirmado!' })).toBeVisible();
  expect(await confirmedOrderName(page)).toMatch(/^S\d+$/);
});

test('a product pinned in Mis habituales stays pinned for the company, and leaves the guide when taken out', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard/habituales');
  const card = guideList(page).getByRole('listitem').last();
  const name = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const pin = card.getByRole('button', { name: `Fijar ${name} en Mis habituales` });
  await expect(pin).toHaveAttribute('aria-pressed', 'false');
  await pin.click();
  await expect(pin).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(guideList(page).getByRole('button', { name: `Fijar ${name} en Mis habituales` })).toHaveAttribute('aria-pressed', 'true');

  await guideList(page).getByRole('button', { name: `Quitar ${name} de Mis habituales` }).click();
  await expect(guideList(page).getByRole('heading', { level: 2, name, exact: true })).toHaveCount(0);
  await page.reload();
  await expect(guideList(page).getByRole('listitem').first()).toBeVisible();
  await expect(guideList(page).getByRole('heading', { level: 2, name, exact: true })).toHaveCount(0);
});

test("a product never ordered is pinned from its own page and shows in Mis habituales with no recent orders", async ({ page }) => {
  await signIn(page);
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  const guide = (await (await page.request.get('/api/order-guide', { headers })).json()) as { lines: { product: { id: number } }[] };
  const inGuide = new Set(guide.lines.map((line) => line.product.id));
  const catalogue = (await (await page.request.get('/api/products?limit=60', { headers })).json()) as { items: { id: number; name: string; stock_state: string }[] };
  const product = catalogue.items.find((item) => !inGuide.has(item.id));
  if (!product) throw new Error("every product of the catalogue's first page is in the demo company's guide");

  await page.goto(`/detalle?id=${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('button', { name: 'Fijar en Mis habituales' }).click();
  await expect(page.getByRole('button', { name: 'Fijado en Mis habituales' })).toBeDisabled();
  await page.getByRole('link', { name: 'Ver Mis habituales' }).click();
  await expect(page).toHaveURL(/\/dashboard\/habituales$/);
  const card = guideList(page).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: product.name, exact: true }) });
  await expect(card).toContainText('Fijado, sin pedidos recientes.');
  await expect(card.getByRole('button', { name: `Fijar ${product.name} en Mis habituales` })).toHaveAttribute('aria-pressed', 'true');
});
