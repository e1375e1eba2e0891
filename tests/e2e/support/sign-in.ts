import { expect, type Page } from '@playwright/test';
import { mainHeading } from './axe';

export const demoPassword = 'despensa-demo';

/**
 * Signs in as a returning buyer does: the gateway's login sets the refresh cookie in the page's browser
 * context, and the portal opened at `at` (the catalogue by default) starts its session from it. The login
 * page itself is under test in login.spec.ts and auth.spec.ts; here it would cost every test a page load.
 */
export async function signIn(page: Page, email = 'demo@despensa.cl', at = '/dashboard') {
  await startSession(page, email);
  await page.goto(at);
  await expect(page).toHaveURL((url) => url.pathname + url.search === at);
  await expect(mainHeading(page)).toBeVisible();
}

/** The gateway's login alone: the next page the context opens starts signed in. */
export async function startSession(page: Page, email: string) {
  const answer = await page.request.post('/api/auth/login', { data: { email, password: demoPassword } });
  expect(answer.status(), `signing in as ${email}`).toBe(200);
}
