import type { Browser, Page } from '@playwright/test';
import type { Campaign } from '../../contract/team-purchase';
import { formatClp } from '../../machines/rules/money';
import { batchTotals } from '../../machines/rules/totals';
import { audit, newContext, report, themes, type Theme } from './support/axe';
import { mailTo } from './support/outbox';
import { expect, test } from './support/portal';
import { signIn } from './support/sign-in';

/**
 * Team Purchase against the real gateway: the seeded campaigns (palta a few kilos short of its target,
 * aceite far from it), committed to on credit and on a saved card, and closed through the sandbox's test
 * clock as of a minute past their deadlines.
 */

const paltaTitle = 'Lote de palta Hass: 300 kg para la semana';
const aceiteTitle = 'Lote de aceite maravilla: 120 bidones de 5 L';

async function campaignTitled(page: Page, title: string): Promise<Campaign> {
  const { campaigns } = (await (await page.request.get('/api/team-purchases')).json()) as { campaigns: Campaign[] };
  const found = campaigns.find((campaign) => campaign.title === title);
  if (!found) throw new Error(`no campaign ${title}`);
  return found;
}

/** Closes the campaigns due a minute after `campaign`'s deadline, as the job would then. */
async function closeAfter(page: Page, campaign: Campaign) {
  const at = new Date(new Date(campaign.deadline).getTime() + 60_000).toISOString();
  const res = await page.request.post('/api/sandbox/test-clock/team-purchases', { data: { at } });
  expect(res.status()).toBe(200);
}

const cardOf = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(title) }) });
const batchTotal = (campaign: Campaign, quantity: number) =>
  formatClp(batchTotals(quantity, campaign.group_price).total);

async function commit(page: Page, campaign: Campaign, quantity: string) {
  await page.goto(`/product/carritolote?campana=${campaign.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Carrito de lote' })).toBeVisible();
  await page.getByRole('textbox', { name: /Cantidad a comprometer/ }).fill(quantity);
  await page.getByRole('button', { name: /^(Comprometer|Guardar cambio)/ }).click();
  await expect(page).toHaveURL(new RegExp(`/product/finalteampurchase\\?campana=${campaign.id}$`));
}

/** A context in the dark theme with bold contrast, as the settings drawer stores it. */
async function boldContext(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const settings = { version: 1, data: { themeMode: 'dark', themeContrast: 'bold', themeDirection: 'ltr', themeLayout: 'vertical', themeStretch: false, themeColorPresets: 'default' } };
  await context.addInitScript((stored) => localStorage.setItem('settings', stored), JSON.stringify(settings));
  return context;
}

const looks = [...(Object.keys(themes) as Theme[]), 'bold'] as const;
const contextFor = (browser: Browser, look: (typeof looks)[number]) => (look === 'bold' ? boldContext(browser) : newContext(browser, look));

test('a visitor sees the open campaigns with their progress and the closed ones with their outcome, in light, dark and bold contrast', async ({ browser }) => {
  const problems: string[] = [];
  for (const theme of looks) {
    const context = await contextFor(browser, theme);
    const page = await context.newPage();
    await page.goto('/teampurchase');
    await expect(page.getByRole('heading', { level: 1, name: 'Team Purchase (Beta)' })).toBeVisible();
    const palta = cardOf(page, paltaTitle);
    await expect(palta.getByText('265,5 de 300 kg')).toBeVisible();
    await expect(palta.getByText('Ahorras 18 %')).toBeVisible();
    await expect(palta.getByText(/cierre: .* \(hora de Santiago\)/)).toBeVisible();
    await expect(palta.getByRole('link', { name: 'Inicia sesión para unirte' })).toHaveAttribute('href', '/auth/jwt/login?returnTo=%2Fteampurchase');
    await expect(cardOf(page, 'Lote de arroz grado 1').getByText('Lote completado')).toBeVisible();
    await expect(cardOf(page, 'Lote de harina panadera').getByText('Lote no completado')).toBeVisible();
    problems.push(...(await audit(page, `/teampurchase (${theme})`)));
    await context.close();
  }
  report(problems);
});

/** What reaches past the viewport's right edge (tag, class and text), when the page scrolls sideways. */
function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    return [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} "${(element.textContent ?? '').slice(0, 60)}" ${Math.round(element.getBoundingClientRect().right)} px`);
  });
}

