import type { Page } from '@playwright/test';
import { linkIn, mailTo } from './support/outbox';
import { expect, test } from './support/portal';
import { signIn } from './support/sign-in';

const forbidden = 'No tienes permiso para ver esta página';
const password = 'libro-de-cuentas-2026';

async function openEmpresa(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Empresa' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Empresa' })).toBeVisible();
}

test('the admin invites a finanzas user, who accepts from the e-mail, sees Facturas but cannot buy, and loses Facturas in the open tab when demoted', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const email = `contabilidad-${Date.now()}@ejemplo.cl`;
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'demo@despensa.cl', '/dashboard/group');
  await expect(admin.getByRole('heading', { level: 1, name: 'Empresa' })).toBeVisible();
  await expect(admin.getByText('Restaurante El Fogón SpA').first()).toBeVisible();

  // The invitation, mailed through the outbox.
  await admin.getByRole('button', { name: 'Invitar usuario' }).click();
  const invite = admin.getByRole('dialog', { name: 'Invitar usuario' });
  await invite.getByLabel(/^Correo electrónico/).fill(email);
  await invite.getByRole('radio', { name: /^Finanzas/ }).check();
  await invite.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(admin.getByText(/Enviamos la invitación/)).toBeVisible();
  await expect(admin.getByRole('heading', { level: 3, name: email })).toBeVisible();
  const mail = await mailTo(email, 'Te invitaron a Restaurante El Fogón SpA en Despensa');

  // The invitee chooses a name and a password from the link and lands signed in.
  const invitee = await (await browser.newContext()).newPage();
  const link = linkIn(mail, '/auth/jwt/invitacion');
  await invitee.goto(link);
  await expect(invitee.getByText(`Restaurante El Fogón SpA te invitó a comprar en Despensa como Finanzas. Entrarás con ${email}`, { exact: false })).toBeVisible();
  await invitee.getByRole('textbox', { name: /^Nombre y apellido/ }).fill('Paula Vera');
  await invitee.getByLabel(/^Contraseña/).fill(password);
  await invitee.getByLabel(/^Repite la contraseña/).fill(password);
  await invitee.getByRole('button', { name: 'Crear mi cuenta y entrar' }).click();
  await expect(invitee).toHaveURL(/\/dashboard$/);
  await expect(invitee.getByText(/Tu rol permite ver el catálogo y sus precios/)).toBeVisible();
  await expect(invitee.getByRole('button', { name: /^Agregar/ })).toHaveCount(0);
  await invitee.getByRole('navigation').getByRole('link', { name: 'Facturas' }).first().click();
  await expect(invitee.getByRole('heading', { level: 1, name: 'Facturas' })).toBeVisible();

  // The link was single use: opened again it says so, with no form to fill in vain.
  const again = await (await browser.newContext()).newPage();
  await again.goto(link);
  await expect(again.getByText('Esta invitación ya se usó. Si la aceptaste tú, inicia sesión con tu correo y la contraseña que elegiste.')).toBeVisible();
  await expect(again.getByRole('textbox', { name: /^Nombre y apellido/ })).toHaveCount(0);

  // The admin makes her a comprador; her open tab, without a reload, is asked to sign in again and
  // then has the comprador's rights: Facturas is no longer hers.
  await admin.reload();
  await admin.getByRole('combobox', { name: 'Rol de Paula Vera' }).click();
  await admin.getByRole('option', { name: 'Comprador' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Cambiar rol' }).click();
  await expect(admin.getByText(/Cambiamos el rol/)).toBeVisible();

  await invitee.getByRole('navigation').getByRole('link', { name: 'Pedidos', exact: true }).first().click();
  const expired = invitee.getByRole('alertdialog', { name: 'Tu rol cambió' });
  await expect(expired).toBeVisible();
  await expect(expired).toContainText('El administrador de tu empresa cambió tu rol.');
  await expired.getByLabel(/^Contraseña/).fill(password);
  await expired.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(expired).toBeHidden();
  await invitee.goBack();
  await expect(invitee.getByRole('heading', { level: 1, name: forbidden })).toBeVisible();
  await expect(invitee.getByRole('navigation').getByRole('link', { name: 'Facturas' })).toHaveCount(0);

  // Deactivated, her open tab is told so, with no password to type in vain: only Cerrar sesión.
  await admin.getByRole('button', { name: 'Desactivar a Paula Vera' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Desactivar' }).click();
  await expect(admin.getByText('Desactivamos al usuario y cerramos sus sesiones.')).toBeVisible();
  await invitee.getByRole('navigation').getByRole('link', { name: 'Pedidos', exact: true }).first().click();
  const disabled = invitee.getByRole('alertdialog', { name: 'Tu cuenta fue desactivada' });
  await expect(disabled).toBeVisible();
  await expect(disabled).toContainText('Pídele que la reactive para volver a entrar.');
  await expect(disabled.getByLabel(/^Contraseña/)).toHaveCount(0);
  await disabled.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(invitee).toHaveURL(/\/auth\/jwt\/login|\/$/);
});

test('a comprador reaches neither Empresa nor Mis Tarjetas, and the gateway refuses Empresa’s data too', async ({ page }) => {
  await signIn(page, 'comprador@despensa.cl');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Empresa' })).toHaveCount(0);
  for (const path of ['/dashboard/group', '/dashboard/group/card']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: forbidden })).toBeVisible();
  }
  const token = await page.evaluate(() => sessionStorage.getItem('accessToken'));
  expect(token).toBeTruthy();
  const answer = await page.request.get('/api/company', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(403);
});

test('the admin edits the company’s data in a dialog; the RUT with invoices stays locked, with the reason', async ({ page }) => {
  await signIn(page);
  await openEmpresa(page);
  await expect(page.getByText(/El RUT no se puede cambiar: ya hay facturas emitidas/)).toBeVisible();
  await page.getByRole('button', { name: 'Editar datos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar datos de la empresa' });
  await expect(dialog.getByRole('textbox', { name: /^RUT/ })).toBeDisabled();
  const giro = dialog.getByRole('textbox', { name: /^Giro/ });
  const before = await giro.inputValue();
  const after = before === 'Restaurante y banquetería' ? 'Restaurante' : 'Restaurante y banquetería';
  await giro.fill(after);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Guardamos los datos de la empresa.')).toBeVisible();
  await expect(page.getByText(after, { exact: true })).toBeVisible();
});
