import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { generatePath, matchRoutes, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagesFor, type Access, type PageFor } from '../../src/app/route-table';
import { routes } from '../../src/app/routes';
import { lazyArea, page } from '../../src/app/routes/page';
import { signedInRoutes } from '../../src/app/routes/signed-in.routes';
import { i18n } from '../../src/i18n';
import { navigation } from '../../src/views/shell/navigation';
import { renderApp } from './render-app';
import { daniela, sessionFor } from './shell-routes.harness';

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('es');
});

// The first page of a run waits for its lazy chunks to be transformed, seconds on a busy machine.
const heading = (name: string) => screen.findByRole('heading', { name, level: 1 }, { timeout: 20_000 });

/** A page's address: its path, without the parameters it may go without. */
const addressOf = (path: string) => (path.includes(':') ? generatePath(path, {}) : path);

/**
 * Each page of the route table (src/app/route-table.ts) open to `access`, at its address, with the heading
 * it shows. A page with no heading below is a type error, and, as Vitest does not type-check, a failed test.
 */
const cases = <A extends Access>(access: A, headings: Record<PageFor<A>, string>) =>
  pagesFor(access).map(([name, { path }]) => [addressOf(path), headings[name] as string | undefined, name] as const);

/** What demo sees at each signed-in page, over fake effects. */
const signedInPages = cases('signedIn', {
  dashboard: 'Hola, Daniela Muñoz',
  catalogue: 'Hola, Daniela Muñoz',
  analytics: 'Análisis de compras',
  subscription: 'Club CXTI',
  orders: 'Pedidos',
  company: 'Empresa',
  invoices: 'Facturas',
  addresses: 'Direcciones',
  cards: 'Mis Tarjetas',
  product: 'Hola, Daniela Muñoz',
  checkout: 'Finalizar compra',
  paymentSuccess: 'Falta el número de tu pago',
  paymentError: 'Falta el número de tu pago',
  paymentPending: 'Falta el número de tu pago',
  batchCart: 'Carrito de lote',
  teamPurchaseDone: 'Compra en equipo confirmada',
  orderGuide: 'Mis habituales',
  quickOrder: 'Pedido rápido',
  recurringOrders: 'Pedidos recurrentes',
  accountStatement: 'Estado de cuenta',
  invoicePayment: 'Pagar facturas',
  orderApprovals: 'Pedidos por aprobar',
});

/** What a visitor sees at each page open to visitors. */
const visitorPages = cases('visitor', {
  login: 'Inicia sesión',
  register: 'Crea la cuenta de tu empresa',
  verification: 'Verifica tu correo',
  resetRequest: '¿Olvidaste tu contraseña?',
  resetSent: 'Revisa tu correo',
  resetConfirm: 'Crea una contraseña nueva',
  invitation: 'Únete a tu empresa en Despensa',
  notFound: 'Página no encontrada',
  terms: 'Términos y condiciones',
  faq: 'Preguntas frecuentes',
  welcome: 'Te damos la bienvenida a Despensa',
  teamPurchase: 'Team Purchase (Beta)',
  productDetail: 'Producto no encontrado',
  publicCatalogue: 'Nuestro catálogo',
});

describe('route table: signed-in pages', { timeout: 20_000 }, () => {
  it.each(signedInPages)('%s renders its page, headed "%s", in the dashboard layout', async (address, title, name) => {
    if (title === undefined) expect.fail(`${name} has no heading in this test`);
    const { logic, input } = sessionFor();
    const { router } = renderApp(address, logic, input);
    const pageHeading = await heading(title);
    expect(screen.getByRole('main')).toContainElement(pageHeading);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await waitFor(() => expect(router.location().pathname).toBe(address));
  });

  it('sends / to /dashboard', async () => {
    const { logic, input } = sessionFor();
    const { router } = renderApp('/', logic, input);
    expect(await heading('Hola, Daniela Muñoz')).toBeInTheDocument();
    await waitFor(() => expect(router.location().pathname).toBe('/dashboard'));
  });

  it('has a route for every path of the navigation', () => {
    const paths = navigation.flatMap((group) => group.items.map((item) => item.path));
    const table = [...routes.filter((route) => route.path !== '*'), ...signedInRoutes];
    for (const path of paths) {
      const matched = matchRoutes(table, path)?.at(-1)?.route;
      expect(matched?.path, path).not.toBe('*');
    }
  });
});

