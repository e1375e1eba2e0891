import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { ApprovalDetail, ApprovalSummary } from '../../contract/order-approvals';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { NavGroup } from '../../src/views/shell/navigation';
import { NavMini } from '../../src/views/shell/NavMini';
import { NavVerticalList } from '../../src/views/shell/NavVerticalList';
import { afterFirstPaint } from '../../src/views/common/after-first-paint';
import { rejectedSummary, waiting as waitingRequest } from '../machines/models/order-approval.model';
import { violations } from './axe';
import { appEffects } from './effects-fakes';
import { renderApp } from './render-app';
import { screenWidth } from './screen-width';
import { specPaths } from './spec-navigation';
import { daniela, sessionFor, storedSettings } from './shell-routes.harness';

let restoreScreen: () => void = () => {};
afterEach(() => restoreScreen());

async function openDashboard(path: string, role: string, options: { isPremium?: boolean; layout?: 'vertical' | 'mini' | 'horizontal' } = {}) {
  const { logic, input } = sessionFor({ ...daniela, role, isPremium: options.isPremium ?? false });
  const view = renderApp(path, logic, input, { settings: storedSettings({ themeLayout: options.layout ?? 'vertical' }) });
  const nav = await screen.findByRole('navigation', { name: 'Navegación principal' }, { timeout: 20_000 });
  return { ...view, nav };
}

/** The names of the links to the spec's pages (tests/views/spec-navigation.ts), in their order. */
const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .filter((link) => specPaths.has(link.getAttribute('href') ?? ''))
    .map((link) => link.getAttribute('aria-label') ?? link.textContent);

