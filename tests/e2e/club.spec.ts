import type { Page } from '@playwright/test';
import { formatDay } from '../../machines/rules/calendar';
import { periodEndOf, renewalDateOf } from '../../server/domain/club-periods';
import { audit, newContext, report, themes, type Theme } from './support/axe';
import { accessToken, decide, fillCart, searchCatalogue } from './support/journey';
import { expect, test } from './support/portal';
import { signIn } from './support/sign-in';

async function openClub(page: Page) {
  await page.goto('/dashboard/suscripcion');
  await expect(page.getByRole('heading', { level: 1, name: 'Club CXTI' })).toBeVisible();
}

/** Chooses a plan and pays it with a card typed on the provider's page. */
async function joinWithNewCard(page: Page, plan: string) {
  await page.getByRole('button', { name: `Elegir ${plan}` }).click();
  await page.getByRole('radio', { name: /Tarjeta de crédito o débito/ }).check();
  await page.getByRole('button', { name: /^Pagar \$/ }).click();
}

test('a company joins with a new card: the other open tab takes the club prices without a reload, and the fee is in Facturas', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Almacén La Esquina, not a member: its admin joins, so the demo company's prices stay as the other tests expect.
  await signIn(page, 'otra@despensa.cl');
  const other = await context.newPage();
  await other.goto('/dashboard');
  await fillCart(other, [{ search: 'PALTA', name: 'Palta Hass', quantity: '10' }]);
  const cart = other.getByRole('region', { name: 'Tu carrito' });
  await expect(cart.getByText(/^Con el Club CXTI ahorrarías \$/)).toBeVisible();
  const totalBefore = await cart.locator('dd').last().textContent();
  await expect(other.getByRole('link', { name: 'Suscripción CXTI' })).toBeVisible();

  await openClub(page);
  await expect(page.getByText(/^Con el Club CXTI (habrías ahorrado \$[\d.]+ en los últimos 90 días|pagas menos)/)).toBeVisible();
  await joinWithNewCard(page, 'Club CXTI Mensual');
  await decide(page, 'Aprobar pago');
  await expect(page).toHaveURL(/\/dashboard\/suscripcion$/);
  await expect(page.getByText('¡Ya eres parte del Club CXTI! Tus precios Club rigen desde ahora.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Eres Cliente CXTI' })).toBeVisible();

  // The other tab, never reloaded.
  await expect(other.getByRole('link', { name: 'Eres Cliente CXTI' })).toBeVisible();
  await expect(cart.getByText(/^Con el Club CXTI ahorras \$/)).toBeVisible();
  await expect(cart.locator('dd').last()).not.toHaveText(totalBefore!);

  await page.goto('/dashboard/group/five');
  const invoices = page.getByRole('grid', { name: 'Facturas' });
  await expect(invoices.getByRole('row').filter({ hasText: '$11.990' }).filter({ hasText: 'Pagado' })).toHaveCount(1);
  await context.close();
});

