import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApprovalDetail, ApprovalPlaced, ApprovalSummary } from '../../contract/order-approvals';
import type { CreatePaymentResponse } from '../../contract/payments';
import type { Role } from '../../contract/vocabulary';
import type { ApproveInput, orderApprovalMachine, OrderApprovalSnapshot, PayInput } from '../../machines/order-approval.machine';
import { i18n } from '../../src/i18n';
import type { CheckoutActor } from '../../src/kernel/checkout-context';
import { paths } from '../../src/kernel/paths';
import { OrderApprovalsPage } from '../../src/views/order-approvals/OrderApprovalsPage';
import { dayText } from '../../src/views/common/recurring-text';
import { creditShort, currentPrices, dates, model, priceChanged, rejectedDetail, rejectedSummary, waiting } from '../machines/models/order-approval.model';
import type { ModelEvent } from '../machines/support/model';
import { violations } from './axe';
import { testCheckout } from './checkout.harness';
import { fakeEffects } from './effects-fakes';
import { heldCalls, replayPaths } from './path-replay';
import { renderSignedIn } from './render-signed-in';
import { spanishFailure } from './spanish';

type User = ReturnType<typeof userEvent.setup>;

/** The page's gateway calls, held until the path answers them; the provider's page is only recorded. */
function heldGateway() {
  const calls = heldCalls(['fetchOrderApprovals', 'fetchApprovalLines', 'fetchApproval', 'approve', 'fetchDeliveryDates', 'pay', 'reject'] as const);
  const redirects: string[] = [];
  const { held } = calls;
  return {
    calls,
    redirects,
    effects: fakeEffects({
      orderApprovals: {
        actors: {
          fetchOrderApprovals: held<readonly ApprovalSummary[], void>('fetchOrderApprovals'),
          fetchApprovalLines: held<ApprovalDetail, number>('fetchApprovalLines'),
        },
      },
      orderApproval: {
        actors: {
          fetchApproval: held<ApprovalDetail, number>('fetchApproval'),
          approve: held<ApprovalPlaced, ApproveInput>('approve'),
          fetchDeliveryDates: held<readonly string[], void>('fetchDeliveryDates'),
          pay: held<CreatePaymentResponse, PayInput>('pay'),
          reject: held<ApprovalSummary, { id: number; reason: string }>('reject'),
        },
        actions: { redirectToProvider: (_, { url }) => void redirects.push(url) },
      },
    }),
  };
}

interface Page {
  calls: ReturnType<typeof heldGateway>['calls'];
  redirects: string[];
  user: User;
  router: ReturnType<typeof renderSignedIn>['router'];
}

function renderPage(address = `${paths.orderApprovals}?solicitud=32`, { role = 'admin', checkout = null }: { role?: Role; checkout?: CheckoutActor | null } = {}): Page {
  const gateway = heldGateway();
  const { router } = renderSignedIn([{ path: paths.orderApprovals, element: <OrderApprovalsPage /> }], { effects: gateway.effects, role, checkout, path: address });
  return { calls: gateway.calls, redirects: gateway.redirects, user: userEvent.setup(), router };
}

const text = (key: string, options: Record<string, unknown> = {}) => i18n.t(key, { lng: 'es', ...options });
/**
 * Fluent's drawer and dialogs leave the page aria-hidden in jsdom (no layout, so no focus trap): every query
 * includes hidden nodes, and a dialog is found by its title's text, as aria-hidden empties its name.
 */
const button = (name: string | RegExp) => screen.getByRole('button', { name, hidden: true });
const titled = (title: string) => screen.queryAllByRole('dialog', { hidden: true }).find((dialog) => dialog.querySelector('h2')?.textContent === title);
const rejectTitle = () => text('orderApprovals.reject.title');
const found = (dialog: HTMLElement | undefined, title: string) => {
  if (!dialog) throw new Error(`no dialog titled ${title}`);
  return dialog;
};
const drawer = () => found(screen.queryAllByRole('dialog', { hidden: true }).find((dialog) => dialog.querySelector('h2')?.textContent?.startsWith('Solicitud')), 'Solicitud…');
const rejectDialog = () => found(titled(rejectTitle()), rejectTitle());

