import type { SalesOrderDetail } from '../../contract/lists';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OrderDetailDrawer } from '../../src/views/orders/OrderDetailDrawer';
import { fakeEffects } from './effects-fakes';
import { testCheckout } from './checkout.harness';
import { renderSignedIn } from './render-signed-in';

type Line = SalesOrderDetail['order_line'][number];

const lineOf = (index: number, current: Line['current_product']): Line => ({
  id: 100 + index,
  product_id: 500 + index,
  product_name: `Producto ${index + 1}`,
  default_code: `SKU-${index + 1}`,
  product_uom: 'un',
  product_uom_qty: 2,
  price_unit: 1_000,
  cxti_price: 0,
  price_subtotal: 2_000,
  current_product: current,
});
const sold = { list_price: 1_100, cxti_price: 0, stock_state: 'in_stock', pack_size: 'Unidad', quantity_rule: { step: 1, min: 1 } } as const;

/** An order of 32 lines: "Volver a pedir" sits at the end of a drawer far taller than the screen. */
const longOrder = (lines: readonly Line[]): SalesOrderDetail => ({
  id: 1,
  name: 'S00032',
  partner_name: 'Restaurante El Fogón',
  date_order: '2026-02-10T15:00:00Z',
  state: 'sale',
  payment_method_code: 'credit',
  despensa_customer_sale_order_number: null,
  scheduled_date: '2026-02-11',
  retiro_en_tienda: true,
  invoice_address: { id: 1, name: 'Casa matriz', street: 'Av. Irarrázaval 1234', comuna: 'Ñuñoa', region: 'Metropolitana' },
  shipping_address: null,
  order_line: [...lines],
  amount_untaxed: 64_000,
  amount_shipping: 0,
  amount_discount: 0,
  amount_tax: 12_160,
  amount_total: 76_160,
  amount_original: 76_160,
  card_payments: [],
});

function renderDrawer(lines: readonly Line[]) {
  const checkout = testCheckout();
  renderSignedIn([{ path: '/dashboard/three', element: <OrderDetailDrawer orderId={1} onClose={() => {}} /> }], {
    checkout,
    effects: fakeEffects({ reads: { order: async () => longOrder(lines) } }),
  });
  return { checkout, user: userEvent.setup() };
}

/** jsdom has no layout, so Fluent's focus trap leaves the drawer aria-hidden until focus is inside it. */
async function openedDrawer() {
  const close = await screen.findByRole('button', { name: 'Cerrar', hidden: true });
  act(() => close.focus());
  return screen.findByRole('dialog');
}

describe('"Volver a pedir" on a long order', () => {
  it('moves the focus to its confirmation, which the browser scrolls into view and a screen reader reads', async () => {
    const { checkout, user } = renderDrawer(Array.from({ length: 32 }, (_, index) => lineOf(index, sold)));
    const drawer = await openedDrawer();
    await user.click(await within(drawer).findByRole('button', { name: 'Volver a pedir' }));
    const confirmation = await within(drawer).findByText('Productos agregados al carrito, a los precios de hoy.');
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement).toContainElement(confirmation);
    expect(checkout.getSnapshot().context.items).toHaveLength(32);
    checkout.stop();
  });

  it('takes the focus again on a second press, and for the products it leaves out', async () => {
    const { checkout, user } = renderDrawer(Array.from({ length: 32 }, (_, index) => lineOf(index, null)));
    const drawer = await openedDrawer();
    const press = await within(drawer).findByRole('button', { name: 'Volver a pedir' });
    await user.click(press);
    const told = await within(drawer).findByText('Ninguno de estos productos se puede pedir hoy:');
    expect(document.activeElement).toContainElement(told);
    await user.click(press);
    expect(document.activeElement).toContainElement(within(drawer).getByText('Ninguno de estos productos se puede pedir hoy:'));
    checkout.stop();
  });
});
