import { expect, test } from './support/portal';

test('a visitor of the dashboard signs in and is greeted by name', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const renewal = page.waitForResponse('**/api/auth/refresh');
  await page.goto('/dashboard');
  // A visitor's tab has no session to renew: the gateway says so without an error status.
  expect((await renewal).status()).toBe(200);
  await expect(page).toHaveURL(/\/auth\/jwt\/login\?returnTo=%2Fdashboard$/);
  await expect(page.getByRole('heading', { name: 'Inicia sesión' })).toBeVisible();
  expect(errors).toEqual([]);

  await page.getByLabel('Correo electrónico').fill('demo@despensa.cl');
  await page.getByLabel('Contraseña').fill('despensa-demo');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();

  await expect(page.getByRole('heading', { name: 'Hola, Daniela Muñoz' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const stored = await page.evaluate(() => sessionStorage.getItem('accessToken'));
  expect(stored?.split('.')).toHaveLength(3);
  const cookies = await page.context().cookies();
  const refresh = cookies.find((c) => c.name === 'despensa_refresh');
  expect(refresh).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/api/auth' });
});

test('a wrong password gets a clear Spanish error and keeps the e-mail', async ({ page }) => {
  await page.goto('/auth/jwt/login');
  await page.getByLabel('Correo electrónico').fill('demo@despensa.cl');
  await page.getByLabel('Contraseña').fill('no-es-la-clave');
  const answer = page.waitForResponse('**/api/auth/login');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  expect((await answer).status()).toBe(401);
  await expect(page.getByRole('alert')).toHaveText('Correo o contraseña incorrectos.');
  await expect(page.getByLabel('Correo electrónico')).toHaveValue('demo@despensa.cl');
});

// Chromium reads a backslash as a slash and drops tabs: followed as written, these are another site.
for (const returnTo of ['%2F%5Cevil.example', '%2F%09%2Fevil.example', '%2F%2Fevil.example', '%2Fdashboard%25E0%25A4%25A']) {
  test(`signing in with returnTo=${returnTo} lands on the catalogue, not off the site nor on the crash page`, async ({ page }) => {
    await page.goto(`/auth/jwt/login?returnTo=${returnTo}`);
    await page.getByLabel('Correo electrónico').fill('comprador@despensa.cl');
    await page.getByLabel('Contraseña').fill('despensa-demo');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Hola, Carlos Fuentes' })).toBeVisible();
  });
}

test('a reload keeps the session, and signing out ends it', async ({ page }) => {
  await page.goto('/auth/jwt/login');
  await page.getByLabel('Correo electrónico').fill('club@despensa.cl');
  await page.getByLabel('Contraseña').fill('despensa-demo');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('heading', { name: 'Hola, Claudio Rojas' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hola, Claudio Rojas' })).toBeVisible();

  await page.getByRole('button', { name: 'Cuenta de Claudio Rojas' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('heading', { name: 'Inicia sesión' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-existe');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
});