/** Sends `event` as the approver would, through the detail's controls. */
async function send(event: ModelEvent<typeof orderApprovalMachine>, _before: OrderApprovalSnapshot, { user }: Page) {
  switch (event.type) {
    case 'orderApproval.retry':
    case 'orderApproval.retryDates':
    case 'orderApproval.retryApprove':
      return user.click(button(text('orderApprovals.retry')));
    case 'orderApproval.approve':
      return user.click(button(text('orderApprovals.decide.approve')));
    case 'orderApproval.acceptPrices':
      return user.click(button(text('orderApprovals.prices.accept')));
    case 'orderApproval.approveOnDate':
      await user.click(screen.getByRole('radio', { name: dayText(i18n.getFixedT('es'), event.date), hidden: true }));
      return user.click(button(text('orderApprovals.date.approve', { date: event.date.split('-').reverse().join('-') })));
    case 'orderApproval.retryPayment':
      return user.click(button(text('orderApprovals.pay.retry')));
    case 'orderApproval.back':
      return user.click(button(text('orderApprovals.decide.back')));
    case 'orderApproval.reject':
      return user.click(within(drawer()).getByRole('button', { name: text('orderApprovals.decide.reject'), hidden: true }));
    case 'orderApproval.confirmReject': {
      const reason = within(rejectDialog()).getByRole('textbox', { name: /Motivo del rechazo/, hidden: true });
      await user.clear(reason);
      await user.type(reason, event.reason);
      return user.keyboard('{Enter}');
    }
    case 'orderApproval.cancelReject':
      return user.click(within(rejectDialog()).getByRole('button', { name: text('orderApprovals.reject.cancel'), hidden: true }));
  }
  throw new Error(`no control sends ${event.type}`);
}

