import { audit, report } from './support/axe';
import { expect, test } from './support/portal';
import { signIn } from './support/sign-in';

// Below 1200 px the catalogue has no room for the cart beside it: a button opens it in a drawer. Checked
// in Chromium, not jsdom: there Fluent's focus manager hid the open drawer again a moment later, at random.

for (const viewport of [
  { width: 390, height: 844 },
  { width: 800, height: 900 },
]) {
  test(`at ${viewport.width} px the cart opens in a drawer with its lines, and closes with Escape`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: 'Tu carrito' })).toHaveCount(0);
    const card = main.getByRole('article').filter({ has: page.getByRole('button', { name: /^Agregar/, disabled: false }) }).first();
    const name = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
    await card.getByRole('button', { name: /^Agregar/ }).click();

    const open = main.getByRole('button', { name: 'Carrito: 1 producto' });
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Carrito' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('region', { name: 'Tu carrito' })).toContainText(name);
    await expect(drawer.getByRole('textbox', { name: `Cantidad de ${name}` })).toBeVisible();
    report(await audit(page, `cart drawer at ${viewport.width} px`));

    // Open: the focus does not come back to the button that opened the drawer (it stays on the body).
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeVisible();
  });
}
