import { expect, type Page } from '@playwright/test';

export const demoPassword = 'despensa-demo';

/** Signs in through the login page and waits for the catalogue, where a sign-in without returnTo lands. */
export async function signIn(page: Page, email = 'demo@despensa.cl') {
  await page.goto('/auth/jwt/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(demoPassword);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
