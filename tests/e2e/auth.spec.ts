import type { Page } from '@playwright/test';
import { rutCheckDigit } from '../../contract/rut';
import { confirmedOrderName, decide, expectStep, fillCart, pay } from './support/journey';
import { codeIn, linkIn, mailTo } from './support/outbox';
import { expect, test } from './support/portal';

interface Company {
  /** As typed: digits and check digit only. */
  rut: string;
  /** As the form shows it while typing. */
  rutShown: string;
  email: string;
  name: string;
  password: string;
}

/** A company nobody registered yet: a random valid RUT and an address of its own. */
function newCompany(): Company {
  const body = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
  const digit = rutCheckDigit(body);
  const id = `${Date.now()}-${Math.floor(Math.random() * 1_000)}`;
  return {
    rut: `${body}${digit}`,
    rutShown: `${body.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${digit}`,
    email: `compras-${id}@ejemplo.cl`,
    name: 'Camila Soto',
    password: 'aromos-y-olivos-2026',
  };
}

async function register(page: Page, company: Company) {
  await page.goto('/auth/jwt/login');
  await page.getByRole('link', { name: 'Regístrate' }).click();
  await expect(page.getByRole('heading', { name: 'Crea la cuenta de tu empresa' })).toBeVisible();
  await page.getByLabel(/^RUT de la empresa/).pressSequentially(company.rut);
  await expect(page.getByLabel(/^RUT de la empresa/)).toHaveValue(company.rutShown);
  await page.getByLabel(/^Razón social/).fill('Comercial Los Aromos SpA');
  await page.getByLabel(/^Giro/).fill('Restaurante');
  await page.getByLabel(/^Nombre y apellido/).fill(company.name);
  await page.getByLabel(/^Correo electrónico/).fill(company.email);
  await page.getByLabel(/^Teléfono/).fill('9 1234 5678');
  await page.getByLabel(/^Contraseña/).fill(company.password);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/auth\/jwt\/registroValidacion$/);
}

test('a new company registers, types the e-mailed code and lands signed in on the dashboard', async ({ page }) => {
  const company = newCompany();
  await register(page, company);

  await expect(page.getByRole('heading', { name: 'Verifica tu correo' })).toBeVisible();
  await expect(page.getByText(`Te enviamos un código de 6 dígitos a ${company.email}`)).toBeVisible();
  await expect(page.getByText(/Podrás pedir otro código en \d+ segundos/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar un código nuevo' })).toHaveAttribute('aria-disabled', 'true');

  const mail = await mailTo(company.email, 'Activa tu cuenta de Despensa');
  await page.getByLabel(/^Código de 6 dígitos/).fill(codeIn(mail));
  await page.getByRole('button', { name: 'Verificar' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Hola, ${company.name}` })).toBeVisible();
  expect((await page.evaluate(() => sessionStorage.getItem('accessToken')))?.split('.')).toHaveLength(3);
});

test('a new company places its first order: its billing partner came with the registration', async ({ page }) => {
  const company = newCompany();
  await register(page, company);
  const mail = await mailTo(company.email, 'Activa tu cuenta de Despensa');
  await page.getByLabel(/^Código de 6 dígitos/).fill(codeIn(mail));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await fillCart(page);
  await page.getByRole('button', { name: 'Ir a pagar' }).click();
  await expectStep(page, 'Carrito');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expectStep(page, 'Direcciones');
  const billing = page.getByRole('radio', { name: /Comercial Los Aromos SpA/ });
  await expect(billing).toBeChecked();
  // The billing line joins what it has: never a separator with nothing after it.
  await expect(billing.locator('xpath=ancestor::*[contains(@class, "fui-Radio")][1]')).not.toContainText(/·\s*$/);
  await expect(page.getByRole('radiogroup', { name: 'Fecha de entrega' }).getByRole('radio').first()).toBeChecked();
  // No delivery address yet: store pickup, the only way to receive it, is chosen, with where and when.
  const pickup = page.getByRole('radio', { name: /Retiro en tienda/ });
  await expect(pickup).toBeChecked();
  await expect(page.getByText(/Quilicura · lunes a viernes de 08:00 a 17:00; sábados de 09:00 a 13:00/)).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expectStep(page, 'Pago');
  await pay(page, 'Tarjeta de crédito o débito');
  await decide(page, 'Aprobar pago');
  await expect(page).toHaveURL(/\/product\/finalpago/);
  expect(await confirmedOrderName(page)).toMatch(/^S\d+$/);
});

test('a wrong code gets the Spanish words of its refusal and the code stays to fix', async ({ page }) => {
  const company = newCompany();
  await register(page, company);
  const right = codeIn(await mailTo(company.email, 'Activa tu cuenta de Despensa'));
  const wrong = right === '000000' ? '111111' : '000000';

  await page.getByLabel(/^Código de 6 dígitos/).fill(wrong);
  const answer = page.waitForResponse('**/api/auth/verify');
  await page.getByRole('button', { name: 'Verificar' }).click();
  expect((await answer).status()).toBe(400);
  await expect(page.getByRole('alert')).toHaveText('El código o el enlace no es correcto, ya se usó o venció. Revísalo o pide uno nuevo.');
  await expect(page.getByLabel(/^Código de 6 dígitos/)).toHaveValue(wrong);
  await expect(page).toHaveURL(/\/auth\/jwt\/registroValidacion$/);
});

test('a buyer resets a forgotten password through the e-mailed link and signs in with the new one', async ({ page, browser }) => {
  const company = newCompany();
  await register(page, company);
  await page.goto(linkIn(await mailTo(company.email, 'Activa tu cuenta de Despensa'), '/auth/jwt/registroValidacion'));
  await expect(page.getByRole('heading', { name: `Hola, ${company.name}` })).toBeVisible();

  // Another device, where nobody is signed in.
  const elsewhere = await (await browser.newContext()).newPage();
  await elsewhere.goto('/auth/jwt/login');
  await elsewhere.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  // The router keeps the login form on screen while the reset page's chunk arrives: wait for the new page.
  await expect(elsewhere.getByRole('heading', { level: 1, name: '¿Olvidaste tu contraseña?' })).toBeVisible();
  await elsewhere.getByLabel(/^Correo electrónico/).fill(company.email);
  await elsewhere.getByRole('button', { name: 'Enviar instrucciones' }).click();
  await expect(elsewhere).toHaveURL(/\/auth\/jwt\/envioCorreo\/$/);
  await expect(elsewhere.getByRole('heading', { name: 'Revisa tu correo' })).toBeVisible();
  await expect(elsewhere.getByText(`Si ${company.email} tiene una cuenta en Despensa`)).toBeVisible();

  const newPassword = 'olivos-nuevos-de-2027';
  await elsewhere.goto(linkIn(await mailTo(company.email, 'Restablece tu contraseña de Despensa'), '/auth/jwt/resetValidacion/'));
  await elsewhere.getByLabel(/^Contraseña nueva/).fill(newPassword);
  await elsewhere.getByLabel(/^Repite la contraseña nueva/).fill(newPassword);
  await elsewhere.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(elsewhere.getByRole('heading', { name: 'Tu contraseña cambió' })).toBeVisible();

  await elsewhere.getByRole('link', { name: 'Iniciar sesión' }).click();
  await elsewhere.getByLabel('Correo electrónico').fill(company.email);
  await elsewhere.getByLabel('Contraseña').fill(newPassword);
  await elsewhere.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(elsewhere.getByRole('heading', { name: `Hola, ${company.name}` })).toBeVisible();
  await expect(elsewhere).toHaveURL(/\/dashboard$/);
  await elsewhere.context().close();
});