/** What the approver must see in each state of the machine. */
async function expectScreen(s: OrderApprovalSnapshot, { redirects }: Page) {
  const { detail, failure, placed } = s.context;
  const title = detail ? `Solicitud de ${detail.requested_by.name}` : text('orderApprovals.detail.titleLoading');
  const shown = await waitFor(() => found(titled(title), title));
  const inDrawer = within(shown);
  if (s.matches('loading') && !detail) expect(inDrawer.getByText(text('orderApprovals.detail.loading'))).toBeInTheDocument();
  if (s.matches('failed')) {
    expect(inDrawer.getByRole('alert', { hidden: true })).toHaveTextContent(`${text('orderApprovals.detail.loadFailed')} ${spanishFailure(failure!)}`);
    expect(inDrawer.getByRole('button', { name: text('orderApprovals.retry'), hidden: true })).toBeInTheDocument();
  }
  if (!detail) return;

  const state = placed ? 'placed' : detail.state;
  expect(inDrawer.getByText(text(`orderApprovals.state.${state}`))).toBeInTheDocument();
  expect(shown).toHaveTextContent('Supera el límite por pedido de $300.000');
  const lines = inDrawer.getByRole('list', { name: text('orderApprovals.detail.lines'), hidden: true });
  expect(within(lines).getAllByRole('listitem', { hidden: true }).map((item) => item.querySelector('bdi')?.textContent)).toEqual(detail.lines.map((line) => line.name));
  // The quantity is isolated, so a right-to-left page does not read "un 5".
  expect(shown).toHaveTextContent('\u20685 un\u2069 × $38.000 neto');
  expect(shown).toHaveTextContent('Código PAL-HASS');
  expect(shown).toHaveTextContent('Av. Irarrázaval 1234, Ñuñoa, Metropolitana');
  expect(shown).toHaveTextContent('Visa •••• 4242');
  expect(shown).toHaveTextContent('OC-2026-118');
  expect(shown).toHaveTextContent('04-03-2026');
  expect(shown).toHaveTextContent('IVA (19 %)$57.000');
  expect(shown).toHaveTextContent('Total$357.000');

  const offered = (name: string) => inDrawer.queryByRole('button', { name, hidden: true });
  const decides = s.matches('waiting') && detail.can_decide;
  expect(offered(text('orderApprovals.decide.approve')) !== null).toBe(decides || s.matches('confirmingReject') || s.matches('rejecting'));
  if (decides) expect(offered(text('orderApprovals.decide.approve'))).toBeEnabled();
  if (s.matches('waiting') && !detail.can_decide) expect(shown).toHaveTextContent(text('orderApprovals.detail.waitingOwn'));
  if (s.matches('waiting')) expect(shown).toHaveTextContent('Vence el 09-03-2026');
  if (s.matches('approving')) expect(inDrawer.getAllByText(text('orderApprovals.decide.approving')).length).toBeGreaterThan(0);
  if (s.matches('pricesChanged')) {
    expect(shown).toHaveTextContent('Aceite de oliva 5 L: $38.000 → $39.500');
    expect(shown).not.toHaveTextContent('Palta Hass: ');
    expect(shown).toHaveTextContent('Nuevo total: $365.925 (antes $357.000)');
    expect(offered(text('orderApprovals.prices.accept'))).toBeEnabled();
  }
  if (s.matches('dateUnavailable')) expect(shown).toHaveTextContent('El pedido era para el 04-03-2026, que ya no se puede entregar.');
  if (s.matches({ dateUnavailable: 'loadingDates' })) expect(inDrawer.getByText(text('orderApprovals.date.loading'))).toBeInTheDocument();
  if (s.matches({ dateUnavailable: 'datesFailed' })) expect(inDrawer.getByRole('alert', { hidden: true })).toHaveTextContent(`${text('orderApprovals.date.failed')} ${spanishFailure(failure!)}`);
  if (s.matches({ dateUnavailable: 'choosing' })) {
    const radios = inDrawer.getAllByRole('radio', { hidden: true });
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(dates);
    expect(radios[0]).toBeChecked();
  }
  if (s.matches('approveFailed')) expect(inDrawer.getByRole('alert', { hidden: true })).toHaveTextContent(`${text('orderApprovals.decide.failed')} ${spanishFailure(failure!)}`);
  if (s.matches('paying')) expect(shown).toHaveTextContent('El pedido S00813 se paga con Visa •••• 4242: abriendo el pago…');
  if (s.matches('payFailed')) {
    expect(inDrawer.getByRole('alert', { hidden: true })).toHaveTextContent(`El pedido S00813 quedó hecho, pero no pudimos abrir su pago. ${spanishFailure(failure!)}`);
    expect(offered(text('orderApprovals.pay.retry'))).toBeEnabled();
  }
  if (s.matches('redirecting')) {
    expect(shown).toHaveTextContent(text('orderApprovals.pay.redirecting'));
    expect(redirects.at(-1)).toBe('https://pagos.example/checkout/813');
  }
  if (placed || detail.order) {
    const order = placed ? { id: placed.order_id, name: placed.name } : detail.order!;
    expect(inDrawer.getByRole('link', { name: `Ver el pedido ${order.name}`, hidden: true })).toHaveAttribute('href', `/dashboard/three?pedido=${order.id}`);
  }
  if (s.matches('placed') && placed) expect(shown).toHaveTextContent('Aprobaste la solicitud: el pedido S00812 quedó hecho.');
  if (s.matches('placed') && !placed) expect(shown).toHaveTextContent('Aprobado por Daniela Muñoz el 03-03-2026');
  if (s.matches('rejected')) {
    expect(shown).toHaveTextContent('Rechazado por Daniela Muñoz el 03-03-2026');
    expect(shown).toHaveTextContent('Motivo del rechazo: Este mes ya compramos aceite.');
  }
  if (s.matches('expired')) {
    expect(shown).toHaveTextContent('Venció el 09-03-2026');
    expect(shown).toHaveTextContent(text('orderApprovals.detail.expiredNote'));
  }
  if (s.matches('confirmingReject') || s.matches('rejecting')) {
    const dialog = await waitFor(rejectDialog);
    expect(dialog).toHaveTextContent('Se lo diremos a Tomás Rojas.');
    const submit = within(dialog).getByRole('button', { name: text(s.matches('rejecting') ? 'orderApprovals.reject.busy' : 'orderApprovals.reject.submit'), hidden: true });
    expect(submit).toHaveProperty('disabled', s.matches('rejecting'));
    if (failure) expect(within(dialog).getByRole('alert', { hidden: true })).toHaveTextContent(`${text('orderApprovals.reject.failed')} ${spanishFailure(failure)}`);
  } else {
    await waitFor(() => expect(titled(rejectTitle())).toBeUndefined());
  }
}

