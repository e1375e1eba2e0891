import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { SearchResults } from '../../contract/search';
import { i18n } from '../../src/i18n';
import type { CheckoutActor } from '../../src/kernel/checkout-context';
import { navigation, type NavGroup } from '../../src/views/shell/navigation';
import { captionKeyOf } from '../../src/views/shell/palette-items';
import { nothingFound, searchAnswer } from '../machines/models/palette.model';
import { product } from '../machines/models/catalogue.model';
import { violations } from './axe';
import { testCheckout } from './checkout.harness';
import { appEffects } from './effects-fakes';
import { heldSearch, renderPalette } from './palette.harness';
import { renderApp } from './render-app';
import { screenWidth } from './screen-width';
import { daniela, sessionFor } from './shell-routes.harness';

let restoreScreen: () => void = () => {};
let checkout: CheckoutActor | null = null;
beforeEach(() => {
  restoreScreen = screenWidth(1280);
  // jsdom does no layout and has no scrollIntoView; the palette scrolls the active result into view.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(async () => {
  restoreScreen();
  checkout?.stop();
  checkout = null;
  vi.restoreAllMocks();
  await i18n.changeLanguage('es');
});

const searchBox = () => screen.getByRole('combobox', { name: 'Buscar páginas, productos, pedidos o facturas', hidden: true });
const listbox = () => screen.getByRole('listbox', { name: 'Resultados', hidden: true });
const options = () => within(listbox()).getAllByRole('option', { hidden: true });
const optionTexts = () => options().map((option) => option.textContent);
const selectedFlags = () => options().map((option) => option.getAttribute('aria-selected'));

/** The app's route table with the palette's search answering from `answer`. */
async function openDashboard(role = 'admin', answer: (query: string) => SearchResults = () => nothingFound) {
  const { logic, input } = sessionFor({ ...daniela, role });
  const effects = appEffects({ palette: { actors: { search: fromPromise(async ({ input: query }: { input: string }) => answer(query)) }, actions: { logError: () => {} } } });
  const view = renderApp('/product/carritolote', logic, input, { effects });
  await screen.findByRole('heading', { name: /Carrito de lote|Batch cart/, level: 1 }, { timeout: 20_000 });
  return { ...view, user: userEvent.setup() };
}

/**
 * Opens the palette with the shortcut and puts the caret in the search box, as a user would. jsdom has no
 * layout, so Fluent's focus trap cannot move focus in by itself; the e2e suite checks that it does.
 */
async function pressSearchShortcut(user: ReturnType<typeof userEvent.setup>, modifier = 'Control') {
  await user.keyboard(`{${modifier}>}k{/${modifier}}`);
  await user.click(await screen.findByRole('combobox', { hidden: true }, { timeout: 20_000 }));
  return screen.findByRole('dialog', { name: /Buscar en Despensa|Search Despensa/ });
}

