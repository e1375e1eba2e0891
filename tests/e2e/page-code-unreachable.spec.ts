import { mkdirSync } from 'node:fs';
import { audit } from './support/axe';
import { expect, test } from './support/portal';
import { signIn } from './support/sign-in';

// A page whose code cannot be fetched (the gateway restarted with a new build and the old chunk is gone,
// or the network fell): Chromium rejects the import() with its own English text; the portal says what
// happened in the reader's language, with a reload, on a phone in either mode and direction.

const shots = 'test-results/page-code-unreachable';
const readers = {
  es: { direction: 'ltr', title: 'No pudimos cargar esta página.', text: 'Revisa tu conexión o recarga para obtener la versión más reciente.', reload: 'Recargar', home: 'Volver al inicio', orders: 'Pedidos' },
  ar: { direction: 'rtl', title: 'تعذّر علينا تحميل هذه الصفحة.', text: 'تحقّق من اتصالك أو أعد التحميل للحصول على أحدث إصدار.', reload: 'إعادة التحميل', home: 'العودة إلى الصفحة الرئيسية', orders: 'الطلبات' },
} as const;

const themes = [
  { mode: 'dark', contrast: 'default' },
  { mode: 'light', contrast: 'default' },
  { mode: 'light', contrast: 'bold' },
] as const;

for (const { mode, contrast } of themes) {
  for (const [language, reader] of Object.entries(readers)) {
    test(`on a phone, ${mode} ${contrast}, ${reader.direction}: Pedidos whose code cannot be fetched says so and reloads`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const settings = { version: 1, data: { themeMode: mode, themeContrast: contrast, themeDirection: reader.direction, themeLayout: 'vertical', themeStretch: false, themeColorPresets: 'default' } };
      await context.addInitScript(
        ([stored, lang]) => {
          localStorage.setItem('settings', stored);
          localStorage.setItem('i18nextLng', lang);
        },
        [JSON.stringify(settings), language] as const,
      );
      const page = await context.newPage();
      await signIn(page);

      await page.route('**/assets/orders.area-*.js', (route) => route.abort('internetdisconnected'));
      // A link's navigation, without a full load: the router asks for the orders area's chunk.
      await page.evaluate(() => {
        history.pushState(null, '', '/dashboard/three');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(page.getByRole('heading', { level: 1, name: reader.title })).toBeVisible();
      await expect(page.getByText(reader.text)).toBeVisible();
      await expect(page.getByText(/dynamically imported module|Failed to fetch/i)).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // Both ways out are thumb-sized on a phone.
      for (const name of [reader.reload, reader.home]) {
        const box = await page.getByRole(name === reader.reload ? 'button' : 'link', { name }).boundingBox();
        expect(box?.height ?? 0, name).toBeGreaterThanOrEqual(44);
      }
      expect(await audit(page, `page code unreachable (${mode} ${contrast}, ${reader.direction})`)).toEqual([]);
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: `${shots}/${mode}-${contrast}-${reader.direction}.png`, fullPage: true });

      // The chunk is back (the new build is served): the reload opens Pedidos.
      await page.unroute('**/assets/orders.area-*.js');
      await page.getByRole('button', { name: reader.reload }).click();
      await expect(page).toHaveURL(/\/dashboard\/three$/);
      await expect(page.getByRole('heading', { level: 1, name: reader.orders })).toBeVisible();
      await context.close();
    });
  }
}
