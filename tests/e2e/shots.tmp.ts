import { chromium } from '@playwright/test';
import { signIn } from './support/sign-in';

const base = 'http://localhost:3200';
const only = process.env.ONLY;
const all = [
  { name: 'phone-dark-ltr', width: 390, height: 844, mode: 'dark', dir: 'ltr', lang: 'es' },
  { name: 'phone-light-rtl', width: 390, height: 844, mode: 'light', dir: 'rtl', lang: 'ar' },
  { name: 'desk-light-ltr', width: 1366, height: 768, mode: 'light', dir: 'ltr', lang: 'es' },
  { name: 'desk-dark-rtl', width: 1366, height: 768, mode: 'dark', dir: 'rtl', lang: 'ar' },
];
const runs = all.filter((run) => !only || run.name === only);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const run of runs) {
  const context = await browser.newContext({ baseURL: base, viewport: { width: run.width, height: run.height } });
  const page = await context.newPage();
  await signIn(page);
  await page.evaluate(({ mode, dir, lang }) => {
    localStorage.setItem('settings', JSON.stringify({ version: 1, data: { themeMode: mode, themeContrast: 'default', themeDirection: dir, themeLayout: 'vertical', themeStretch: false, themeColorPresets: 'default' } }));
    localStorage.setItem('i18nextLng', lang);
  }, run);
  await page.goto('/dashboard/one');
  await page.locator('svg rect').first().waitFor({ timeout: 15000 });
  await page.waitForTimeout(800);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  console.log(run.name, 'overflow', overflow);
  await page.screenshot({ path: `/tmp/shot-${run.name}.png`, fullPage: run.width > 400 ? false : false });
  await page.screenshot({ path: `/tmp/shot-${run.name}-full.png`, fullPage: true });
  const sections = page.locator('main section');
  for (let i = 0; i < (await sections.count()); i++) await sections.nth(i).screenshot({ path: `/tmp/shot-${run.name}-s${i}.png` });
  await context.close();
}
await browser.close();
