import type { SalesOrderRow } from '../../contract/lists';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { violations } from './axe';
import { createActor } from 'xstate';
import { knownOrderFilters, ordersListMachine, selectVisibleOrders, type OrderFilters, type OrdersListInput, type OrdersListSnapshot } from '../../machines/orders-list.machine';
import type { SalesOrderDetail } from '../../contract/lists';
import type { CheckoutActor } from '../../src/kernel/checkout-context';
import { orderFiltersOf, rawOrderFiltersOf, withOrderFilters } from '../../src/views/orders/orders-address';
import { OrdersView } from '../../src/views/orders/OrdersView';
import { monthLabel } from '../../src/views/common/month-label';
import { afterFirstPaint } from '../../src/views/common/after-first-paint';
import { model, orders, withAceite } from '../machines/models/orders-list.model';
import type { ModelEvent } from '../machines/support/model';
import { heldCalls, replayPaths } from './path-replay';
import { fakeEffects } from './effects-fakes';
import { testCheckout } from './checkout.harness';
import { renderSignedIn } from './render-signed-in';
import { screenWidth } from './screen-width';
import type { Role } from '../../contract/vocabulary';
import type { ApprovalSummary } from '../../contract/order-approvals';

const detailOf = (row: SalesOrderRow, overrides: Partial<SalesOrderDetail> = {}): SalesOrderDetail => ({
  id: row.id,
  name: row.name,
  partner_name: row.partner_name,
  date_order: row.date_order,
  state: row.state,
  payment_method_code: 'credit',
  despensa_customer_sale_order_number: 'OC-7781',
  scheduled_date: '2025-05-05',
  retiro_en_tienda: false,
  invoice_address: { id: 1, name: 'Casa matriz', street: 'Av. Irarrázaval 1234', comuna: 'Ñuñoa', region: 'Metropolitana' },
  shipping_address: { id: 2, name: 'Local', street: 'Av. Grecia 55', comuna: 'Ñuñoa', region: 'Metropolitana' },
  order_line: [
    {
      id: 11,
      product_id: 301,
      product_name: 'Aceite de oliva 5 lt',
      default_code: 'ACE-005',
      product_uom: 'lt',
      product_uom_qty: 2,
      price_unit: 25_000,
      cxti_price: 22_000,
      price_subtotal: 50_000,
      current_product: { list_price: 26_500, cxti_price: 23_000, stock_state: 'in_stock', pack_size: 'Bidón 5 L', quantity_rule: { step: 1, min: 1 } },
    },
    {
      id: 12,
      product_id: 302,
      product_name: 'Queso mantecoso',
      default_code: 'QUE-010',
      product_uom: 'kg',
      product_uom_qty: 3.5,
      price_unit: 9_000,
      cxti_price: 0,
      price_subtotal: 31_500,
      current_product: { list_price: 9_400, cxti_price: 0, stock_state: 'low', pack_size: 'Pieza aprox. 3 kg', quantity_rule: { step: 0.5, min: 0.5 } },
    },
  ],
  amount_untaxed: 81_500,
  amount_shipping: 4_990,
  amount_discount: 0,
  amount_tax: 16_433,
  amount_total: 102_923,
  amount_original: 102_923,
  card_payments: [],
  ...overrides,
});

/**
 * The drawer opened from the page. jsdom has no layout, so Fluent's focus trap cannot move focus in by
 * itself and leaves the drawer marked aria-hidden until focus is inside, where a Tab would put it.
 */
async function openedDrawer() {
  const close = await screen.findByRole('button', { name: 'Cerrar', hidden: true });
  act(() => close.focus());
  return screen.findByRole('dialog');
}

const typingPauseMs = 1_000;
const afterThePause = { timeout: typingPauseMs * 4 };

const notFound = { status: 404, code: 'not_found', message: 'El pedido no existe.' };

interface RenderOptions {
  path?: string;
  readOrder?: (id: number) => Promise<SalesOrderDetail>;
  /** The orders the buyer sent for approval (GET /order-approvals); none by default. */
  readApprovals?: () => Promise<ApprovalSummary[]>;
  checkout?: CheckoutActor | null;
  role?: Role;
  input?: OrdersListInput;
}

/** Pedidos' address with `filters` written into `params` (its month and open order kept). */
const ordersAddress = (filters: OrderFilters, params = new URLSearchParams()) => {
  const query = withOrderFilters(params, filters).toString();
  return query === '' ? '/dashboard/three' : `/dashboard/three?${query}`;
};