describe('route table: public pages', { timeout: 20_000 }, () => {
  it.each(visitorPages)('%s shows "%s" to a visitor', async (address, title, name) => {
    if (title === undefined) expect.fail(`${name} has no heading in this test`);
    const { logic, input } = sessionFor(daniela, { signedIn: false });
    const { router } = renderApp(address, logic, input);
    expect(await heading(title)).toBeInTheDocument();
    await waitFor(() => expect(router.location().pathname).toBe(address));
  });

  it('quotes the minimum order, the cutoff and Ley 19.628 in the terms', async () => {
    const { logic, input } = sessionFor(daniela, { signedIn: false });
    renderApp('/terminos-y-condiciones', logic, input);
    await heading('Términos y condiciones');
    expect(screen.getByRole('heading', { name: '5. Pedido mínimo', level: 2 })).toBeInTheDocument();
    expect(screen.getByText(/al menos \$50\.000 neto/)).toBeInTheDocument();
    expect(screen.getByText(/antes de las 14:00, hora de Santiago/)).toBeInTheDocument();
    expect(screen.getByText(/Ley N° 19\.628/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '9. Reclamos y devoluciones de perecibles' })).toBeInTheDocument();
  });

  it('answers the FAQ one question at a time', async () => {
    const { logic, input } = sessionFor(daniela, { signedIn: false });
    renderApp('/faq', logic, input);
    await heading('Preguntas frecuentes');
    const question = screen.getByRole('button', { name: '¿Hay un monto mínimo de compra?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/\$50\.000 neto \(sin IVA\) por pedido/)).toBeVisible();
    for (const name of ['¿Qué días despachan?', '¿Hasta qué hora puedo pedir para recibir al día siguiente?', '¿Cómo puedo pagar?', '¿Qué significa el estado de una factura?', '¿Qué es el Club CXTI?']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('leads a visitor of the welcome page to sign in or register', async () => {
    const { logic, input } = sessionFor(daniela, { signedIn: false });
    renderApp('/bienvenida', logic, input);
    await heading('Te damos la bienvenida a Despensa');
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/auth/jwt/login');
    expect(screen.getByRole('link', { name: 'Crear cuenta de empresa' })).toHaveAttribute('href', '/auth/jwt/register');
    expect(screen.getByRole('heading', { name: 'Despacho al día siguiente', level: 2 })).toBeInTheDocument();
  });

  it('offers a visitor of the main layout a sign-in link instead of an account menu', async () => {
    const { logic, input } = sessionFor(daniela, { signedIn: false });
    renderApp('/teampurchase', logic, input);
    await heading('Team Purchase (Beta)');
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/auth/jwt/login');
    expect(within(banner).getByRole('link', { name: 'Preguntas frecuentes' })).toHaveAttribute('href', '/faq');
    expect(within(banner).queryByRole('button', { name: /Cuenta de/ })).not.toBeInTheDocument();
  });
});

describe('the product detail', () => {
  it('keeps a signed-in buyer in the dashboard, with its navigation, and a visitor in the main layout', async () => {
    const signedIn = sessionFor();
    renderApp('/detalle', signedIn.logic, signedIn.input);
    // The dashboard's navigation, behind its menu button on this narrow screen.
    expect(await screen.findByRole('button', { name: 'Abrir menú' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(await within(screen.getByRole('banner')).findByRole('button', { name: 'Cuenta de Daniela Muñoz' })).toBeInTheDocument();
    cleanup();

    const visitor = sessionFor(daniela, { signedIn: false });
    renderApp('/detalle', visitor.logic, visitor.input);
    const banner = await screen.findByRole('banner', {}, { timeout: 20_000 });
    expect(await within(banner).findByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abrir menú' })).not.toBeInTheDocument();
  });
});

describe('guard', () => {
  it.each(['/dashboard/group/five?estado=Vencida', '/product/checkout'])('sends a visitor of %s to the login with returnTo', async (path) => {
    const { logic, input } = sessionFor(daniela, { signedIn: false });
    const { router } = renderApp(path, logic, input);
    expect(await heading('Inicia sesión')).toBeInTheDocument();
    await waitFor(() => expect(router.location().pathname).toBe('/auth/jwt/login'));
    expect(new URLSearchParams(router.location().search).get('returnTo')).toBe(path);
  });

  it('sends an unknown path to /404', async () => {
    const { logic, input } = sessionFor();
    const { router } = renderApp('/dashboard-viejo/lo-que-sea', logic, input);
    expect(await heading('Página no encontrada')).toBeInTheDocument();
    await waitFor(() => expect(router.location().pathname).toBe('/404'));
  });
});

describe('header', () => {
  it('shows who is signed in and logs out from the account menu', async () => {
    const { logic, input, logOut } = sessionFor();
    const { router } = renderApp('/dashboard/three', logic, input);
    await heading('Pedidos');
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Cuenta de Daniela Muñoz' }));
    const menu = await screen.findByRole('menu');
    expect(screen.getByText('Daniela Muñoz')).toBeVisible();
    expect(screen.getByText('demo@despensa.cl')).toBeVisible();
    await user.click(within(menu).getByRole('menuitem', { name: 'Cerrar sesión' }));
    expect(await heading('Inicia sesión')).toBeInTheDocument();
    expect(logOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(router.location().pathname).toBe('/auth/jwt/login'));
    // Whoever signs in next on this device is not sent to the previous user's page.
    expect(router.location().search).toBe('');
  });

  it('links the logo home and the FAQs to /faq', async () => {
    const { logic, input } = sessionFor();
    renderApp('/dashboard/three', logic, input);
    await heading('Pedidos');
    expect(screen.getByRole('link', { name: 'Despensa, ir al inicio' })).toHaveAttribute('href', '/dashboard');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Preguntas frecuentes' })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toHaveAttribute('href', '#contenido');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenido');
  });
});

describe('error page', () => {
  function Boom(): never {
    throw new Error('La lista de precios no llegó');
  }
  // A lazy area whose import() rejects as Chromium words it (a deploy replaced the chunk, the network fell).
  const browserText = 'Failed to fetch dynamically imported module: /assets/orders.js';
  const unreachableArea = lazyArea(() => Promise.reject<{ OrdersPage: () => null }>(new TypeError(browserText)), { effects: false });
  const Unreachable = lazy(() => unreachableArea().then((area) => ({ default: area.OrdersPage })));
  const withBrokenRoutes: RouteObject[] = [
    { path: '/roto', element: <Boom /> },
    { path: '/caido', element: page(<Unreachable />) },
    ...routes,
  ];

  it('shows the message of what a page threw and a way home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { logic, input } = sessionFor();
    renderApp('/roto', logic, input, { routes: withBrokenRoutes });
    expect(await heading('¡Error inesperado de la aplicación!')).toBeInTheDocument();
    expect(screen.getByText('La lista de precios no llegó')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  it('says in the reader\'s language, never the browser\'s English, that a page\'s code could not be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await i18n.changeLanguage('en');
    const { logic, input } = sessionFor();
    renderApp('/caido', logic, input, { routes: withBrokenRoutes });
    expect(await heading('We could not load this page.')).toBeInTheDocument();
    expect(screen.getByText('Check your connection or reload to get the latest version.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByText(browserText)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the start' })).toHaveAttribute('href', '/');
  });

  it('offers a reload where a page chunk could not be fetched, and only there', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const user = userEvent.setup();
    const { logic, input } = sessionFor();
    const { router } = renderApp('/caido', logic, input, { routes: withBrokenRoutes });
    expect(await heading('No pudimos cargar esta página.')).toBeInTheDocument();
    expect(screen.getByText('Revisa tu conexión o recarga para obtener la versión más reciente.')).toBeInTheDocument();
    expect(screen.queryByText(browserText)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '¡Error inesperado de la aplicación!' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Recargar' }));
    expect(reload).toHaveBeenCalledOnce();

    act(() => router.navigate('/roto'));
    expect(await screen.findByText('La lista de precios no llegó')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recargar' })).not.toBeInTheDocument();
    expect(screen.queryByText(/No pudimos cargar/)).not.toBeInTheDocument();
  });

  it('leaves the failure behind on a navigation elsewhere', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { logic, input } = sessionFor();
    const { router } = renderApp('/roto', logic, input, { routes: withBrokenRoutes });
    expect(await heading('¡Error inesperado de la aplicación!')).toBeInTheDocument();
    act(() => router.navigate('/dashboard/three'));
    expect(await heading('Pedidos')).toBeInTheDocument();
    expect(screen.queryByText('La lista de precios no llegó')).not.toBeInTheDocument();
  });

  it('leaves the other routes working', async () => {
    const { logic, input } = sessionFor();
    renderApp('/dashboard/three', logic, input, { routes: withBrokenRoutes });
    expect(await heading('Pedidos')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('¡Error inesperado de la aplicación!')).not.toBeInTheDocument());
  });
});