test('the batch cart and the confirmation work on a phone, in light, dark and bold contrast, by keyboard too, and a commitment can be withdrawn', async ({ browser }) => {
  const problems: string[] = [];
  for (const theme of looks) {
    const context = await contextFor(browser, theme);
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'comprador@despensa.cl');
    const aceite = await campaignTitled(page, aceiteTitle);
    await page.goto(`/product/carritolote?campana=${aceite.id}`);
    await expect(page.getByRole('radio', { name: /Crédito a 30 días/ })).toBeChecked();
    await page.getByRole('textbox', { name: /Cantidad a comprometer/ }).fill('1');
    await expect(page.getByText('El mínimo por empresa es 2 unidades.')).toBeVisible();
    await page.getByRole('textbox', { name: /Cantidad a comprometer/ }).fill('4');
    await expect(page.getByText('Total con IVA').locator('xpath=following-sibling::dd[1]')).toHaveText(batchTotal(aceite, 4));
    problems.push(...(await audit(page, `batch cart (${theme})`)));
    const submit = page.getByRole('button', { name: /^Comprometer/ });
    expect((await submit.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // In the light theme by keyboard alone: Enter in the quantity sends the form.
    if (theme === 'light') await page.getByRole('textbox', { name: /Cantidad a comprometer/ }).press('Enter');
    else await submit.click();
    await expect(page).toHaveURL(/\/product\/finalteampurchase/);
    await expect(page.getByText(/Tu compromiso de 4 unidades quedó registrado/)).toBeVisible();
    // Polled, and naming what sticks out: a page still settling after the navigation is not a wide page.
    await expect.poll(() => sidewaysOverflow(page), { message: 'elements wider than the phone' }).toEqual([]);
    problems.push(...(await audit(page, `confirmation (${theme})`)));

    const dialog = page.getByRole('dialog', { name: '¿Retirar tu compromiso?' });
    if (theme === 'light') {
      await page.getByRole('button', { name: 'Retirar mi compromiso' }).focus();
      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('button', { name: 'Retirar' })).toBeFocused();
      await page.keyboard.press('Enter');
    } else {
      await page.getByRole('button', { name: 'Retirar mi compromiso' }).click();
      await dialog.getByRole('button', { name: 'Retirar' }).click();
    }
    await expect(page.getByText(/^Retiraste tu compromiso\./)).toBeVisible();
    await context.close();
  }
  report(problems);
});

test('demo commits on credit and club@ on its saved card; the closing makes each an order at the group price, the card one paid', async ({ browser }) => {
  const demoContext = await browser.newContext();
  const demo = await demoContext.newPage();
  await signIn(demo, 'demo@despensa.cl');
  const palta = await campaignTitled(demo, paltaTitle);
  await commit(demo, palta, '35');
  await expect(demo.getByText(`Tu compromiso de 35 kg quedó registrado: ${batchTotal(palta, 35)} con IVA si el lote se completa.`)).toBeVisible();
  // Changed from the confirmation, through the batch cart.
  await demo.getByRole('button', { name: 'Cambiar cantidad o medio' }).click();
  await expect(demo.getByRole('textbox', { name: /Cantidad a comprometer/ })).toHaveValue('35');
  await commit(demo, palta, '40');
  await demo.goto('/teampurchase');
  await expect(cardOf(demo, paltaTitle).getByText('Tu compromiso: 40 kg')).toBeVisible();

  const clubContext = await browser.newContext();
  const club = await clubContext.newPage();
  await signIn(club, 'club@despensa.cl', `/product/carritolote?campana=${palta.id}`);
  // Its primary card is offered first (the renewal test may have saved a second Visa •••• 4242).
  await expect(club.getByRole('radio', { name: /Visa •••• 4242/, checked: true })).toHaveCount(1);
  await commit(club, palta, '10');
  await expect(club.getByText(/retenemos el monto|cobramos la retención de tu tarjeta/)).toBeVisible();

  // The demo's open page follows the batch: 265,5 + 40 + 10 kg.
  await demo.goto('/teampurchase');
  await expect(cardOf(demo, paltaTitle).getByText('315,5 de 300 kg')).toBeVisible();

  await closeAfter(demo, palta);
  await demo.goto('/dashboard/three');
  await expect(demo.getByRole('grid', { name: 'Pedidos' }).getByRole('row').filter({ hasText: batchTotal(palta, 40) })).toHaveCount(1);
  await club.goto('/dashboard/group/five');
  await expect(club.getByRole('grid', { name: 'Facturas' }).getByRole('row').filter({ hasText: batchTotal(palta, 10) }).filter({ hasText: 'Pagado' })).toHaveCount(1);
  await club.goto('/teampurchase');
  await expect(cardOf(club, paltaTitle).getByText('Lote completado')).toBeVisible();
  await expect(cardOf(club, paltaTitle).getByText(/^Tu compromiso de 10 kg es el pedido S\d+\.$/)).toBeVisible();
  expect(await mailTo('demo@despensa.cl', `Se completó el lote: ${paltaTitle}`)).toContain('Se carga a tu línea de crédito');
  expect(await mailTo('club@despensa.cl', `Se completó el lote: ${paltaTitle}`)).toContain('la factura ya figura como pagada');
  await demoContext.close();
  await clubContext.close();
});

test('a batch that does not fill releases its commitments and says so', async ({ page }) => {
  await signIn(page, 'club@despensa.cl');
  const aceite = await campaignTitled(page, aceiteTitle);
  await page.goto('/teampurchase');
  await expect(cardOf(page, aceiteTitle).getByText('Tu compromiso: 30 unidades')).toBeVisible();
  await closeAfter(page, aceite);
  await page.goto('/teampurchase');
  const card = cardOf(page, aceiteTitle);
  await expect(card.getByText('Lote no completado')).toBeVisible();
  await expect(card.getByText('Tu compromiso de 30 unidades se liberó: no se cobró nada.')).toBeVisible();
  const mail = await mailTo('club@despensa.cl', `El lote no se completó: ${aceiteTitle}`);
  expect(mail).toContain('la autorización quedó anulada');
});