describe('the palette in the app', () => {
  it('has a caption for every page of the navigation, in every language', () => {
    const pages = navigation.flatMap((group) => group.items.flatMap((item) => [item, ...(item.children ?? [])]));
    for (const language of ['es', 'en', 'fr', 'vi', 'cn', 'ar']) {
      for (const page of pages) expect(i18n.exists(captionKeyOf(page), { lng: language }), `${language}: ${captionKeyOf(page)}`).toBe(true);
    }
  });

  it('toggles with Ctrl+K and Meta+K and starts by asking for keywords, saying what it finds', async () => {
    const { user } = await openDashboard();
    const dialog = await pressSearchShortcut(user);
    expect(searchBox()).toHaveAttribute('placeholder', 'Buscar...');
    const status = within(dialog).getAllByRole('status')[0]!;
    expect(status).toHaveTextContent('Escribe palabras clave');
    expect(status).toHaveTextContent('productos por nombre o SKU, pedidos por número y facturas por folio');

    await user.keyboard('{Control>}k{/Control}');
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(await pressSearchShortcut(user, 'Meta')).toBeInTheDocument();
  });

  it('opens from the header button too', async () => {
    const { user } = await openDashboard();
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByRole('combobox', { hidden: true })).toHaveAttribute('placeholder', 'Buscar...');
  });

  it('keeps the search box and the results in one column, inside the dialog content', async () => {
    const { user } = await openDashboard();
    const dialog = await pressSearchShortcut(user);
    await user.type(searchBox(), 'pedi');
    const content = dialog.querySelector('.fui-DialogContent');
    expect(content).toContainElement(searchBox());
    expect(content).toContainElement(listbox());
  });

  it('finds pages by title, caption or path, ignoring case and accents, shown by title and caption and never by path', async () => {
    const { user } = await openDashboard();
    await pressSearchShortcut(user);
    await user.type(searchBox(), 'PEDI');
    expect(optionTexts()).toEqual([
      'Pedido rápidoPega una lista o sube una planilla',
      'Pedidos recurrentesRepite un pedido cada semana, con su revisión antes del cierre',
      'PedidosTus pedidos y su estado',
      'AprobacionesPedidos que superan los límites de compra: aprobarlos o rechazarlos',
    ]);
    expect(within(listbox()).getByRole('group', { name: 'E-Commerce', hidden: true })).toContainElement(options()[0] ?? null);

    await user.clear(searchBox());
    await user.type(searchBox(), 'group/');
    expect(optionTexts()).toEqual([
      'DireccionesDespacho y facturación',
      'Mis TarjetasTarjetas guardadas para pagar',
      'FacturasFacturas, deuda y descarga en PDF',
    ]);
    expect(listbox().textContent).not.toContain('/dashboard');

    await user.clear(searchBox());
    await user.type(searchBox(), 'guardadas');
    expect(optionTexts()).toEqual(['Mis TarjetasTarjetas guardadas para pagar']);
  });

  it('says so when nothing matches, quoting the query, once the gateway has answered', async () => {
    const { user } = await openDashboard();
    await pressSearchShortcut(user);
    await user.type(searchBox(), 'yogur');
    const status = await screen.findByText('Sin resultados');
    const message = status.closest('[role="status"]') as HTMLElement;
    expect(message).toHaveTextContent('No hay resultados para "yogur"');
    expect(message).toHaveTextContent('Revisa la ortografía o usa palabras completas.');
    expect(screen.queryByRole('listbox', { hidden: true })).not.toBeInTheDocument();
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers only the pages the role may see', async () => {
    const { user } = await openDashboard('comprador');
    await pressSearchShortcut(user);
    await user.type(searchBox(), 'facturas');
    expect(await screen.findByText('Sin resultados')).toBeInTheDocument();
  });

  it('walks the results with the arrows, Home and End, and opens a page with Enter', async () => {
    const { user, router } = await openDashboard();
    await pressSearchShortcut(user);
    await user.type(searchBox(), '/dashboard/group');
    expect(selectedFlags()).toEqual(['true', 'false', 'false', 'false']);
    expect(searchBox()).toHaveAttribute('aria-activedescendant', options()[0]?.id);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(selectedFlags()).toEqual(['false', 'false', 'true', 'false']);
    expect(searchBox()).toHaveAttribute('aria-activedescendant', options()[2]?.id);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();

    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(selectedFlags()).toEqual(['false', 'false', 'false', 'true']);
    await user.keyboard('{Home}');
    expect(selectedFlags()).toEqual(['true', 'false', 'false', 'false']);
    await user.keyboard('{End}{ArrowDown}{ArrowDown}');
    expect(selectedFlags()).toEqual(['false', 'true', 'false', 'false']);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.location().pathname).toBe('/dashboard/group/six'));
    expect(await screen.findByRole('heading', { name: 'Direcciones', level: 1 })).toBeInTheDocument();
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a result with a click', async () => {
    const { user, router } = await openDashboard();
    await pressSearchShortcut(user);
    await user.type(searchBox(), 'team');
    await user.click(options()[0] as HTMLElement);
    await waitFor(() => expect(router.location().pathname).toBe('/teampurchase'));
  });

  it('finds orders through the gateway and opens one in Pedidos with its detail', async () => {
    const { user, router } = await openDashboard('admin', (query) => (query === 'S00042' ? searchAnswer : nothingFound));
    await pressSearchShortcut(user);
    await user.type(searchBox(), 'S00042');
    const order = await screen.findByRole('option', { name: /Pedido S00042/, hidden: true });
    await user.click(order);
    await waitFor(() => expect(router.location().search).toBe('?pedido=42'));
    expect(router.location().pathname).toBe('/dashboard/three');
  });

  it('uses the English texts of the spec word for word', async () => {
    await i18n.changeLanguage('en');
    const { user } = await openDashboard();
    await pressSearchShortcut(user);
    const box = screen.getByRole('combobox', { hidden: true });
    expect(box).toHaveAttribute('placeholder', 'Search...');
    expect(screen.getAllByRole('status', { hidden: true })[0]).toHaveTextContent('Please enter keywords');
    await user.type(box, 'yogurt');
    const message = (await screen.findByText('Not Found')).closest('[role="status"]') as HTMLElement;
    expect(message).toHaveTextContent('No results found for "yogurt"');
    expect(message).toHaveTextContent('Try checking for typos or using complete words.');
  });
});

