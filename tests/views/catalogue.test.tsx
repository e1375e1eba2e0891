import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatClp } from '../../machines/rules/money';
import { categories, emptyPage, firstPage, lastPage, product } from '../machines/models/catalogue.model';
import { paused, weekly } from '../machines/models/recurring-orders.model';
import { heldCatalogueGateway, quietCheckout, renderCatalogue, searchPauseOver, type HeldCatalogueGateway } from './catalogue.harness';
import { screenWidth } from './screen-width';

let restoreScreen: () => void;
beforeEach(() => {
  restoreScreen = screenWidth(1400);
});
afterEach(() => {
  restoreScreen();
  vi.useRealTimers();
});

const productHeadings = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const cart = () => within(screen.getByRole('region', { name: 'Tu carrito' }));

/** The page with its categories and first page shown. */
async function shown(gateway: HeldCatalogueGateway = heldCatalogueGateway(), options: Parameters<typeof renderCatalogue>[1] = {}) {
  const page = renderCatalogue(gateway, options);
  await gateway.categories({ output: categories });
  await gateway.firstPage({ output: firstPage });
  return { gateway, ...page };
}

describe('catalogue page', () => {
  it('greets the buyer and shows skeletons until the first page arrives', async () => {
    const gateway = heldCatalogueGateway();
    renderCatalogue(gateway);
    expect(screen.getByRole('heading', { level: 1, name: 'Hola, Camila Soto' })).toBeInTheDocument();
    expect(screen.getByLabelText('Cargando productos…')).toBeInTheDocument();
    expect(gateway.productRequests()).toEqual([{ q: '', category: null, sort: 'name_asc', cursor: null }]);

    await gateway.firstPage({ output: firstPage });
    expect(screen.queryByLabelText('Cargando productos…')).not.toBeInTheDocument();
    expect(productHeadings()).toEqual(['Arroz grado 1', 'Aceite de maravilla']);
  });

  it('sends a search as typed once the buyer pauses, not on every key', () => {
    vi.useFakeTimers();
    const gateway = heldCatalogueGateway();
    renderCatalogue(gateway, { searchDebounce: 250 });
    const search = screen.getByRole('searchbox', { name: 'Buscar productos' });
    fireEvent.change(search, { target: { value: 'Árr' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(search, { target: { value: 'Árroz' } });
    act(() => vi.advanceTimersByTime(249));
    expect(gateway.productRequests()).toHaveLength(1);

    act(() => vi.advanceTimersByTime(1));
    expect(gateway.productRequests()).toEqual([
      { q: '', category: null, sort: 'name_asc', cursor: null },
      { q: 'Árroz', category: null, sort: 'name_asc', cursor: null },
    ]);
    expect(search).toHaveValue('Árroz');
  });

  it('asks again from the first page when the category or the sort changes', async () => {
    const user = userEvent.setup();
    const { gateway } = await shown();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoría' }), 'Lácteos (5)');
    expect(gateway.productRequests().at(-1)).toEqual({ q: '', category: 'lacteos', sort: 'name_asc', cursor: null });
    expect(screen.getByLabelText('Cargando productos…')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'Precio: mayor a menor');
    expect(gateway.productRequests().at(-1)).toEqual({ q: '', category: 'lacteos', sort: 'price_desc', cursor: null });
  });

  it('toggles between grid and list', async () => {
    const user = userEvent.setup();
    const { catalogue } = await shown();
    expect(screen.getByRole('button', { name: 'Cuadrícula' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Lista' }));
    expect(screen.getByRole('button', { name: 'Lista' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Cuadrícula' })).toHaveAttribute('aria-pressed', 'false');
    expect(catalogue.getSnapshot().context.view).toBe('list');
    expect(productHeadings()).toEqual(['Arroz grado 1', 'Aceite de maravilla']);
  });

  it('appends the next page after the shown ones', async () => {
    const user = userEvent.setup();
    const { gateway } = await shown();
    await user.click(screen.getByRole('button', { name: 'Cargar más productos' }));
    expect(gateway.productRequests().at(-1)).toEqual({ q: '', category: null, sort: 'name_asc', cursor: 'c2' });
    expect(screen.getByRole('button', { name: 'Cargando más productos…' })).toBeDisabled();

    await gateway.nextPage({ output: lastPage });
    expect(productHeadings()).toEqual(['Arroz grado 1', 'Aceite de maravilla', 'Azúcar granulada', 'Harina sin polvos']);
    expect(screen.queryByRole('button', { name: 'Cargar más productos' })).not.toBeInTheDocument();
    expect(screen.getByText('Ya viste todos los productos.')).toBeInTheDocument();
  });

  it('shows a card with SKU, pack, unit, net price and with IVA, club price and saving, and stock', async () => {
    const gateway = heldCatalogueGateway();
    renderCatalogue(gateway);
    const cheese = product(7, 'Queso gouda', { uom: 'kg', pack_size: 'Barra 3 kg', list_price: 5_000, cxti_price: 4_200, stock_state: 'low' });
    await gateway.firstPage({ output: { items: [cheese], next_cursor: null } });
    const card = within(screen.getByRole('article', { name: 'Queso gouda' }));
    expect(card.getByText((_, element) => element?.textContent === 'SKU AB-007 · Barra 3 kg · por kg' && element.matches('.fui-Text'))).toBeInTheDocument();
    expect(card.getByText('Barra 3 kg')).toHaveAttribute('translate', 'no');
    expect(card.getByText('$5.000 neto')).toBeInTheDocument();
    expect(card.getByText('$5.950 con IVA')).toBeInTheDocument();
    expect(card.getByText('Precio Club CXTI $4.200')).toBeInTheDocument();
    expect(card.getByText('Ahorras $952 con IVA')).toBeInTheDocument();
    expect(card.getByText('Pocas unidades')).toBeInTheDocument();
  });

  it('shows a member the club price it pays first, net and with IVA, and the list price struck after it', async () => {
    const gateway = heldCatalogueGateway();
    renderCatalogue(gateway, { checkout: quietCheckout(true) });
    const cheese = product(7, 'Queso gouda', { uom: 'kg', pack_size: 'Barra 3 kg', list_price: 5_000, cxti_price: 4_200 });
    const salt = product(8, 'Sal fina', { list_price: 900, cxti_price: 0 });
    await gateway.firstPage({ output: { items: [cheese, salt], next_cursor: null } });
    const card = within(screen.getByRole('article', { name: 'Queso gouda' }));
    const prices = card.getByText('$4.200 neto, tu precio Club CXTI').parentElement!;
    expect([...prices.children].map((line) => line.textContent)).toEqual([
      '$4.200 neto, tu precio Club CXTI',
      '$4.998 con IVA',
      'Precio de lista $5.000',
      'Ahorras $952 con IVA por unidad',
    ]);
    // A product without a club price shows its list price as before.
    expect(within(screen.getByRole('article', { name: 'Sal fina' })).getByText('$900 neto')).toBeInTheDocument();
  });

  it('shows a club price that saves nothing without a saving, and no club price where there is none', async () => {
    const gateway = heldCatalogueGateway();
    renderCatalogue(gateway);
    const flat = product(9, 'Sal de mar', { list_price: 1_000, cxti_price: 1_000 });
    const outside = product(10, 'Pimienta', { list_price: 2_000, cxti_price: 0 });
    await gateway.firstPage({ output: { items: [flat, outside], next_cursor: null } });
    const flatCard = within(screen.getByRole('article', { name: 'Sal de mar' }));
    expect(flatCard.getByText('Precio Club CXTI $1.000')).toBeInTheDocument();
    expect(flatCard.queryByText(/Ahorras/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Pimienta' })).queryByText(/Precio Club CXTI|Ahorras/)).not.toBeInTheDocument();
  });

  it('does not sell a product out of stock', async () => {
    const gateway = heldCatalogueGateway();
    renderCatalogue(gateway);
    await gateway.firstPage({ output: { items: [product(8, 'Palta hass', { stock_state: 'out' })], next_cursor: null } });
    expect(screen.getByText('Sin stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar Palta hass al carrito' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Seleccionar Palta hass' })).toBeDisabled();
  });

  it('adds one product with the quantity on its card and says so', async () => {
    const user = userEvent.setup();
    const { checkout } = await shown();
    await user.click(screen.getByRole('button', { name: 'Sumar uno de Arroz grado 1' }));
    await user.click(screen.getByRole('button', { name: 'Agregar Arroz grado 1 al carrito' }));
    // A toast says so, and the cart forgets the notice: nothing stays above the products after a filter change.
    expect(await screen.findByText('Has agregado Arroz grado 1 al carrito')).toBeInTheDocument();
    expect(checkout!.getSnapshot().context.notice).toBeNull();
    expect(checkout!.getSnapshot().context.items).toMatchObject([{ id: 1, product_name: 'Arroz grado 1', quantity: 2 }]);
    // The card starts again from 1, so it never reads as what the cart holds.
    expect(within(screen.getByRole('article', { name: 'Arroz grado 1' })).getByRole('textbox', { name: 'Cantidad de Arroz grado 1' })).toHaveValue('1');

    await user.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    await waitFor(() => expect(screen.queryByText('Has agregado Arroz grado 1 al carrito')).not.toBeInTheDocument());
  });

  it('adds the ticked products at once', async () => {
    const user = userEvent.setup();
    await shown();
    expect(screen.getByRole('button', { name: 'Agregar seleccionados' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Arroz grado 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Aceite de maravilla' }));
    await user.click(screen.getByRole('button', { name: 'Agregar seleccionados' }));
    expect(await screen.findByText('Productos agregados al carrito.')).toBeInTheDocument();
    expect(cart().getByText('Arroz grado 1')).toBeInTheDocument();
    expect(cart().getByText('Aceite de maravilla')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Seleccionar Arroz grado 1' })).not.toBeChecked();
  });

  it('says an empty cart’s way to the minimum order, at 0, in figures', async () => {
    await shown(heldCatalogueGateway(), { checkout: quietCheckout() });
    const progress = cart().getByRole('progressbar', { name: 'Pedido mínimo' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    expect(progress).toHaveAttribute('aria-valuemin', '0');
    expect(progress).toHaveAttribute('aria-valuemax', '1');
    expect(progress).toHaveAttribute('aria-valuetext', '$0 de $50.000');
  });

  it('totals the cart, shows the way to the minimum order and lets the buyer pay only once it is reached', async () => {
    const user = userEvent.setup();
    const checkout = quietCheckout();
    // Arroz 2 × $1.000 and Aceite 1 × $2.000: $4.000 net, IVA round(4.000 × 0,19) = $760, total $4.760.
    checkout.send({ type: 'cart.add', product: { id: 1, product_name: 'Arroz grado 1', list_price: 1_000 }, quantity: 2 });
    checkout.send({ type: 'cart.add', product: { id: 2, product_name: 'Aceite de maravilla', list_price: 2_000 } });
    const { router } = await shown(heldCatalogueGateway(), { checkout });

    const totals = (term: string) => cart().getByText(term).nextElementSibling?.textContent;
    expect(totals('Subtotal neto')).toBe(formatClp(4_000));
    expect(totals('IVA (19 %)')).toBe(formatClp(760));
    expect(totals('Total')).toBe(formatClp(4_760));
    expect(cart().getByText('Te faltan $46.000 para el pedido mínimo de $50.000')).toBeInTheDocument();
    expect(cart().getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(4_000 / 50_000));
    expect(cart().getByRole('progressbar')).toHaveAttribute('aria-valuetext', '$4.000 de $50.000');
    expect(cart().getByRole('button', { name: 'Ir a pagar' })).toBeDisabled();

    const quantity = cart().getByRole('textbox', { name: 'Cantidad de Arroz grado 1' });
    await user.clear(quantity);
    await user.type(quantity, '48{Enter}');
    expect(totals('Subtotal neto')).toBe('$50.000');
    expect(totals('Total')).toBe('$59.500');
    expect(cart().getByText('Alcanzaste el pedido mínimo de $50.000')).toBeInTheDocument();
    await user.click(cart().getByRole('button', { name: 'Ir a pagar' }));
    expect(router.state.location.pathname).toBe('/product/checkout');
  });

  it('removes a line and tells a buyer outside the club what the club would save', async () => {
    const user = userEvent.setup();
    const checkout = quietCheckout();
    checkout.send({ type: 'cart.add', product: { id: 7, product_name: 'Queso gouda', list_price: 5_000, cxti_price: 4_000 }, quantity: 2 });
    checkout.send({ type: 'cart.add', product: { id: 1, product_name: 'Arroz grado 1', list_price: 1_000 } });
    await shown(heldCatalogueGateway(), { checkout });
    // (10.000 + 1.000) × 1,19 − (8.000 + 1.000) × 1,19 = 13.090 − 10.710.
    expect(cart().getByText('Con el Club CXTI ahorrarías $2.380 con IVA')).toBeInTheDocument();
    await user.click(cart().getByRole('button', { name: 'Quitar Queso gouda del carrito' }));
    expect(cart().queryByText('Queso gouda')).not.toBeInTheDocument();
    expect(cart().queryByText(/Con el Club CXTI/)).not.toBeInTheDocument();
  });

  it('tells a club member what the club saves', async () => {
    const checkout = quietCheckout(true);
    checkout.send({ type: 'cart.add', product: { id: 7, product_name: 'Queso gouda', list_price: 5_000, cxti_price: 4_000 } });
    await shown(heldCatalogueGateway(), { checkout });
    expect(cart().getByText('Con el Club CXTI ahorras $1.190 con IVA')).toBeInTheDocument();
  });

  it('says when nothing matches the search', async () => {
    const user = userEvent.setup();
    const { gateway, catalogue } = await shown();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar productos' }), 'xyz');
    act(() => catalogue.send(searchPauseOver as never));
    expect(gateway.productRequests().at(-1)).toMatchObject({ q: 'xyz' });
    await gateway.firstPage({ output: emptyPage });
    expect(screen.getByRole('heading', { name: 'No encontramos productos para «xyz»' })).toBeInTheDocument();
  });

  it('says when the products could not load and retries on request', async () => {
    const user = userEvent.setup();
    const gateway = heldCatalogueGateway();
    renderCatalogue(gateway);
    await gateway.firstPage({ error: new TypeError('Failed to fetch') });
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar los productos. Inténtalo de nuevo.');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(gateway.productRequests()).toHaveLength(2);
    await gateway.firstPage({ output: firstPage });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(productHeadings()).toEqual(['Arroz grado 1', 'Aceite de maravilla']);
  });
});

describe('the next recurring order beside the catalogue', () => {
  it('names the soonest delivery of an active recurring order, until when it can be changed, and leads to it', async () => {
    const gateway = heldCatalogueGateway();
    renderCatalogue(gateway, { role: 'comprador', recurringOrders: [paused, weekly] });
    await gateway.firstPage({ output: firstPage });
    const notice = await screen.findByText(/Próximo pedido recurrente: «Semana de la cocina», jueves 05-03-2026\./);
    expect(notice).toHaveTextContent('Puedes cambiarlo u omitirlo hasta el 04-03-2026 a las 14:00.');
    expect(within(notice.closest('.fui-MessageBar') as HTMLElement).getByRole('link', { name: 'Revisar' })).toHaveAttribute('href', '/dashboard/pedidos-recurrentes');
  });

  it('says nothing without one, and nothing to finanzas', async () => {
    const gateway = heldCatalogueGateway();
    const view = renderCatalogue(gateway, { role: 'comprador', recurringOrders: [paused] });
    await gateway.firstPage({ output: firstPage });
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(0));
    expect(screen.queryByText(/Próximo pedido recurrente/)).not.toBeInTheDocument();
    view.unmount();
    const finanzas = heldCatalogueGateway();
    renderCatalogue(finanzas, { role: 'finanzas', recurringOrders: [weekly] });
    await finanzas.firstPage({ output: firstPage });
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(0));
    expect(screen.queryByText(/Próximo pedido recurrente/)).not.toBeInTheDocument();
  });
});

describe('the catalogue for a role that does not buy', () => {
  it('shows finanzas the products and prices, with no cart, no quantities and no way to add, and says why', async () => {
    const gateway = heldCatalogueGateway();
    renderCatalogue(gateway, { checkout: null, role: 'finanzas' });
    await gateway.categories({ output: categories });
    await gateway.firstPage({ output: firstPage });
    expect(await screen.findByText(/Tu rol permite ver el catálogo y sus precios/)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /^Agregar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Carrito/ })).not.toBeInTheDocument();
  });
});