function renderOrders({ readOrder, readApprovals = async () => [], checkout = null, role = 'admin', input = {}, ...options }: RenderOptions = {}) {
  // The page opens on the filters its address says, as OrdersPage reads them into the machine.
  const path = options.path ?? ordersAddress(knownOrderFilters(input.filters ?? {}), new URLSearchParams(input.month ? { mes: input.month } : {}));
  const gateway = heldCalls(['fetchOrders', 'searchByProduct'] as const);
  const actor = createActor(
    ordersListMachine.provide({
      actors: {
        fetchOrders: gateway.held<readonly SalesOrderRow[], void>('fetchOrders'),
        searchByProduct: gateway.held<readonly SalesOrderRow[], string>('searchByProduct'),
      },
      actions: { logError: () => {} },
      // Long enough that a busy machine still sees the page while the pause runs, before the gateway is asked.
      delays: { typingPause: typingPauseMs },
    }),
    { input },
  ).start();
  const read = vi.fn(
    readOrder ??
      (async (id: number) => {
        const row = orders.find((order) => order.id === id);
        if (!row) throw notFound;
        return detailOf(row);
      }),
  );
  const requests = vi.fn(readApprovals);
  const { router } = renderSignedIn(
    [
      { path: '/dashboard/three', element: <OrdersView actor={actor} /> },
      { path: '/product/checkout', element: <h1>Carrito de compras</h1> },
      { path: '/dashboard/aprobaciones', element: <h1>Aprobaciones</h1> },
    ],
    {
      path,
      role,
      checkout,
      effects: fakeEffects({ reads: { order: read }, approvalReads: { waiting: () => Promise.reject(new Error('Pedidos never asks')), requests } }),
    },
  );
  return { actor, gateway, read, requests, router, user: userEvent.setup() };
}

async function renderLoaded(rows: readonly SalesOrderRow[] = orders, options: RenderOptions = {}) {
  const rendered = renderOrders(options);
  await rendered.gateway.answer('fetchOrders', { output: rows });
  await screen.findByRole('grid', { name: 'Pedidos' });
  return rendered;
}

const grid = () => screen.getByRole('grid', { name: 'Pedidos' });
const dataRows = () => within(grid()).getAllByRole('row').filter((row) => row.getAttribute('aria-rowindex') !== '1');
/** The order numbers in the table, top to bottom (the second column, after the date), or the one cell saying none matches. */
const shownNames = () =>
  screen.queryByRole('grid', { name: 'Pedidos' }) === null
    ? []
    : dataRows().map((row) => {
        const cells = within(row).queryAllByRole('gridcell');
        return (cells.length === 1 ? cells[0] : cells[1])?.textContent;
      });
const searchBox = () => screen.getByRole('searchbox', { name: 'Buscar por número de pedido u orden de compra' });
const productBox = () => screen.getByRole('searchbox', { name: 'Producto' });
const fromBox = () => screen.getByLabelText('Desde');
const toBox = () => screen.getByLabelText('Hasta');
const sortBox = () => screen.getByRole('combobox', { name: 'Ordenar por' });
const sortLabels = { newest: 'Más recientes', oldest: 'Más antiguos', highestTotal: 'Mayor total', lowestTotal: 'Menor total' } as const;
const searchingProduct = () => screen.queryByLabelText('Buscando pedidos con ese producto…');
const countText = (count: number) => (count === 1 ? '1 pedido' : `${count} pedidos`);