test('a member sees the club price it pays first, on the card and on the product’s page', async ({ page }) => {
  await signIn(page, 'club@despensa.cl');
  await searchCatalogue(page, 'aceite de canola');
  const card = page.getByRole('article', { name: 'Aceite de canola 5 L' });
  await expect(card.getByText(/ neto/).first()).toHaveText('$9.440 neto, tu precio Club CXTI');
  await expect(card.getByText('Precio de lista $10.490')).toBeVisible();
  await card.getByRole('link', { name: 'Aceite de canola 5 L' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aceite de canola 5 L' })).toBeVisible();
  // The product's page also says what the price is for.
  await expect(page.getByRole('main').getByText(/ neto/).first()).toHaveText('$9.440 neto por unidad, tu precio Club CXTI');
});

test('a declined payment changes nothing', async ({ page }) => {
  await signIn(page);
  await openClub(page);
  await joinWithNewCard(page, 'Club CXTI Anual');
  await decide(page, 'Rechazar pago');
  await expect(page).toHaveURL(/\/dashboard\/suscripcion$/);
  await expect(page.getByText('Tu pago no se aprobó: Fondos insuficientes (rechazo simulado). No se hizo ningún cambio.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Planes' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Suscripción CXTI' })).toBeVisible();
});

test('a member cancels, keeps the club until the end of the period, and resumes', async ({ page }) => {
  await signIn(page, 'club@despensa.cl');
  await openClub(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Eres Cliente CXTI' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar membresía' }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Cancelar tu membresía del Club CXTI?' });
  await confirm.getByRole('button', { name: 'Cancelar membresía' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Tu membresía termina el \d{2}-\d{2}-\d{4}$/ })).toBeVisible();
  // Still a member until then.
  await expect(page.getByRole('link', { name: 'Eres Cliente CXTI' })).toBeVisible();
  await page.getByRole('button', { name: 'Reanudar membresía' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Eres Cliente CXTI' })).toBeVisible();
  await expect(page.getByText('Próxima renovación').locator('xpath=following-sibling::dd[1]')).toContainText('Club CXTI Anual');
});

test('the renewal, run by the sandbox’s test clock on its day, charges the card on file once and moves the membership on', async ({ page }) => {
  await signIn(page, 'club@despensa.cl');
  // The member's first card, saved on the provider's page, then set to pay the renewals.
  await page.goto('/dashboard/group/card');
  await page.getByRole('button', { name: 'Agregar tarjeta' }).click();
  await page.getByLabel('Número de la tarjeta').fill('4242 4242 4242 4242');
  await page.getByLabel('Nombre del titular').fill('Camila Rojas');
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/34');
  await page.getByLabel('Código de seguridad').fill('123');
  await page.getByRole('button', { name: 'Guardar tarjeta' }).click();
  await expect(page.getByText('Guardamos la tarjeta Visa •••• 4242.')).toBeVisible();
  await openClub(page);
  await page.getByRole('combobox', { name: 'Cambiar la tarjeta de la renovación' }).selectOption({ label: 'Visa •••• 4242' });
  const renewal = page.getByText('Próxima renovación').locator('xpath=following-sibling::dd[1]');
  await expect(page.getByText('Tarjeta de la renovación').locator('xpath=following-sibling::dd[1]')).toHaveText('Visa •••• 4242');

  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  const before = (await (await page.request.get('/api/club', { headers })).json()) as { membership: { details: { next_renewal: { date: string } } } };
  const due = before.membership.details.next_renewal.date;
  const run = async () => (await page.request.post('/api/sandbox/test-clock/renewals', { data: { at: due } })).json();
  // Other companies' memberships may fall due by then too (the one that joined above, when it ran on this
  // worker's database); a second run on the same day charges nobody again.
  expect((await run()).charged).toBeGreaterThanOrEqual(1);
  expect(await run()).toEqual({ charged: 0, ended: 0 });

  await page.reload();
  const next = renewalDateOf(periodEndOf(due, 12));
  await expect(renewal).toHaveText(`${formatDay(next)}, $119.990 (Club CXTI Anual)`);
  await page.goto('/dashboard/group/five');
  const rows = page.getByRole('grid', { name: 'Facturas' }).getByRole('row').filter({ hasText: formatDay(due) });
  await expect(rows.filter({ hasText: '$119.990' }).filter({ hasText: 'Pagado' })).toHaveCount(1);
});

for (const theme of Object.keys(themes) as Theme[]) {
  test(`Club CXTI has no axe violations in the ${theme} theme, for a member and for a company that is not one`, async ({ browser }) => {
    const context = await newContext(browser, theme);
    const page = await context.newPage();
    await signIn(page);
    await openClub(page);
    await expect(page.getByRole('heading', { level: 3, name: /Club CXTI Anual/ })).toBeVisible();
    const problems = await audit(page, `/dashboard/suscripcion plans [${theme}]`);
    await page.getByRole('button', { name: 'Elegir Club CXTI Anual' }).click();
    await expect(page.getByRole('radio', { name: /Tarjeta de crédito o débito/ })).toBeVisible();
    problems.push(...(await audit(page, `/dashboard/suscripcion paying [${theme}]`)));
    await context.close();

    const memberContext = await newContext(browser, theme);
    const member = await memberContext.newPage();
    await signIn(member, 'club@despensa.cl');
    await openClub(member);
    await expect(member.getByRole('heading', { level: 2, name: 'Eres Cliente CXTI' })).toBeVisible();
    problems.push(...(await audit(member, `/dashboard/suscripcion member [${theme}]`)));
    await memberContext.close();
    report(problems);
  });
}
