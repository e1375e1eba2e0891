import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApprovalDetail, ApprovalSummary } from '../../contract/order-approvals';
import type { Role } from '../../contract/vocabulary';
import { isRebuildable, type orderApprovalsMachine, type OrderApprovalsSnapshot } from '../../machines/order-approvals.machine';
import { formatClp } from '../../machines/rules/money';
import { i18n } from '../../src/i18n';
import type { CheckoutActor } from '../../src/kernel/checkout-context';
import { paths } from '../../src/kernel/paths';
import { sentAtText } from '../../src/views/order-approvals/approval-text';
import { OrderApprovalsPage } from '../../src/views/order-approvals/OrderApprovalsPage';
import { model, rejectedDetail, rows } from '../machines/models/order-approvals.model';
import type { ModelEvent } from '../machines/support/model';
import { violations } from './axe';
import { testCheckout } from './checkout.harness';
import { fakeEffects } from './effects-fakes';
import { heldCalls, replayPaths } from './path-replay';
import { renderSignedIn } from './render-signed-in';
import { spanishFailure } from './spanish';

type User = ReturnType<typeof userEvent.setup>;

/** The page's gateway calls, held until the path answers them. */
function heldGateway() {
  const calls = heldCalls(['fetchOrderApprovals', 'fetchApprovalLines'] as const);
  return {
    ...calls,
    effects: fakeEffects({
      orderApprovals: {
        actors: {
          fetchOrderApprovals: calls.held<readonly ApprovalSummary[], void>('fetchOrderApprovals'),
          fetchApprovalLines: calls.held<ApprovalDetail, number>('fetchApprovalLines'),
        },
      },
    }),
  };
}

interface Page {
  calls: ReturnType<typeof heldGateway>;
  user: User;
  checkout: CheckoutActor;
}

function renderPage(role: Role = 'comprador'): Page {
  const calls = heldGateway();
  const checkout = testCheckout();
  renderSignedIn([{ path: paths.orderApprovals, element: <OrderApprovalsPage /> }], { checkout, effects: calls.effects, role });
  return { calls, user: userEvent.setup(), checkout };
}

const text = (key: string, options: Record<string, unknown> = {}) => i18n.t(key, { lng: 'es', ...options });
const button = (name: string | RegExp) => screen.getByRole('button', { name, hidden: true });

/** The card of one request, found by its place in the list. */
function cardOf(s: OrderApprovalsSnapshot, id: number) {
  const list = screen.getByRole('list', { name: text('orderApprovals.list') });
  return within(list).getAllByRole('listitem')[s.context.rows.findIndex((row) => row.id === id)]!;
}

/** Sends `event` as the buyer would, through the page's controls. */
async function send(event: ModelEvent<typeof orderApprovalsMachine>, before: OrderApprovalsSnapshot, { user }: Page) {
  switch (event.type) {
    case 'orderApprovals.retry':
      return user.click(button(text('orderApprovals.retry')));
    case 'orderApprovals.rebuild':
      return user.click(within(cardOf(before, event.id)).getByRole('button', { name: text('orderApprovals.rebuild.action') }));
  }
  throw new Error(`no control sends ${event.type}`);
}

/** What one card says, in the words of the brief: who asked, the total, why it waits, and how it stands. */
const cardTexts: Record<number, readonly string[]> = {
  32: ['Tomás Rojas', 'Por aprobar', '02-03-2026 14:10', '$357.000 · 3 productos', 'Supera el límite por pedido de $300.000', 'Vence el 09-03-2026'],
  34: ['Por aprobar', '$95.200 · 1 producto', 'Con este pedido llega a $1.045.200 este mes, sobre el límite mensual de $1.000.000', 'Vence el 10-03-2026'],
  33: ['Rechazado', 'Con este pedido llega a $477.000 esta semana, sobre el límite semanal de $400.000', 'Rechazado por Daniela Muñoz el 26-02-2026', 'Esta semana no compramos vino.'],
  31: ['Camila Soto', 'Aprobado', 'Aprobado por Daniela Muñoz el 21-02-2026', 'S00812'],
  30: ['Vencido', 'Venció el 17-02-2026'],
};