describe('a request for approval along the machine paths', { timeout: 120_000 }, () => {
  replayPaths(model, {
    render: () => renderPage(),
    send,
    expectScreen,
    // No control offers a date the gateway did not, and an empty reason is never sent (the dialog says why).
    walkable: (event) =>
      !(event.type === 'orderApproval.approveOnDate' && !dates.includes(event.date)) && !(event.type === 'orderApproval.confirmReject' && event.reason.trim() === ''),
  });
});

/** Opens the request as the e-mail's link does, answered `detail`; the focus goes inside the drawer, as a browser's trap puts it. */
async function openedOn(detail: ApprovalDetail, options: Parameters<typeof renderPage>[1] = {}) {
  const page = renderPage(`${paths.orderApprovals}?solicitud=${detail.id}`, options);
  await page.calls.answer('fetchApproval', { output: detail });
  const close = await screen.findByRole('button', { name: text('orderApprovals.detail.close'), hidden: true });
  act(() => close.focus());
  return page;
}

describe('a request for approval', { timeout: 30_000 }, () => {
  it('keeps one key per approval asked: a retry sends the same, the new prices a new one', async () => {
    const page = await openedOn(waiting);
    await page.user.click(button('Aprobar'));
    await page.calls.answer('approve', { error: creditShort });
    await page.user.click(button('Reintentar'));
    await page.calls.answer('approve', { error: priceChanged });
    await page.user.click(button('Aprobar con los precios nuevos'));
    const [first, retry, repriced] = page.calls.inputs('approve') as ApproveInput[];
    expect(first).toEqual({ id: 32, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/), body: {} });
    expect(retry).toEqual(first);
    expect(repriced).toEqual({ id: 32, idempotencyKey: expect.not.stringMatching(first!.idempotencyKey), body: { prices: currentPrices } });
  });

  it('approves for another date when the one asked for has passed, and pays a card order at once', async () => {
    const page = await openedOn(waiting);
    await page.calls.answer('fetchOrderApprovals', { output: [] });
    await page.user.click(button('Aprobar'));
    await page.calls.answer('approve', { error: { status: 422, code: 'scheduled_date_unavailable', message: 'La fecha ya pasó.' } });
    await page.calls.answer('fetchDeliveryDates', { output: dates });
    await page.user.click(screen.getByRole('radio', { name: 'viernes 06-03-2026', hidden: true }));
    await page.user.click(button('Aprobar con entrega el 06-03-2026'));
    expect((page.calls.inputs('approve').at(-1) as ApproveInput).body).toEqual({ scheduled_date: '2026-03-06' });
    await page.calls.answer('approve', { output: { order_id: 813, name: 'S00813', amount_total: 357_000, payment_method_id: 1007, needs_payment: true } });
    expect(page.calls.inputs('pay')).toEqual([{ order_id: 813, payment_method_id: 1007, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    // The list reads the request's state again once it is decided.
    expect(page.calls.inputs('fetchOrderApprovals')).toHaveLength(2);
  });

  it('keeps the open request in the address: closing removes it, a card puts it back', async () => {
    const page = await openedOn(waiting);
    await page.user.click(button(text('orderApprovals.detail.close')));
    await waitFor(() => expect(page.router.state.location.search).toBe(''));
    await page.calls.answer('fetchOrderApprovals', { output: [waiting] });
    await page.user.click(await screen.findByRole('button', { name: /^Ver solicitud de Tomás Rojas/ }));
    await waitFor(() => expect(page.router.state.location.search).toBe('?solicitud=32'));
    expect(page.calls.inputs('fetchApproval')).toEqual([32, 32]);
  });

  it('is decided with the keyboard alone: Escape leaves the reason, Enter sends it', async () => {
    const page = await openedOn(waiting);
    const reject = within(drawer()).getByRole('button', { name: 'Rechazar', hidden: true });
    act(() => reject.focus());
    await page.user.keyboard('{Enter}');
    const reason = await waitFor(() => within(rejectDialog()).getByRole('textbox', { hidden: true }));
    act(() => reason.focus());
    await page.user.keyboard('{Enter}');
    expect(within(rejectDialog()).getByText('Escribe el motivo del rechazo.')).toBeInTheDocument();
    await page.user.keyboard('{Escape}');
    await waitFor(() => expect(titled(rejectTitle())).toBeUndefined());
    await waitFor(() => expect(reject).toHaveFocus());
    await page.user.keyboard('{Enter}');
    act(() => within(rejectDialog()).getByRole('textbox', { hidden: true }).focus());
    await page.user.keyboard('No es urgente este mes.{Enter}');
    expect(page.calls.inputs('reject')).toEqual([{ id: 32, reason: 'No es urgente este mes.' }]);
  });

  it('is approved for another date with the keyboard alone: the arrows choose the date, Enter approves', async () => {
    const page = await openedOn(waiting);
    act(() => button('Aprobar').focus());
    await page.user.keyboard('{Enter}');
    await page.calls.answer('approve', { error: { status: 422, code: 'scheduled_date_unavailable', message: 'La fecha ya pasó.' } });
    await page.calls.answer('fetchDeliveryDates', { output: dates });
    // What approving met takes the focus, so it is read; the dates follow it.
    await waitFor(() => expect(document.activeElement).toHaveTextContent('La fecha de entrega ya no está disponible'));
    act(() => screen.getByRole('radio', { name: 'jueves 05-03-2026', hidden: true }).focus());
    await page.user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'viernes 06-03-2026', hidden: true })).toBeChecked();
    // Tab inside Fluent's focus trap is moved by the trap from the layout, which jsdom lacks: the focus is put on the next control.
    act(() => button('Aprobar con entrega el 06-03-2026').focus());
    await page.user.keyboard('{Enter}');
    expect((page.calls.inputs('approve').at(-1) as ApproveInput).body).toEqual({ scheduled_date: '2026-03-06' });
  });

  it('lets a buyer put a rejected request back in the cart from its detail', async () => {
    const checkout = testCheckout();
    const page = await openedOn(rejectedDetail, { role: 'comprador', checkout });
    await page.calls.answer('fetchOrderApprovals', { output: [rejectedSummary] });
    expect(within(drawer()).queryByRole('button', { name: 'Aprobar', hidden: true })).not.toBeInTheDocument();
    await page.user.click(within(drawer()).getByRole('button', { name: 'Volver a armar el carrito', hidden: true }));
    expect(page.calls.inputs('fetchApprovalLines')).toEqual([32]);
    await page.calls.answer('fetchApprovalLines', { output: rejectedDetail });
    expect(await within(drawer()).findByText('Pusimos los productos de esta solicitud en tu carrito.')).toBeInTheDocument();
    expect(checkout.getSnapshot().context.items.map((item) => [item.id, item.quantity])).toEqual([
      [501, 5],
      [502, 27.5],
    ]);
    checkout.stop();
  });

  it('has no axe violations while it waits for the decision, nor with the new prices shown', async () => {
    const page = await openedOn(waiting);
    expect(await violations()).toEqual([]);
    await page.user.click(button('Aprobar'));
    await page.calls.answer('approve', { error: priceChanged });
    await screen.findByText('Cambiaron los precios');
    expect(await violations()).toEqual([]);
  });
});