describe('side navigation on a large screen', () => {
  it('shows an admin the three groups, marks the current page and navigates in place', async () => {
    restoreScreen = screenWidth(1280);
    const { nav, router } = await openDashboard('/dashboard/three', 'admin');
    for (const name of ['E-Commerce', 'Mis Datos', 'Beta']) expect(within(nav).getByRole('group', { name })).toBeInTheDocument();
    expect(linkNames(nav)).toEqual([
      'E-Commerce',
      'Suscripción CXTI',
      'Pedidos',
      'DashboardTus compras en gráficos',
      'Empresa',
      'Direcciones',
      'Mis Tarjetas',
      'Facturas',
      'Team Purchase (Beta)Compra en lote a precio de grupo',
    ]);
    expect(within(nav).getByRole('link', { name: 'Pedidos' })).toHaveAttribute('aria-current', 'page');

    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Direcciones' }));
    await waitFor(() => expect(router.location().pathname).toBe('/dashboard/group/six'));
    expect(await screen.findByRole('heading', { name: 'Direcciones', level: 1 })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Direcciones' })).toHaveAttribute('aria-current', 'page');
  });

  it('hides from a buyer what the role does not cover', async () => {
    restoreScreen = screenWidth(1280);
    const { nav } = await openDashboard('/dashboard', 'comprador');
    expect(linkNames(within(nav).getByRole('group', { name: 'E-Commerce' }))).toEqual([
      'E-Commerce',
      'Pedidos',
      'DashboardTus compras en gráficos',
    ]);
    expect(linkNames(within(nav).getByRole('group', { name: 'Mis Datos' }))).toEqual([
      'Direcciones',
    ]);
    for (const name of [/Suscripción CXTI/, /Empresa/, /Mis Tarjetas/, /Facturas/]) {
      expect(within(nav).queryByRole('link', { name })).not.toBeInTheDocument();
    }
  });

  it('shows finance orders, the purchases dashboard, the company, cards, invoices and the team purchases it follows', async () => {
    restoreScreen = screenWidth(1280);
    const { nav } = await openDashboard('/dashboard/group/five', 'finanzas');
    expect(linkNames(nav)).toEqual(['Pedidos', 'DashboardTus compras en gráficos', 'Empresa', 'Mis Tarjetas', 'Facturas', 'Team Purchase (Beta)Compra en lote a precio de grupo']);
  });

  it('tells a club member "Eres Cliente CXTI" instead of offering the subscription', async () => {
    restoreScreen = screenWidth(1280);
    const { nav } = await openDashboard('/dashboard', 'admin', { isPremium: true });
    expect(within(nav).getByRole('link', { name: 'Eres Cliente CXTI' })).toHaveAttribute('href', '/dashboard/suscripcion');
    expect(within(nav).queryByRole('link', { name: 'Suscripción CXTI' })).not.toBeInTheDocument();
  });

  it('collapses to the mini layout and back with the toggle', async () => {
    restoreScreen = screenWidth(1280);
    const { nav } = await openDashboard('/dashboard/three', 'admin');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Contraer menú' }));

    // The mini layout's code comes with the setting that asks for it.
    const orders = await within(nav).findByRole('link', { name: 'Pedidos' });
    expect(orders).toHaveTextContent('');
    expect(orders).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard: Tus compras en gráficos' })).toHaveAttribute('href', '/dashboard/one');

    await user.click(screen.getByRole('button', { name: 'Expandir menú' }));
    expect(within(nav).getByRole('link', { name: 'Pedidos' })).toHaveTextContent('Pedidos');
  });

  it('draws the horizontal layout as a bar without the toggle', async () => {
    restoreScreen = screenWidth(1280);
    const { nav } = await openDashboard('/dashboard/three', 'admin', { layout: 'horizontal' });
    expect(await within(nav).findByRole('link', { name: 'Pedidos' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('group', { name: 'Mis Datos' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Contraer menú|Expandir menú/ })).not.toBeInTheDocument();
  });
});

describe('the approvals badge', () => {
  type Layout = 'vertical' | 'mini' | 'horizontal';

  /** Pedidos in `layout`, signed in as `role`, with the gateway's count of the orders waiting for approval answered by `waiting`. */
  async function openWithBadge(role: string, layout: Layout, waiting: () => Promise<number>) {
    restoreScreen = screenWidth(1280);
    const { logic, input } = sessionFor({ ...daniela, role });
    const reads = { waiting: vi.fn(waiting), requests: vi.fn(async () => []) };
    renderApp('/dashboard/three', logic, input, { settings: storedSettings({ themeLayout: layout }), effects: appEffects({ approvalReads: reads }) });
    const nav = await screen.findByRole('navigation', { name: 'Navegación principal' }, { timeout: 20_000 });
    return { nav, reads };
  }

  const approvalsLink = async (nav: HTMLElement) =>
    waitFor(() => {
      const link = within(nav).getAllByRole('link').find((candidate) => candidate.getAttribute('href') === '/dashboard/aprobaciones');
      expect(link).toBeDefined();
      return link as HTMLElement;
    });

  it.each<Layout>(['vertical', 'horizontal'])('shows an admin how many orders wait, named, beside Aprobaciones right after Pedidos (%s)', async (layout) => {
    const { nav } = await openWithBadge('admin', layout, async () => 3);
    const badge = await within(nav).findByRole('img', { name: '3 pedidos por aprobar' });
    const link = await approvalsLink(nav);
    expect(link).toContainElement(badge);
    expect(badge).toHaveTextContent('3');
    expect(link).toHaveAccessibleName(/ 3 pedidos por aprobar$/);
    const hrefs = within(within(nav).getByRole('group', { name: 'E-Commerce' }))
      .getAllByRole('link')
      .map((item) => item.getAttribute('href'));
    expect(hrefs[hrefs.indexOf('/dashboard/three') + 1]).toBe('/dashboard/aprobaciones');
  });

  it('says the count in the mini layout’s name of the link, where the badge sits on the icon', async () => {
    const { nav } = await openWithBadge('admin', 'mini', async () => 3);
    const link = await within(nav).findByRole('link', { name: /, 3 pedidos por aprobar$/ });
    expect(link).toHaveAttribute('href', '/dashboard/aprobaciones');
    expect(within(link).getByRole('img', { name: '3 pedidos por aprobar' })).toHaveTextContent('3');
  });

  it('reads the count again when the buyer comes back to the tab, and draws no badge when none wait', async () => {
    let waiting = 3;
    const { nav, reads } = await openWithBadge('admin', 'vertical', async () => waiting);
    await within(nav).findByRole('img', { name: '3 pedidos por aprobar' });
    waiting = 1;
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(await within(nav).findByRole('img', { name: '1 pedido por aprobar' })).toBeInTheDocument();
    waiting = 0;
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(within(nav).queryByRole('img', { name: /por aprobar/ })).not.toBeInTheDocument());
    expect(reads.waiting).toHaveBeenCalledTimes(3);
    expect(await approvalsLink(nav)).toBeInTheDocument();
  });

  it('reads the count again as soon as the admin decides a request, without waiting for the tab or the timer', async () => {
    restoreScreen = screenWidth(1280);
    let waiting = 1;
    const { logic, input } = sessionFor(daniela);
    const reads = { waiting: vi.fn(async () => waiting), requests: vi.fn(async () => []) };
    const effects = appEffects({
      approvalReads: reads,
      orderApprovals: { actors: { fetchOrderApprovals: fromPromise<readonly ApprovalSummary[], void>(async () => (waiting > 0 ? [waitingRequest] : [rejectedSummary])) } },
      orderApproval: {
        actors: {
          fetchApproval: fromPromise<ApprovalDetail, number>(async () => waitingRequest),
          reject: fromPromise<ApprovalSummary, { id: number; reason: string }>(async () => {
            waiting = 0;
            return rejectedSummary;
          }),
        },
      },
    });
    renderApp('/dashboard/aprobaciones?solicitud=32', logic, input, { settings: storedSettings({ themeLayout: 'vertical' }), effects });
    const nav = await screen.findByRole('navigation', { name: 'Navegación principal' }, { timeout: 20_000 });
    await within(nav).findByRole('img', { name: '1 pedido por aprobar' });

    const user = userEvent.setup();
    const panel = await waitFor(() => screen.getAllByRole('dialog', { hidden: true }).find((dialog) => dialog.querySelector('h2')?.textContent?.startsWith('Solicitud de'))!);
    await user.click(await within(panel).findByRole('button', { name: 'Rechazar', hidden: true }));
    const reason = await waitFor(() => screen.getByRole('textbox', { name: /Motivo del rechazo/, hidden: true }));
    await user.type(reason, 'No este mes.{Enter}');

    await waitFor(() => expect(within(nav).queryByRole('img', { name: /por aprobar/ })).not.toBeInTheDocument());
    expect(reads.waiting).toHaveBeenCalledTimes(2);
  });

  it('leaves the badge out when the count cannot be read', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { nav, reads } = await openWithBadge('admin', 'vertical', () => Promise.reject(new TypeError('Failed to fetch')));
    await waitFor(() => expect(reads.waiting).toHaveBeenCalled());
    await waitFor(() => expect(logged.mock.calls.some((call) => String(call[0]).includes('orders waiting for approval'))).toBe(true));
    expect(within(nav).queryByRole('img', { name: /por aprobar/ })).not.toBeInTheDocument();
    expect(await approvalsLink(nav)).toHaveAccessibleName(expect.not.stringMatching(/por aprobar/));
  });

  it.each(['comprador', 'finanzas'])('never asks the count for %s, whom the gateway would refuse', async (role) => {
    const { nav, reads } = await openWithBadge(role, 'vertical', async () => 3);
    await act(() => afterFirstPaint());
    // The comprador's notice in Pedidos reads once that paint is behind the page: the badge would have by then.
    if (role === 'comprador') await waitFor(() => expect(reads.requests).toHaveBeenCalled());
    expect(reads.waiting).not.toHaveBeenCalled();
    expect(within(nav).queryByRole('img', { name: /por aprobar/ })).not.toBeInTheDocument();
  });

  it('has no axe violations with the badge in each layout', async () => {
    for (const layout of ['vertical', 'mini', 'horizontal'] as const) {
      const { nav } = await openWithBadge('admin', layout, async () => 12);
      await within(nav).findByRole('img', { name: '12 pedidos por aprobar' });
      expect(await violations(), layout).toEqual([]);
      cleanup();
    }
  });
});

describe('navigation on a small screen', () => {
  it('keeps the navigation in a drawer that closes once a link is followed', async () => {
    restoreScreen = screenWidth(390);
    const { logic, input } = sessionFor();
    const { router } = renderApp('/dashboard', logic, input);
    const open = await screen.findByRole('button', { name: 'Abrir menú' }, { timeout: 20_000 });
    expect(screen.queryByRole('navigation', { name: 'Navegación principal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Contraer menú' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(open);
    // jsdom has no layout, so Fluent's focus trap never sees the drawer take focus and leaves it marked
    // aria-hidden (which also blanks its accessible name); the e2e suite checks the real accessibility tree.
    const drawer = await screen.findByRole('dialog', { hidden: true });
    expect(drawer).toHaveAttribute('aria-label', 'Navegación principal');
    expect(open).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(drawer).getAllByRole('link', { hidden: true }).find((link) => link.textContent === 'Pedidos') as HTMLElement);
    await waitFor(() => expect(router.location().pathname).toBe('/dashboard/three'));
    expect(await screen.findByRole('heading', { name: 'Pedidos', level: 1 })).toBeInTheDocument();
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });
});

describe('navigation items', () => {
  const groups: NavGroup[] = [
    {
      id: 'g',
      subheader: 'Enlaces',
      items: [
        { id: 'sii', title: 'Sitio del SII', path: 'https://www.sii.cl', icon: 'invoices' },
        { id: 'orders', title: 'Pedidos', path: '/dashboard/three', icon: 'orders', info: 120 },
        { id: 'cart', title: 'Carrito', path: '/dashboard/two', icon: 'catalogue', info: 7 },
        { id: 'off', title: 'Reportes', path: '/reportes', icon: 'analytics', disabled: true },
        {
          id: 'company',
          title: 'Empresa',
          path: '/dashboard/group',
          icon: 'company',
          children: [{ id: 'users', title: 'Usuarios', path: '/dashboard/group/usuarios', icon: 'company' }],
        },
      ],
    },
  ];

  function renderItems(element: ReactNode) {
    const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] });
    render(
      <FluentProvider theme={webLightTheme}>
        <RouterProvider router={router} />
      </FluentProvider>,
    );
    return router;
  }

  it('opens a path with http in a new tab and says so', () => {
    renderItems(<NavVerticalList groups={groups} activeId={null} />);
    const external = screen.getByRole('link', { name: /Sitio del SII/ });
    expect(external).toHaveAttribute('href', 'https://www.sii.cl');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).toHaveAccessibleName('Sitio del SII (se abre en una pestaña nueva)');
    expect(screen.getByRole('link', { name: /Pedidos/ })).not.toHaveAttribute('target');
  });

  it('does the same in the mini layout', () => {
    renderItems(<NavMini groups={groups} activeId={null} />);
    const external = screen.getByRole('link', { name: 'Sitio del SII (se abre en una pestaña nueva)' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('caps a counter at 99+', () => {
    renderItems(<NavVerticalList groups={groups} activeId={null} />);
    expect(screen.getByRole('link', { name: /Pedidos/ })).toHaveTextContent('Pedidos99+');
    expect(screen.getByRole('link', { name: /Carrito/ })).toHaveTextContent('Carrito7');
  });

  it('names a labelled counter with its whole count, in the list and in the mini layout', () => {
    const counted: NavGroup[] = [
      { id: 'g', subheader: 'Enlaces', items: [{ id: 'approvals', title: 'Aprobaciones', path: '/dashboard/aprobaciones', icon: 'orderApprovals', info: 120, infoLabel: 'nav.approvalsBadge' }] },
    ];
    renderItems(<NavVerticalList groups={counted} activeId={null} />);
    expect(screen.getByRole('img', { name: '120 pedidos por aprobar' })).toHaveTextContent('99+');
    expect(screen.getByRole('link', { name: /Aprobaciones/ })).toHaveAccessibleName('Aprobaciones 120 pedidos por aprobar');
    cleanup();
    renderItems(<NavMini groups={counted} activeId={null} />);
    expect(screen.getByRole('link', { name: 'Aprobaciones, 120 pedidos por aprobar' })).toHaveAttribute('href', '/dashboard/aprobaciones');
  });

  it('shows a disabled item without a link', () => {
    renderItems(<NavVerticalList groups={groups} activeId={null} />);
    expect(screen.queryByRole('link', { name: /Reportes/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Reportes/ })).toBeDisabled();
  });

  it('opens an item with children to reach them', async () => {
    const router = renderItems(<NavVerticalList groups={groups} activeId={null} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Empresa/ }));
    await user.click(await screen.findByRole('link', { name: /Usuarios/ }));
    expect(router.state.location.pathname).toBe('/dashboard/group/usuarios');
  });

  it('lists the children of an item in a menu in the mini layout', async () => {
    const router = renderItems(<NavMini groups={groups} activeId={null} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Empresa' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Usuarios' }));
    expect(router.state.location.pathname).toBe('/dashboard/group/usuarios');
  });
});
