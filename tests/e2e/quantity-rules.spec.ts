import { accessToken, fillCart, weeklyOrder } from './support/journey';
import { expect, test } from './support/portal';
import { signIn } from './support/sign-in';

test("the cart sells each product by its rule and says what it made of a quantity; a line set to 0 comes back with Deshacer", async ({ page }) => {
  await signIn(page);
  await fillCart(page, [{ search: 'aceite maravilla', name: 'Aceite maravilla 5 L', quantity: '2' }, weeklyOrder[0]!]);
  await page.goto('/product/checkout');
  const oil = page.getByRole('textbox', { name: 'Cantidad de Aceite maravilla 5 L' });
  const avocados = page.getByRole('textbox', { name: 'Cantidad de Palta Hass' });
  await expect(oil).toHaveAccessibleDescription('Bidón 5 L · unidades enteras');
  await expect(avocados).toHaveAccessibleDescription('Caja 10 kg · múltiplos de 10 kg');

  // 2,5 drums cannot be sold: the line holds 3, and the cart says so with the rule.
  await oil.fill('2,5');
  await oil.press('Enter');
  await expect(oil).toHaveValue('3');
  await expect(page.getByText('Aceite maravilla 5 L se vende en unidades enteras: en vez de 2,5 quedó en 3 un.')).toBeVisible();
  await avocados.fill('15');
  await avocados.press('Enter');
  await expect(avocados).toHaveValue('20');
  await expect(page.getByText('Palta Hass se vende en múltiplos de 10 kg: en vez de 15 quedó en 20 kg.')).toBeVisible();

  // A thousand, as Chileans write it.
  await oil.fill('1.000');
  await oil.press('Enter');
  await expect(oil).toHaveValue('1.000');

  // 0 takes the line out, and Deshacer puts it back as it was.
  await oil.fill('0');
  await oil.press('Enter');
  await expect(oil).toHaveCount(0);
  await expect(page.getByText('Quitaste Aceite maravilla 5 L del carrito.')).toBeVisible();
  await page.getByRole('button', { name: 'Deshacer' }).click();
  await expect(oil).toHaveValue('1.000');

  // The gateway holds to the same rule: 2,5 drums sent by hand are refused with it.
  const headers = { Authorization: `Bearer ${await accessToken(page)}`, 'Idempotency-Key': crypto.randomUUID() };
  const products = (await (await page.request.get('/api/products?q=aceite%20maravilla', { headers })).json()) as { items: { id: number; name: string; list_price: number; cxti_price: number }[] };
  const addresses = (await (await page.request.get('/api/addresses', { headers })).json()) as { id: number; type: string; is_default: boolean }[];
  const { dates } = (await (await page.request.get('/api/delivery-options', { headers })).json()) as { dates: string[] };
  const drums = products.items.find((product) => product.name === 'Aceite maravilla 5 L')!;
  const refused = await page.request.post('/api/create-sales-order', {
    headers,
    data: {
      partner_id: addresses.find((address) => address.type === 'invoice' && address.is_default)!.id,
      payment_method_id: 2,
      scheduled_date: dates[0],
      retiro_en_tienda: true,
      order_line: [{ product_id: drums.id, product_uom_qty: 2.5, price_unit: drums.list_price, cxti_price: drums.cxti_price }],
    },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { error: { fields: Record<string, string[]> } }).error.fields).toEqual({
    'order_line.0.product_uom_qty': ['Este producto se pide en unidades enteras.'],
  });
});