/** What the buyer must see in each state of the machine. */
async function expectScreen(s: OrderApprovalsSnapshot, { checkout }: Page) {
  const { rows: shown, failure, rebuild } = s.context;
  // The role is known once the session has read the profile.
  expect(await screen.findByRole('heading', { level: 1, name: text('orderApprovals.titleOwn') })).toBeInTheDocument();
  if (s.matches('loading') && shown.length === 0) {
    expect(screen.getByLabelText(text('orderApprovals.loading'))).toBeInTheDocument();
    return;
  }
  if (failure) {
    expect(await screen.findByText(text('orderApprovals.loadFailed'), { exact: false })).toHaveTextContent(spanishFailure(failure));
    return;
  }
  if (shown.length === 0) {
    expect(await screen.findByRole('heading', { level: 2, name: text('orderApprovals.emptyOwn') })).toBeInTheDocument();
    return;
  }
  const list = await screen.findByRole('list', { name: text('orderApprovals.list') });
  expect(within(list).getAllByRole('listitem')).toHaveLength(shown.length);
  for (const row of shown) {
    const card = cardOf(s, row.id);
    for (const said of cardTexts[row.id] ?? []) expect(card).toHaveTextContent(said);
    expect(within(card).getByRole('button', { name: text('orderApprovals.openNamed', { name: row.requested_by.name, date: sentAtText(row.created_at) }) })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^(Volver a armar el carrito|Armando el carrito…)$/ }) !== null).toBe(isRebuildable(row));
  }
  expect(within(cardOf(s, 31)).getByRole('link', { name: 'S00812' })).toHaveAttribute('href', '/dashboard/three?pedido=812');
  const card = cardOf(s, 33);
  if (s.matches('rebuilding')) expect(within(card).getByRole('button', { name: text('orderApprovals.rebuild.busy') })).toBeDisabled();
  // The cart answers within the same send, so handing the lines to it is already answered on the page.
  if (s.matches('handingToCart') || rebuild?.outcome === 'added') {
    expect(await within(card).findByText(text('orderApprovals.rebuild.added'))).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: text('orderApprovals.rebuild.goToCart') })).toHaveAttribute('href', paths.checkout);
    expect(checkout.getSnapshot().context.items.map((item) => [item.id, item.quantity])).toEqual([
      [501, 4],
      [502, 12.5],
    ]);
  } else expect(within(card).queryByText(text('orderApprovals.rebuild.added'))).not.toBeInTheDocument();
  if (rebuild?.outcome === 'failed') expect(await within(card).findByText(text('orderApprovals.rebuild.failed'), { exact: false })).toHaveTextContent(spanishFailure(rebuild.failure));
}

describe('Aprobaciones (a buyer\'s own requests) along the machine paths', { timeout: 60_000 }, () => {
  replayPaths(model, {
    render: () => renderPage(),
    send,
    expectScreen,
    // Only a rejected or expired request offers its lines back; the cart answers within the click.
    walkable: (event, before) =>
      event.type !== 'orderApprovals.cartAnswered' &&
      event.type !== 'orderApprovals.reload' &&
      (event.type !== 'orderApprovals.rebuild' || before.context.rows.some((row) => row.id === event.id && isRebuildable(row))),
    leftOut: [
      // The page's cart answers at once (the paths above see its answer); a refusal is the checkout's own test.
      /handingToCart --orderApprovals\.cartAnswered-->/,
      // A decision taken in a request's detail: order-approval.paths.test.tsx sees the list read again.
      /loaded --orderApprovals\.reload-->/,
    ],
  });
});

describe('Aprobaciones', () => {
  it('shows an admin the company\'s requests to decide, with no way to put them in the cart', async () => {
    const page = renderPage('admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedidos por aprobar' })).toBeInTheDocument();
    await page.calls.answer('fetchOrderApprovals', { output: rows });
    const list = await screen.findByRole('list', { name: text('orderApprovals.list') });
    expect(within(list).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Tomás Rojas', 'Tomás Rojas', 'Tomás Rojas', 'Camila Soto', 'Tomás Rojas']);
    expect(within(list).queryByRole('button', { name: text('orderApprovals.rebuild.action') })).not.toBeInTheDocument();
    expect(within(list).getAllByRole('button', { name: /^Ver solicitud de/ })).toHaveLength(rows.length);
    expect(await violations()).toEqual([]);
  });

  it('tells an admin when nothing waits', async () => {
    const page = renderPage('admin');
    await page.calls.answer('fetchOrderApprovals', { output: [] });
    expect(await screen.findByRole('heading', { level: 2, name: 'No hay pedidos esperando aprobación.' })).toBeInTheDocument();
  });

  it('tells a buyer when they sent nothing, and has no axe violations with their requests shown', async () => {
    const page = renderPage();
    await page.calls.answer('fetchOrderApprovals', { output: [] });
    expect(await screen.findByRole('heading', { level: 2, name: 'No has enviado pedidos para aprobación.' })).toBeInTheDocument();
    const again = renderPage();
    await again.calls.answer('fetchOrderApprovals', { output: rows });
    await screen.findAllByRole('button', { name: text('orderApprovals.rebuild.action') });
    expect(await violations()).toEqual([]);
  });

  it('reads the request asked for and puts its lines in the cart, saying so where the focus goes', async () => {
    const page = renderPage();
    await page.calls.answer('fetchOrderApprovals', { output: rows });
    const rejected = within(screen.getByRole('list', { name: text('orderApprovals.list') })).getAllByRole('listitem')[2]!;
    await page.user.click(within(rejected).getByRole('button', { name: text('orderApprovals.rebuild.action') }));
    expect(page.calls.inputs('fetchApprovalLines')).toEqual([33]);
    await page.calls.answer('fetchApprovalLines', { output: rejectedDetail });
    const said = await within(rejected).findByText(text('orderApprovals.rebuild.added'));
    expect(document.activeElement).toContainElement(said);
    expect(formatClp(page.checkout.getSnapshot().context.items.reduce((sum, item) => sum + item.quantity * item.list_price, 0))).toBe('$204.500');
  });
});
