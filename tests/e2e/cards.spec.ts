import type { Page } from '@playwright/test';
import { audit, newContext, report, themes, type Theme } from './support/axe';
import { accessToken, checkoutToPayment, confirmedOrderName, fillCart, pay } from './support/journey';
import { expect, test } from './support/portal';
import { signIn } from './support/sign-in';

/** Not one of the provider's listed test numbers, so it can only appear if it leaked. */
const number = '4111 1111 1111 1111';

const cardItem = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(name) }) });

async function openCards(page: Page) {
  await page.goto('/dashboard/group/card');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis Tarjetas' })).toBeVisible();
  await expect(cardItem(page, 'Visa •••• 4242')).toBeVisible();
}

test('demo saves a card on the provider’s page, makes it primary, pays an order with it, then deletes it', async ({ page }) => {
  // Everything the SPA itself sends to the gateway, to prove the number is never among it.
  const sent: string[] = [];
  page.on('request', (request) => {
    if (['fetch', 'xhr'].includes(request.resourceType())) sent.push(`${request.url()} ${request.postData() ?? ''}`);
  });
  await signIn(page);
  await openCards(page);
  await expect(cardItem(page, 'Visa •••• 4242').getByText('Principal', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Agregar tarjeta' }).click();
  await expect(page).toHaveURL(/\/api\/sandbox\/cards\/sbxs_[0-9a-f]{32}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Agregar tarjeta' })).toBeVisible();
  await page.getByLabel('Número de la tarjeta').fill('4242 4242 4242 4241');
  await page.getByLabel('Nombre del titular').fill('Daniela Muñoz');
  await page.getByLabel('Vencimiento (MM/AA)').fill('11/31');
  await page.getByLabel('Código de seguridad').fill('123');
  await page.getByRole('button', { name: 'Guardar tarjeta' }).click();
  await expect(page.getByText('El número de la tarjeta no es válido.')).toBeVisible();
  // Shown again without the number and the CVC, the rest kept.
  await expect(page.getByLabel('Número de la tarjeta')).toHaveValue('');
  await expect(page.getByLabel('Nombre del titular')).toHaveValue('Daniela Muñoz');
  await page.getByLabel('Número de la tarjeta').fill(number);
  await page.getByLabel('Código de seguridad').fill('123');
  await page.getByRole('button', { name: 'Guardar tarjeta' }).click();

  await expect(page).toHaveURL(/\/dashboard\/group\/card$/);
  await expect(page.getByText('Guardamos la tarjeta Visa •••• 1111.')).toBeVisible();
  const added = cardItem(page, 'Visa •••• 1111');
  await expect(added.getByText('Titular: DANIELA MUÑOZ')).toBeVisible();
  await expect(added.getByText('Vence 11/31')).toBeVisible();
  await added.getByRole('button', { name: 'Hacer principal Visa •••• 1111' }).click();
  await expect(added.getByText('Principal', { exact: true })).toBeVisible();
  await expect(cardItem(page, 'Visa •••• 4242').getByText('Principal', { exact: true })).toHaveCount(0);

  await page.goto('/dashboard');
  await fillCart(page);
  await checkoutToPayment(page);
  // Offered as the primary card; Pago opens on the method of the company's latest order.
  await expect(page.getByRole('radio', { name: /Visa •••• 1111 · Principal/ })).toBeEnabled();
  await pay(page, 'Tarjeta guardada Visa •••• 1111');
  await expect(page).toHaveURL(/\/product\/finalpago\?payment_id=/);
  await expect(page.getByRole('heading', { level: 1, name: '¡Pago exitoso!' })).toBeVisible();
  await confirmedOrderName(page);

  await openCards(page);
  await cardItem(page, 'Visa •••• 1111').getByRole('button', { name: 'Eliminar Visa •••• 1111' }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar la tarjeta Visa •••• 1111?' });
  await expect(confirm).toContainText('Es tu tarjeta principal');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(cardItem(page, 'Visa •••• 1111')).toHaveCount(0);
  // The oldest card still valid takes over as primary.
  await expect(cardItem(page, 'Visa •••• 4242').getByText('Principal', { exact: true })).toBeVisible();

  expect(sent.length).toBeGreaterThan(5);
  for (const request of sent) expect(request.replace(/[\s+]|%20/g, '')).not.toContain(number.replace(/\s/g, ''));
});

test('a card page left with "Cancelar y volver" saves nothing and says so', async ({ page }) => {
  await signIn(page, 'finanzas@despensa.cl');
  await openCards(page);
  const before = await page.getByRole('listitem').count();
  await page.getByRole('button', { name: 'Agregar tarjeta' }).click();
  await page.getByRole('button', { name: 'Cancelar y volver' }).click();
  await expect(page).toHaveURL(/\/dashboard\/group\/card$/);
  await expect(page.getByText('No se guardó ninguna tarjeta: saliste de la página del proveedor sin guardarla.')).toBeVisible();
  await expect(page.getByRole('listitem')).toHaveCount(before);
});

test('a comprador has no Mis Tarjetas: not in the navigation, refused on the page and by the gateway', async ({ page }) => {
  await signIn(page, 'comprador@despensa.cl');
  await expect(page.getByRole('link', { name: 'Mis Tarjetas' })).toHaveCount(0);
  await page.goto('/dashboard/group/card');
  await expect(page.getByRole('heading', { name: 'No tienes permiso para ver esta página' })).toBeVisible();
  const res = await page.request.post('/api/cards/setup', { headers: { Authorization: `Bearer ${await accessToken(page)}` } });
  expect(res.status()).toBe(403);
});

for (const theme of Object.keys(themes) as Theme[]) {
  test(`Mis Tarjetas and the provider's card page have no axe violations in the ${theme} theme`, async ({ browser }) => {
    const context = await newContext(browser, theme);
    const page = await context.newPage();
    await signIn(page);
    await openCards(page);
    const problems = await audit(page, `/dashboard/group/card [${theme}]`);
    await cardItem(page, 'Mastercard •••• 5454').getByRole('button', { name: 'Cambiar nombre: Mastercard •••• 5454' }).click();
    await expect(page.getByRole('dialog', { name: 'Nombre de Mastercard •••• 5454' })).toBeVisible();
    problems.push(...(await audit(page, `/dashboard/group/card name dialog [${theme}]`)));
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('button', { name: 'Agregar tarjeta' }).click();
    await page.getByRole('button', { name: 'Guardar tarjeta' }).click();
    await expect(page.getByText('El número de la tarjeta no es válido.')).toBeVisible();
    problems.push(...(await audit(page, `provider's card page with its problems [${theme}]`)));
    await page.getByRole('button', { name: 'Cancelar y volver' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mis Tarjetas' })).toBeVisible();
    await context.close();
    report(problems);
  });
}