describe("the buyer's palette over the gateway", () => {
  const answered = async (search: ReturnType<typeof heldSearch>, user: ReturnType<typeof userEvent.setup>, text: string, output: SearchResults) => {
    await user.type(searchBox(), text);
    await waitFor(() => expect(search.queries().at(-1)).toBe(text.trim()));
    await search.answer({ output });
  };

  it('groups products, orders and invoices after the pages, each with one line about it', async () => {
    const search = heldSearch();
    renderPalette(search, { checkout: (checkout = testCheckout()) });
    const user = userEvent.setup();
    await answered(search, user, 'S00042', searchAnswer);
    const groups = within(listbox()).getAllByRole('group', { hidden: true }).map((group) => group.getAttribute('aria-labelledby'));
    expect(groups.map((id) => document.getElementById(id!)?.textContent)).toEqual(['Productos', 'Pedidos', 'Facturas']);
    expect(optionTexts()).toEqual([
      'Aceite de maravillaAB-002 · Bolsa 1 kg · $2.000 + IVAAgregar',
      'Pedido S0004202-11-2026 · $73.018 · Confirmado',
      'Factura F-00004202-11-2026 · Saldo $73.018 · Por vencer',
    ]);
  });

  it('asks the gateway only after a pause and with two letters or more, trimmed', async () => {
    const search = heldSearch();
    renderPalette(search);
    const user = userEvent.setup();
    await user.type(searchBox(), 'a');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(search.queries()).toEqual([]);
    await user.type(searchBox(), 'ceite ');
    await waitFor(() => expect(search.queries()).toEqual(['aceite']));
    expect(screen.getByText('Buscando productos, pedidos y facturas…')).toBeInTheDocument();
  });

  it("adds a product to a buyer's cart with Enter and stays open for the next, saying what it added", async () => {
    const search = heldSearch();
    checkout = testCheckout();
    const { closed } = renderPalette(search, { checkout });
    const user = userEvent.setup();
    await answered(search, user, 'aceite', { ...nothingFound, products: [product(2, 'Aceite de maravilla')] });
    await user.keyboard('{Enter}');
    expect(checkout.getSnapshot().context.items).toEqual([expect.objectContaining({ id: 2, quantity: 1 })]);
    expect(await screen.findByText('Has agregado Aceite de maravilla al carrito')).toBeInTheDocument();
    expect(checkout.getSnapshot().context.notice).toBeNull();
    await user.keyboard('{Enter}');
    expect(checkout.getSnapshot().context.items).toEqual([expect.objectContaining({ id: 2, quantity: 2 })]);
    expect(closed).toEqual([]);
  });

  it('opens the product instead for a role that does not buy, and for a product out of stock', async () => {
    const search = heldSearch();
    const { router } = renderPalette(search, { role: 'finanzas', checkout: (checkout = testCheckout()) });
    const user = userEvent.setup();
    await answered(search, user, 'aceite', { ...nothingFound, products: [product(2, 'Aceite de maravilla')] });
    expect(options()[0]).toHaveTextContent('Ver');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?id=2'));
    expect(checkout.getSnapshot().context.items).toEqual([]);

    checkout.stop();
    const other = heldSearch();
    checkout = testCheckout();
    const second = renderPalette(other, { checkout });
    await answered(other, user, 'harina', { ...nothingFound, products: [product(4, 'Harina sin polvos', { stock_state: 'out' })] });
    expect(options()[0]).toHaveTextContent('Sin stock');
    await user.click(options()[0]!);
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/detalle'));
    expect(checkout.getSnapshot().context.items).toEqual([]);
  });

  it('opens an invoice in Facturas searched for its folio', async () => {
    const search = heldSearch();
    const { router, closed } = renderPalette(search, { role: 'finanzas' });
    const user = userEvent.setup();
    await answered(search, user, 'F-000042', searchAnswer);
    await user.click(screen.getByRole('option', { name: /Factura F-000042/, hidden: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?folio=F-000042'));
    expect(router.state.location.pathname).toBe('/dashboard/group/five');
    expect(closed).toEqual([true]);
  });

  it('says when the gateway cannot search, keeps the pages, and tries again on request', async () => {
    const search = heldSearch();
    renderPalette(search);
    const user = userEvent.setup();
    await user.type(searchBox(), 'pedidos');
    await waitFor(() => expect(search.queries()).toEqual(['pedidos']));
    await search.answer({ error: new TypeError('Failed to fetch') });
    expect(optionTexts()).toEqual([
      'Pedidos recurrentesRepite un pedido cada semana, con su revisión antes del cierre',
      'PedidosTus pedidos y su estado',
      'AprobacionesPedidos que superan los límites de compra: aprobarlos o rechazarlos',
    ]);
    expect(screen.getByText(/No pudimos buscar productos, pedidos ni facturas/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar', hidden: true }));
    expect(search.queries()).toEqual(['pedidos', 'pedidos']);

    await user.clear(searchBox());
    await user.type(searchBox(), 'zz');
    await waitFor(() => expect(search.queries()).toHaveLength(3));
    await search.answer({ error: new TypeError('Failed to fetch') });
    expect(screen.getByRole('alert', { hidden: true })).toHaveTextContent('No pudimos buscar productos, pedidos ni facturas');
  });

  it('opens an http page in a new window instead of navigating', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const groups: NavGroup[] = [
      { id: 'links', subheader: 'Enlaces', items: [{ id: 'sii', title: 'Sitio del SII', path: 'https://www.sii.cl', icon: 'invoices' }] },
    ];
    const { router, closed } = renderPalette(heldSearch(), { groups });
    await userEvent.setup().type(searchBox(), 'sii{Enter}');
    expect(open).toHaveBeenCalledWith('https://www.sii.cl', '_blank', 'noopener,noreferrer');
    expect(closed).toEqual([true]);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('has no axe violations with every kind of result', async () => {
    const search = heldSearch();
    renderPalette(search, { checkout: (checkout = testCheckout()) });
    await answered(search, userEvent.setup(), 'S00042', searchAnswer);
    await act(async () => {});
    expect(await violations()).toEqual([]);
  });
});