describe('orders page', () => {
  it('keeps the number with its date under it, the total and the state in view on a phone, leaving the purchase order and delivery to the detail', async () => {
    const restore = screenWidth(390);
    try {
      const { gateway } = renderOrders();
      await gateway.answer('fetchOrders', { output: orders });
      await screen.findByRole('status');
      expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Pedido', 'Total', 'Estado']);
      const [order, total, state] = within(dataRows()[0]!).getAllByRole('gridcell');
      expect(within(order!).getByText('S00002')).toBeInTheDocument();
      expect(within(order!).getByText('11-06-2025')).toBeInTheDocument();
      expect([total!.textContent, state!.textContent]).toEqual(['$119.000', 'Confirmado']);
      expect(screen.getByRole('grid')).toHaveAttribute('aria-colcount', '3');
    } finally {
      restore();
    }
  });

  it('shows skeleton rows while the first load is on its way, then the orders with their count', async () => {
    const { gateway } = renderOrders();
    expect(screen.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Cargando pedidos…' })).toBeInTheDocument();
    await gateway.answer('fetchOrders', { output: orders });
    expect(await screen.findByRole('status')).toHaveTextContent('5 pedidos');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Fecha',
      'N.º de pedido',
      'Orden de compra',
      'Entrega',
      'Estado',
      'Total',
    ]);
    const cellsOf = (row: HTMLElement) => within(row).getAllByRole('gridcell').map((cell) => cell.textContent);
    // Newest first: S00002 and S00100 share an instant, so the gateway's order keeps S00002 first.
    expect(cellsOf(dataRows()[0]!)).toEqual(['11-06-2025', 'S00002', '', 'Local Ñuñoa', 'Confirmado', '$119.000']);
    expect(cellsOf(dataRows()[3]!)).toEqual(['02-05-2025', 'S00011', 'oc-ñandú 12', 'Retiro en tienda', 'Confirmado', '$87.990']);
    expect(screen.queryByText('Restaurante Pérez SpA')).not.toBeInTheDocument();
  });

  it('dates an order by the day it was in Santiago', async () => {
    await renderLoaded([{ ...orders[0]!, date_order: '2025-03-01T02:00:00Z' }]);
    expect(within(dataRows()[0]!).getByText('28-02-2025')).toBeInTheDocument();
  });

  it('names each gateway state in Spanish', async () => {
    const states = ['draft', 'sent', 'sale', 'done', 'cancel'];
    await renderLoaded(states.map((state, i) => ({ ...orders[i]!, state })));
    for (const label of ['Pendiente de pago', 'Enviado', 'Confirmado', 'Entregado', 'Anulado']) {
      expect(within(grid()).getByText(label)).toBeInTheDocument();
    }
  });

  it('finds a purchase order number in any case and with or without accents', async () => {
    const { user } = await renderLoaded();
    await user.type(searchBox(), 'oc-perez');
    expect(shownNames()).toEqual(['S00010']);
    expect(screen.getByRole('status')).toHaveTextContent('1 pedido');
    await user.clear(searchBox());
    await user.type(searchBox(), 'ÑANDÚ');
    expect(shownNames()).toEqual(['S00011']);
  });

  it('finds the orders of a product through the gateway after a pause in the typing, and all of them again once cleared', async () => {
    const { user, gateway } = await renderLoaded();
    await user.type(productBox(), 'aceite');
    await waitFor(() => expect(gateway.inputs('searchByProduct')).toEqual(['aceite']), afterThePause);
    expect(searchingProduct()).toBeInTheDocument();
    await gateway.answer('searchByProduct', { output: withAceite });
    await waitFor(() => expect(shownNames()).toEqual(['S00010', 's00010']));
    expect(searchingProduct()).not.toBeInTheDocument();
    await user.type(searchBox(), 'oc-4512');
    expect(shownNames()).toEqual(['s00010']);
    await user.clear(productBox());
    expect(shownNames()).toEqual(['s00010']);
    await user.clear(searchBox());
    expect(shownNames()).toHaveLength(5);
  });

  it('keeps its filters in the address: back undoes a sort or a day, a typed search is not a step, and a shared address asks the gateway', async () => {
    const { user, router } = await renderLoaded();
    await user.selectOptions(sortBox(), sortLabels.highestTotal);
    fireEvent.change(fromBox(), { target: { value: '2025-05-02' } });
    await user.type(searchBox(), 'oc');
    await waitFor(() => expect(router.state.location.search).toBe('?buscar=oc&desde=2025-05-02&orden=mayor-total'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(fromBox()).toHaveValue(''));
    // The search typed after the day went with it: it replaced that step rather than adding its own.
    expect(searchBox()).toHaveValue('');
    expect(sortBox()).toHaveDisplayValue(sortLabels.highestTotal);
    await act(() => router.navigate(-1));
    await waitFor(() => expect(sortBox()).toHaveDisplayValue(sortLabels.newest));
    expect(router.state.location.search).toBe('');
  });

  it('opens a shared address on its filters, asking the gateway for its product', async () => {
    // As OrdersPage does: the machine starts on what the address says.
    const { gateway, router } = renderOrders({ input: { filters: rawOrderFiltersOf(new URLSearchParams('producto=aceite&orden=menor-total')) } });
    expect(router.state.location.search).toBe('?producto=aceite&orden=menor-total');
    await gateway.answer('fetchOrders', { output: orders });
    await waitFor(() => expect(gateway.inputs('searchByProduct')).toEqual(['aceite']));
    await gateway.answer('searchByProduct', { output: withAceite });
    await waitFor(() => expect(shownNames()).toEqual(['S00010', 's00010']));
    expect(productBox()).toHaveValue('aceite');
    expect(sortBox()).toHaveDisplayValue(sortLabels.lowestTotal);
  });

  it('shows the orders placed between two days, both included', async () => {
    await renderLoaded();
    fireEvent.change(fromBox(), { target: { value: '2025-05-02' } });
    expect(shownNames()).toEqual(['S00002', 'S00100', 'S00010', 'S00011']);
    fireEvent.change(toBox(), { target: { value: '2025-05-02' } });
    expect(shownNames()).toEqual(['S00010', 'S00011']);
    expect(toBox()).toHaveAttribute('min', '2025-05-02');
    fireEvent.change(fromBox(), { target: { value: '' } });
    expect(shownNames()).toEqual(['S00010', 'S00011', 's00010']);
  });

  it('searches the order number too, and says when nothing matches', async () => {
    const { user } = await renderLoaded();
    await user.type(searchBox(), 's0010');
    expect(shownNames()).toEqual(['S00100']);
    await user.type(searchBox(), 'x');
    expect(within(grid()).getByText('Ningún pedido coincide con la búsqueda.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 pedidos');
  });

  it.each([
    ['newest', ['S00002', 'S00100', 'S00010', 'S00011', 's00010']],
    ['oldest', ['s00010', 'S00010', 'S00011', 'S00002', 'S00100']],
    ['highestTotal', ['S00100', 'S00010', 's00010', 'S00002', 'S00011']],
    ['lowestTotal', ['S00011', 'S00002', 'S00010', 's00010', 'S00100']],
  ] as const)('sorts by %s', async (sort, names) => {
    const { user } = await renderLoaded();
    await user.selectOptions(sortBox(), sortLabels[sort]);
    expect(shownNames()).toEqual(names);
  });

  it('opens a row’s detail with its lines, and closing it removes the order from the address', async () => {
    const { user, router, read } = await renderLoaded();
    await user.click(within(grid()).getByText('S00100'));
    const drawer = await openedDrawer();
    expect(router.state.location.search).toBe('?pedido=5');
    expect(read).toHaveBeenCalledWith(5);
    expect(await within(drawer).findByRole('heading', { level: 2, name: 'S00100' })).toBeInTheDocument();
    expect(within(drawer).getByText('Despacho el 05-05-2025')).toBeInTheDocument();
    expect(within(drawer).getByText('OC-7781')).toBeInTheDocument();
    expect(within(drawer).getByText('Crédito a 30 días')).toBeInTheDocument();
    const lines = within(drawer).getByRole('table', { name: 'Productos' });
    const [, oil, cheese] = within(lines).getAllByRole('row');
    expect(within(oil!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Aceite de oliva 5 lt', 'ACE-005', '\u20682 L\u2069', '$25.000', '$50.000']);
    expect(within(cheese!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Queso mantecoso', 'QUE-010', '\u20683,5 kg\u2069', '$9.000', '$31.500']);
    expect(within(drawer).getByText('$102.923', { selector: 'dd' })).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists an order’s lines on a phone, each its name, quantity times price and subtotal, instead of five narrow columns', async () => {
    const restore = screenWidth(390);
    try {
      const { user } = await renderLoaded();
      await user.click(within(grid()).getByText('S00100'));
      const drawer = await openedDrawer();
      const lines = await within(drawer).findByRole('list', { name: 'Productos' });
      expect(within(drawer).queryByRole('table', { name: 'Productos' })).not.toBeInTheDocument();
      const [oil, cheese] = within(lines).getAllByRole('listitem');
      expect(oil).toHaveTextContent('Aceite de oliva 5 lt' + 'ACE-005' + '\u20682 L\u2069 × $25.000' + '$50.000');
      expect(cheese).toHaveTextContent('Queso mantecoso' + 'QUE-010' + '\u20683,5 kg\u2069 × $9.000' + '$31.500');
      expect(within(oil!).getByText('Aceite de oliva 5 lt')).toHaveAttribute('translate', 'no');
    } finally {
      restore();
    }
  });

  it('shows the card payment that paid the order and a duplicate charge given back', async () => {
    const paid = (row: SalesOrderRow) =>
      detailOf(row, {
        payment_method_code: 'card',
        card_payments: [
          { status: 'refunded', amount: 102_923, updated_at: '2025-05-02T15:00:00Z' },
          { status: 'approved', amount: 102_923, updated_at: '2025-05-02T14:00:00Z' },
          { status: 'refunding', amount: 102_923, updated_at: '2025-05-03T14:00:00Z' },
        ],
      });
    renderOrders({ path: '/dashboard/three?pedido=5', readOrder: async (id) => paid(orders.find((order) => order.id === id)!) });
    const drawer = await openedDrawer();
    expect(await within(drawer).findByText('$102.923 aprobado el 02-05-2025')).toBeInTheDocument();
    expect(within(drawer).getByText('$102.923 devuelto el 02-05-2025 (cobro duplicado)')).toBeInTheDocument();
    expect(within(drawer).getByText('$102.923 en devolución (cobro duplicado)')).toBeInTheDocument();
    expect(within(drawer).getAllByText('Devolución', { selector: 'dt' })).toHaveLength(2);
  });

  it('opens a row with the keyboard', async () => {
    const { user, router } = await renderLoaded();
    // Fluent's focus manager steers Tab through elements jsdom cannot lay out; the table's test tabs in.
    act(() => dataRows()[0]!.focus());
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?pedido=5'));
    expect(within(await openedDrawer()).getByRole('heading', { level: 2, name: 'S00100' })).toBeInTheDocument();
  });

  it('offers no "Volver a pedir" to finanzas, whose role reads orders but does not buy', async () => {
    renderOrders({ path: '/dashboard/three?pedido=3', role: 'finanzas' });
    expect(await screen.findByRole('heading', { level: 2, name: 'S00011' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Volver a pedir' })).not.toBeInTheDocument();
  });

  it('opens the order named by ?pedido=, as the payment success page links to it', async () => {
    const { read } = renderOrders({ path: '/dashboard/three?pedido=3' });
    expect(await screen.findByRole('heading', { level: 2, name: 'S00011' })).toBeInTheDocument();
    expect(read).toHaveBeenCalledWith(3);
  });

  it('says an order that is not the company’s cannot be found', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderOrders({ path: '/dashboard/three?pedido=999' });
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('No encontramos lo que buscas: puede que ya no exista.');
    expect(within(drawer).queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Error al cargar el pedido', notFound);
  });

  it('offers a retry when the detail could not be read, and shows it once it can', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const readOrder = vi.fn(async (id: number) => {
      if (fail) throw new TypeError('Failed to fetch');
      return detailOf(orders.find((order) => order.id === id)!);
    });
    const { user } = renderOrders({ path: '/dashboard/three?pedido=1', readOrder });
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('No pudimos cargar el pedido. Inténtalo de nuevo.');
    fail = false;
    await user.click(within(drawer).getByRole('button', { name: 'Reintentar' }));
    expect(await within(drawer).findByRole('heading', { level: 2, name: 'S00010' })).toBeInTheDocument();
  });

  it('“Volver a pedir” puts the order’s lines in the cart at today’s prices, not the order’s, and leads to it', async () => {
    const checkout = testCheckout();
    const { user, router } = renderOrders({ path: '/dashboard/three?pedido=1', checkout });
    const drawer = await screen.findByRole('dialog');
    await user.click(await within(drawer).findByRole('button', { name: 'Volver a pedir' }));
    expect(await within(drawer).findByText('Productos agregados al carrito, a los precios de hoy.')).toBeInTheDocument();
    const lines = checkout.getSnapshot().context.items.map(({ id, product_name, quantity, list_price, cxti_price, original_price }) => ({
      id,
      product_name,
      quantity,
      list_price,
      cxti_price,
      original_price,
    }));
    expect(lines).toEqual([
      { id: 301, product_name: 'Aceite de oliva 5 lt', quantity: 2, list_price: 26_500, cxti_price: 23_000, original_price: 26_500 },
      { id: 302, product_name: 'Queso mantecoso', quantity: 3.5, list_price: 9_400, cxti_price: 0, original_price: 9_400 },
    ]);
    expect(within(drawer).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole('link', { name: 'Ir al carrito' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/checkout'));
    checkout.stop();
  });

  it('says so when the cart refuses the order’s lines, and keeps the cart as it was', async () => {
    const checkout = testCheckout();
    const unsellable = (row: SalesOrderRow) =>
      detailOf(row, { order_line: detailOf(row).order_line.map((line) => ({ ...line, product_uom_qty: 0 })) });
    const { user } = renderOrders({
      path: '/dashboard/three?pedido=1',
      checkout,
      readOrder: async (id) => unsellable(orders.find((order) => order.id === id)!),
    });
    const drawer = await screen.findByRole('dialog');
    await user.click(await within(drawer).findByRole('button', { name: 'Volver a pedir' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      'No pudimos agregar los productos al carrito. Revisa tu carrito e inténtalo de nuevo.',
    );
    expect(within(drawer).queryByRole('link', { name: 'Ir al carrito' })).not.toBeInTheDocument();
    expect(checkout.getSnapshot().context.items).toEqual([]);
    checkout.stop();
  });

  it('leaves out, by name, a product no longer sold and one out of stock, and adds the rest', async () => {
    const checkout = testCheckout();
    const withGone = (row: SalesOrderRow) => {
      const [oil, cheese] = detailOf(row).order_line;
      return detailOf(row, {
        order_line: [
          { ...oil!, current_product: null },
          { ...cheese!, current_product: { ...cheese!.current_product!, stock_state: 'out' } },
          { ...oil!, id: 13, product_id: 303, product_name: 'Harina 25 kg', current_product: { list_price: 18_000, cxti_price: 0, stock_state: 'in_stock', pack_size: 'Saco 25 kg', quantity_rule: { step: 1, min: 1 } } },
        ],
      });
    };
    const { user } = renderOrders({ path: '/dashboard/three?pedido=1', checkout, readOrder: async (id) => withGone(orders.find((o) => o.id === id)!) });
    const drawer = await screen.findByRole('dialog');
    await user.click(await within(drawer).findByRole('button', { name: 'Volver a pedir' }));
    expect(await within(drawer).findByText('Productos agregados al carrito, a los precios de hoy.')).toBeInTheDocument();
    const alert = within(drawer).getByRole('alert');
    expect(alert).toHaveTextContent('Estos productos no se agregaron:');
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Aceite de oliva 5 lt: ya no se vende.',
      'Queso mantecoso: sin stock por ahora.',
    ]);
    expect(checkout.getSnapshot().context.items.map((item) => [item.id, item.list_price])).toEqual([[303, 18_000]]);
    checkout.stop();
  });

  it('adds nothing and says why when no product of the order can be ordered today', async () => {
    const checkout = testCheckout();
    const allGone = (row: SalesOrderRow) => detailOf(row, { order_line: detailOf(row).order_line.map((line) => ({ ...line, current_product: null })) });
    const { user } = renderOrders({ path: '/dashboard/three?pedido=1', checkout, readOrder: async (id) => allGone(orders.find((o) => o.id === id)!) });
    const drawer = await screen.findByRole('dialog');
    await user.click(await within(drawer).findByRole('button', { name: 'Volver a pedir' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('Ninguno de estos productos se puede pedir hoy:');
    expect(within(drawer).queryByText('Productos agregados al carrito, a los precios de hoy.')).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'Ir al carrito' })).not.toBeInTheDocument();
    expect(checkout.getSnapshot().context.items).toEqual([]);
    checkout.stop();
  });

  it('answers only its own press: products added elsewhere say nothing in the drawer', async () => {
    const checkout = testCheckout();
    renderOrders({ path: '/dashboard/three?pedido=1', checkout });
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByRole('button', { name: 'Volver a pedir' });
    const [line] = detailOf(orders[0]!).order_line;
    act(() => checkout.send({ type: 'cart.addMany', products: [{ product: { id: line!.product_id, product_name: line!.product_name, list_price: 1_000 } }] }));
    act(() => checkout.send({ type: 'cart.addMany', products: [] }));
    expect(checkout.getSnapshot().context.items).toHaveLength(1);
    expect(within(drawer).queryByText('Productos agregados al carrito, a los precios de hoy.')).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('alert')).not.toBeInTheDocument();
    checkout.stop();
  });

  it('keeps “Volver a pedir” disabled until the cart is there', async () => {
    renderOrders({ path: '/dashboard/three?pedido=1' });
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByRole('button', { name: 'Volver a pedir' })).toBeDisabled();
  });

  it('says so when the load fails, and retries', async () => {
    const { gateway, user } = renderOrders();
    await gateway.answer('fetchOrders', { error: new TypeError('Failed to fetch') });
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar tus pedidos. Inténtalo de nuevo.');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(gateway.inputs('fetchOrders')).toHaveLength(2);
    await gateway.answer('fetchOrders', { output: orders });
    expect(await screen.findByRole('grid', { name: 'Pedidos' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells a buyer without orders where they will appear', async () => {
    const { gateway } = renderOrders();
    await gateway.answer('fetchOrders', { output: [] });
    expect(await screen.findByRole('heading', { level: 2, name: 'Aún no tienes pedidos' })).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('mounts a few dozen rows of 10,000', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ ...orders[i % 5]!, id: i + 1, name: `S${String(i + 1).padStart(5, '0')}` }));
    await renderLoaded(many);
    expect(grid()).toHaveAttribute('aria-rowcount', '10001');
    expect(screen.getByRole('status')).toHaveTextContent('10.000 pedidos');
    expect(dataRows().length).toBeLessThan(40);
  });
});

const dayMs = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * dayMs).toISOString();

/** A request sent for approval by Daniela (user 1, the signed-in user of these tests) a day ago, waiting. */
const approval = (id: number, overrides: Partial<ApprovalSummary> = {}): ApprovalSummary => ({
  id,
  state: 'waiting',
  requested_by: { id: 1, name: 'Daniela Muñoz' },
  created_at: daysAgo(1),
  expires_at: daysAgo(-6),
  amount_total: 180_000,
  line_count: 4,
  reason: { kind: 'per_order', limit: 150_000 },
  decided_by: null,
  decided_at: null,
  rejection_reason: null,
  order: null,
  ...overrides,
});

const rejected = (id: number, days: number, decidedBy: string, reason: string) =>
  approval(id, { state: 'rejected', created_at: daysAgo(days + 1), decided_at: daysAgo(days), decided_by: decidedBy, rejection_reason: reason });

const expired = (id: number, days: number) => approval(id, { state: 'expired', created_at: daysAgo(days + 7), expires_at: daysAgo(days) });

/** The notice above the list, found by its link to the approvals page. */
const approvalsNotice = async () => (await screen.findByRole('link', { name: 'Ver tus pedidos enviados a aprobación' })).closest('[role="group"]') as HTMLElement;

/** Lets the approvals' read settle and the page draw what it answered. */
async function approvalsSettled(requests: ReturnType<typeof renderOrders>['requests']) {
  await waitFor(() => expect(requests).toHaveBeenCalledOnce());
  await act(async () => {
    await Promise.allSettled(requests.mock.results.map((result) => result.value));
  });
}

describe('orders page: the orders sent for approval', () => {
  it('tells a comprador what waits and what was rejected, quoting the latest reason, and leads to the approvals', async () => {
    const { gateway, requests, router, user } = renderOrders({
      role: 'comprador',
      readApprovals: async () => [
        approval(1),
        rejected(2, 3, 'Ana Rojas', 'sin presupuesto este mes'),
        rejected(3, 40, 'Ana Rojas', 'ya se pidió'),
        approval(4, { state: 'placed', decided_at: daysAgo(2), decided_by: 'Ana Rojas', order: { id: 9, name: 'S00009' } }),
      ],
    });
    // Pedidos' own first paint does not wait for it: the read leaves once that paint is behind the page.
    expect(requests).not.toHaveBeenCalled();
    await gateway.answer('fetchOrders', { output: orders });
    const notice = await approvalsNotice();
    expect(notice).toHaveTextContent('Tienes 1 pedido esperando aprobación · 1 rechazado Rechazado por Ana Rojas: «sin presupuesto este mes» Ver');
    expect(requests).toHaveBeenCalledOnce();
    expect(await screen.findByRole('grid', { name: 'Pedidos' })).toBeInTheDocument();

    const view = within(notice).getByRole('link', { name: 'Ver tus pedidos enviados a aprobación' });
    expect(view).toHaveAttribute('href', '/dashboard/aprobaciones');
    await user.click(view);
    expect(await screen.findByRole('heading', { name: 'Aprobaciones', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/aprobaciones');
  });

  it('counts only an admin’s own requests of the company’s, in the plural, with the ones that expired this month', async () => {
    const others = { requested_by: { id: 7, name: 'Pedro Soto' } };
    const { gateway } = renderOrders({
      role: 'admin',
      readApprovals: async () => [approval(1), approval(2), approval(3, others), { ...rejected(4, 2, 'Daniela Muñoz', 'no corresponde'), ...others }, expired(5, 10), expired(6, 31), { ...expired(7, 1), ...others }],
    });
    await gateway.answer('fetchOrders', { output: orders });
    const notice = await approvalsNotice();
    expect(notice).toHaveTextContent(/^Tienes 2 pedidos esperando aprobación · 1 vencido Ver$/);
  });

  it('names rejections alone when nothing waits, the latest reason first', async () => {
    const { gateway } = renderOrders({
      role: 'comprador',
      readApprovals: async () => [rejected(1, 5, 'Ana Rojas', 'muy caro'), rejected(2, 1, 'Luis Vera', 'pide la próxima semana'), expired(3, 2)],
    });
    await gateway.answer('fetchOrders', { output: orders });
    expect(await approvalsNotice()).toHaveTextContent(/^Tienes 2 pedidos rechazados · 1 vencido Rechazado por Luis Vera: «pide la próxima semana» Ver$/);
  });

  it('says nothing when nothing waits nor was turned down lately', async () => {
    const { gateway, requests } = renderOrders({ role: 'comprador', readApprovals: async () => [approval(1, { state: 'placed' }), rejected(2, 45, 'Ana Rojas', 'no'), expired(3, 31)] });
    await gateway.answer('fetchOrders', { output: orders });
    await approvalsSettled(requests);
    expect(screen.queryByRole('link', { name: 'Ver tus pedidos enviados a aprobación' })).not.toBeInTheDocument();
  });

  it('says nothing when the read fails, and Pedidos works on', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { gateway, requests, user } = renderOrders({ role: 'comprador', readApprovals: () => Promise.reject(new TypeError('Failed to fetch')) });
    await gateway.answer('fetchOrders', { output: orders });
    await approvalsSettled(requests);
    expect(logged).toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: 'Ver tus pedidos enviados a aprobación' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(searchBox(), 'S00011');
    expect(shownNames()).toEqual(['S00011']);
  });

  it('never asks for finanzas, who sends no orders', async () => {
    const { gateway, requests } = renderOrders({ role: 'finanzas', readApprovals: async () => [approval(1)] });
    await gateway.answer('fetchOrders', { output: orders });
    await screen.findByRole('grid', { name: 'Pedidos' });
    await act(() => afterFirstPaint());
    expect(requests).not.toHaveBeenCalled();
  });

  it('has no axe violations with the notice shown', async () => {
    const { gateway } = renderOrders({ role: 'comprador', readApprovals: async () => [approval(1), rejected(2, 3, 'Ana Rojas', 'sin presupuesto este mes')] });
    await gateway.answer('fetchOrders', { output: orders });
    await approvalsNotice();
    expect(await violations()).toEqual([]);
  });
});

describe('orders page accessibility', () => {
  it('has no axe violations while loading, with the list, with a search that finds nothing, and failed', async () => {
    const { gateway, user, actor } = renderOrders();
    expect(await violations()).toEqual([]);
    await gateway.answer('fetchOrders', { output: orders });
    await screen.findByRole('grid', { name: 'Pedidos' });
    expect(await violations()).toEqual([]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await user.type(searchBox(), 'zzz');
    expect(await violations()).toEqual([]);
    act(() => actor.send({ type: 'list.reload' }));
    await gateway.answer('fetchOrders', { error: new TypeError('Failed to fetch') });
    await screen.findByRole('alert');
    expect(await violations()).toEqual([]);
  });

  it('has no axe violations with an order’s detail open, or without any order', async () => {
    const checkout = testCheckout();
    const { gateway } = renderOrders({ path: '/dashboard/three?pedido=1', checkout });
    await gateway.answer('fetchOrders', { output: [] });
    await screen.findByRole('heading', { level: 2, name: 'Aún no tienes pedidos' });
    const drawer = await openedDrawer();
    await within(drawer).findByRole('table', { name: 'Productos' });
    expect(await violations()).toEqual([]);
    checkout.stop();
  });
});

// The model's paths, replayed on the page.

/** Sends `event` as the buyer or the clock would, through the page's controls. */
async function send(event: ModelEvent<typeof ordersListMachine>, { user, gateway, router }: ReturnType<typeof renderOrders>) {
  if (event.type.startsWith('xstate.after.')) {
    const asked = gateway.inputs('searchByProduct').length;
    return waitFor(() => expect(gateway.inputs('searchByProduct')).toHaveLength(asked + 1), afterThePause);
  }
  switch (event.type) {
    case 'list.search':
      await user.clear(searchBox());
      if (event.text !== '') await user.type(searchBox(), event.text);
      return;
    case 'list.sort':
      return user.selectOptions(sortBox(), sortLabels[event.sort]);
    case 'list.product':
      // The whole text at once, as a paste: typed letter by letter it would pass through shorter queries.
      fireEvent.change(productBox(), { target: { value: event.text } });
      return;
    case 'list.days':
      // A date field holds a day or nothing: what is not a day arrives as nothing.
      fireEvent.change(fromBox(), { target: { value: event.from ?? '' } });
      fireEvent.change(toBox(), { target: { value: event.to ?? '' } });
      return;
    case 'list.reload':
      return user.click(screen.getByRole('button', { name: 'Actualizar' }));
    case 'list.retry':
      return user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Reintentar' }));
    case 'list.allMonths':
      return user.click(screen.getByRole('button', { name: 'Ver todos los meses' }));
    // Back, forward or a shared link: the address changes under the page.
    case 'list.show': {
      const { type: _, ...filters } = event;
      return act(() => router.navigate(ordersAddress(filters, new URLSearchParams(router.state.location.search))));
    }
  }
}

/** What the buyer sees in each state of the machine. */
function expectScreen(expected: OrdersListSnapshot, router: ReturnType<typeof renderOrders>['router']) {
  const { context } = expected;
  // The address says the question the list answers.
  expect(orderFiltersOf(new URLSearchParams(router.state.location.search))).toEqual({
    search: context.search,
    product: context.product,
    days: context.days,
    sort: context.sort,
  });
  const monthNote = screen.queryByText(/^Solo los pedidos de /);
  if (context.month) expect(monthNote).toHaveTextContent(`Solo los pedidos de ${monthLabel(context.month, 'es')}.`);
  else expect(monthNote).not.toBeInTheDocument();
  const alert = screen.queryByRole('alert');
  if (context.failure) {
    expect(alert).toHaveTextContent(
      expected.matches('failed') ? 'No pudimos cargar tus pedidos. Inténtalo de nuevo.' : 'No pudimos buscar tus pedidos por producto. Inténtalo de nuevo.',
    );
    expect(within(alert!).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  } else expect(alert).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Actualizar' }) !== null).toBe(expected.matches('ready'));

  if (context.list.rows.length === 0) {
    expect(screen.queryByRole('progressbar', { name: 'Cargando pedidos…' }) !== null).toBe(expected.matches('loading'));
    expect(screen.queryByRole('heading', { name: 'Aún no tienes pedidos' }) !== null).toBe(expected.matches('ready'));
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    return;
  }
  const visible = selectVisibleOrders(expected);
  expect(shownNames()).toEqual(visible.length === 0 ? ['Ningún pedido coincide con la búsqueda.'] : visible.map((row) => row.name));
  expect(screen.getByRole('status')).toHaveTextContent(countText(visible.length));
  expect(searchBox()).toHaveValue(context.search);
  expect(productBox()).toHaveValue(context.product);
  expect(fromBox()).toHaveValue(context.days.from ?? '');
  expect(toBox()).toHaveValue(context.days.to ?? '');
  expect(searchingProduct() !== null).toBe(expected.hasTag('searching'));
  expect(sortBox()).toHaveDisplayValue(sortLabels[context.sort]);
}

describe('orders page along the orders-list model’s paths', { timeout: 60_000 }, () => {
  replayPaths(model, {
    render: (input) => {
      const page = renderOrders({ input });
      return { ...page, calls: page.gateway };
    },
    // The controls act on a list shown; "Ver todos los meses" is offered on one month.
    walkable: (event, before) =>
      ['list.search', 'list.sort', 'list.days', 'list.product'].includes(event.type)
        ? before.context.list.rows.length > 0
        : event.type !== 'list.allMonths' || before.context.month !== null,
    send: (event, _, page) => send(event, page),
    expectScreen: async (expected, { actor, router }) => {
      await waitFor(() => expect(actor.getSnapshot().value).toEqual(expected.value));
      await waitFor(() => expectScreen(expected, router));
    },
    cleanup: ({ actor }) => actor.stop(),
  });
});
