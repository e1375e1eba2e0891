import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect } from 'vitest';
import { assign, setup, type AnyActorLogic, type AnyMachineSnapshot, type EventObject } from 'xstate';
import type { ApprovalSent } from '../../contract/order-approvals';
import type { BuyerSpending } from '../../contract/spending-limits';
import { approvalRequestMachine, type ApprovalRequestActor, type ApprovalRequestOutput, type SendForApprovalInput } from '../../machines/approval-request.machine';
import { isAddedNotice } from '../../machines/checkout.notices';
import { minimumOrderNotice, totalsOf } from '../../machines/checkout.selectors';
import type { AddressOptions, CheckoutContext, CheckoutEvent, HeldOrderState } from '../../machines/checkout.types';
import type { PaymentOutput } from '../../machines/payment.types';
import { formatClp } from '../../machines/rules/money';
import type { CheckoutActor } from '../../src/kernel/checkout-context';
import { model } from '../machines/models/checkout.model';
import { renderCheckout, testCheckout } from './checkout.harness';
import { heldCalls, replayPaths } from './path-replay';
import { spanishFailure, spanishNotice } from './spanish';

/**
 * What the page's machine invokes, held until the path answers: Direcciones' read, Pago's read of the
 * spending rule and its request for approval (the real machine, over a held send), and Pago's payment as a
 * stand-in that ends as the path says (the payment machine's own paths and the Pago tests cover the rest).
 */
function heldEffects() {
  const calls = heldCalls(['readAddressOptions', 'readHeldOrder', 'cancelHeldOrder', 'readSpending', 'sendForApproval'] as const);
  const approvalRequest = approvalRequestMachine.provide({
    actors: { sendForApproval: calls.held<ApprovalSent, SendForApprovalInput>('sendForApproval') },
    actions: { logError: () => {} },
  });
  const payment = setup({
    types: { context: {} as { output: PaymentOutput | null }, events: {} as { type: 'end'; output: PaymentOutput } | { type: 'break' } },
    actions: {
      breakDown: () => {
        throw new Error('payment machine failed');
      },
    },
  }).createMachine({
    context: { output: null },
    initial: 'paying',
    states: {
      paying: { on: { end: { target: 'ended', actions: assign({ output: ({ event }) => event.output }) }, break: { actions: 'breakDown' } } },
      ended: { type: 'final' },
    },
    output: ({ context }) => context.output,
  });
  return {
    calls,
    readAddressOptions: calls.held<AddressOptions, void>('readAddressOptions'),
    readHeldOrder: calls.held<HeldOrderState, { orderId: number }>('readHeldOrder'),
    cancelHeldOrder: calls.held<unknown, { orderId: number }>('cancelHeldOrder'),
    payment: { logic: payment },
    readSpending: calls.held<BuyerSpending, void>('readSpending'),
    approvalRequest: { logic: approvalRequest },
  };
}

type User = ReturnType<typeof userEvent.setup>;
type Calls = ReturnType<typeof heldEffects>['calls'];

const stepNames = ['Carrito', 'Direcciones', 'Pago'];

const direct = (checkout: CheckoutActor, event: CheckoutEvent) => act(() => checkout.send(event));

async function clickIfShown(user: User, checkout: CheckoutActor, event: CheckoutEvent, role: 'button' | 'radio', name: string | RegExp) {
  const control = screen.queryByRole(role, { name });
  const usable = control && !control.hasAttribute('disabled') && !(role === 'radio' && (control as HTMLInputElement).checked);
  if (usable) return user.click(control);
  return direct(checkout, event);
}

/**
 * Sends `event` the way the buyer would, through the page's own controls, where the page offers it now;
 * what comes from elsewhere (the catalogue, another tab, the session, a forward jump the page does not
 * offer, an incomplete step the page does not let go on) goes to the actor directly, and the page must
 * follow. The payment, a machine of its own here, ends as the path says.
 */
async function send(event: CheckoutEvent, user: User, checkout: CheckoutActor, calls: Calls) {
  const answered = event as EventObject & { output?: unknown; error?: unknown };
  if (answered.type.endsWith('.approvalRequest')) return answerApproval(answered, user, checkout, calls);
  const payment = checkout.getSnapshot().children.payment as { send: (event: { type: string; output?: unknown }) => void } | undefined;
  if (answered.type === 'xstate.done.actor.payment') return act(() => payment!.send({ type: 'end', output: answered.output }));
  if (answered.type === 'xstate.error.actor.payment') return act(() => payment!.send({ type: 'break' }));
  const step = checkout.getSnapshot().context.activeStep;
  // An order waiting for its payment is cancelled from its own panel.
  if (event.type === 'checkout.cancelHeldOrder') return clickIfShown(user, checkout, event, 'button', 'Cancelar el pedido');
  // A held order offers no control that would change it: what the path sends then comes from elsewhere.
  if (checkout.getSnapshot().hasTag('paymentHeld')) return direct(checkout, event);
  const line = checkout.getSnapshot().context.items.find((item) => 'id' in event && item.id === event.id);
  switch (event.type) {
    case 'cart.increase':
      return step === 0 && line ? user.click(screen.getByRole('button', { name: `Sumar uno de ${line.product_name}` })) : direct(checkout, event);
    case 'cart.decrease':
      return step === 0 && line ? user.click(screen.getByRole('button', { name: `Quitar uno de ${line.product_name}` })) : direct(checkout, event);
    case 'cart.remove':
      return step === 0 && line ? user.click(screen.getByRole('button', { name: `Eliminar ${line.product_name} del carrito` })) : direct(checkout, event);
    case 'cart.setQuantity': {
      if (step !== 0 || !line) return direct(checkout, event);
      const box = screen.getByRole('textbox', { name: `Cantidad de ${line.product_name}` });
      await user.clear(box);
      return user.type(box, `${String(event.quantity).replace('.', ',')}{Enter}`);
    }
    case 'cart.dismissNotice':
      return clickIfShown(user, checkout, event, 'button', 'Cerrar aviso');
    case 'cart.undoRemove':
      return clickIfShown(user, checkout, event, 'button', 'Deshacer');
    case 'checkout.setPurchaseOrderNumber': {
      // An empty cart shows the way to the catalogue instead of an order to number.
      const box = screen.queryByRole('textbox', { name: /Número de orden de compra/ });
      if (!box) return direct(checkout, event);
      await user.clear(box);
      return user.type(box, event.value);
    }
    case 'checkout.next':
      // In Pago the order is placed by paying, which Pago's own tests cover.
      return step === 2 ? direct(checkout, event) : clickIfShown(user, checkout, event, 'button', 'Continuar');
    case 'checkout.applyBilling':
      return clickIfShown(user, checkout, event, 'button', 'Continuar');
    case 'checkout.back':
      return user.click(screen.getByRole('button', { name: 'Volver' }));
    case 'checkout.goto':
      return event.step < step ? user.click(screen.getByRole('button', { name: stepNames[event.step]! })) : direct(checkout, event);
    case 'checkout.setDelivery':
      return event.delivery.type === 'pickup'
        ? clickIfShown(user, checkout, event, 'radio', /Retiro en tienda/)
        : clickIfShown(user, checkout, event, 'radio', /Local Providencia/);
    case 'checkout.setScheduledDate':
      return clickIfShown(user, checkout, event, 'radio', 'martes 24-11-2026');
    case 'checkout.setPaymentMethod':
      return clickIfShown(user, checkout, { ...event, paymentMethodId: 2 }, 'radio', /Crédito a 30 días/);
    case 'checkout.retryOptions':
      return clickIfShown(user, checkout, event, 'button', 'Reintentar');
    case 'checkout.pay':
      return clickIfShown(user, checkout, event, 'button', /^(Pagar|Reintentar)/);
    case 'checkout.confirmTotal':
      return clickIfShown(user, checkout, event, 'button', /^Sí, pagar \$/);
    case 'checkout.reviewTotal':
      return clickIfShown(user, checkout, event, 'button', 'Revisar el pedido');
    default:
      return direct(checkout, event);
  }
}

/**
 * How the request for approval goes, through the page: sent (or retried) by its button, and the held
 * send answered as the path's snapshot or outcome says.
 */
async function answerApproval(event: EventObject & { output?: unknown }, user: User, checkout: CheckoutActor, calls: Calls) {
  const request = () => checkout.getSnapshot().children.approvalRequest as ApprovalRequestActor;
  const sendIt = async () => {
    if (request().getSnapshot().matches('draft')) await user.click(screen.getByRole('button', { name: 'Enviar para aprobación' }));
    if (request().getSnapshot().matches('failed')) await user.click(screen.getByRole('button', { name: 'Reintentar' }));
  };
  // The checkout follows the request's snapshots; one like the request's own changes nothing.
  if (event.type === 'xstate.snapshot.approvalRequest') {
    const { snapshot } = event as unknown as { snapshot: { value: string } };
    const sending = request().getSnapshot().matches('sending');
    if (snapshot.value === 'sending') return sending ? undefined : sendIt();
    return sending ? calls.answer('sendForApproval', { error: { code: 'network' } }) : undefined;
  }
  await sendIt();
  const { outcome, sent, failure } = event.output as ApprovalRequestOutput;
  return calls.answer('sendForApproval', outcome === 'sent' ? { output: sent } : { error: failure });
}

/** What the buyer reads of the rule the order breaks. */
function spanishReason(context: CheckoutContext): string {
  const reason = context.approval.draft!.reason;
  return `Este pedido supera tu límite por pedido de ${formatClp(reason.limit)}. Por eso necesita la aprobación de un administrador de tu empresa.`;
}

/** Waits for what the page loads in the step it shows, so a click finds its control. */
async function settle(state: AnyMachineSnapshot) {
  if (state.matches({ editing: { direcciones: 'ready' } })) await screen.findByRole('radiogroup', { name: 'Fecha de entrega' });
  if (state.matches({ editing: 'pago' })) await screen.findByRole('radiogroup', { name: 'Medio de pago' });
}

/** What the buyer sees for the machine's state: the step, the totals, the notice. */
function expectScreen(state: AnyMachineSnapshot, checkout: CheckoutActor) {
  const context = state.context as CheckoutContext;
  const steps = screen.getByRole('navigation', { name: 'Pasos de la compra' });
  const current = steps.querySelector('[aria-current="step"]');

  if (state.matches('completed')) {
    expect(current).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Pedido enviado' })).toBeInTheDocument();
  } else if (state.matches('awaitingPayment')) {
    // The lines belong to the order: its payment page, cancelling it, and no way back through the steps.
    expect(current).toHaveTextContent(stepNames[context.activeStep]!);
    expect(within(steps).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Tu pedido espera su pago' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver y pagar el pedido' })).toHaveAttribute('href', `/product/pendiente?order_id=${context.heldOrderId}`);
    expect(screen.getByRole('button', { name: /Cancelar el pedido|Cancelando el pedido/ })).toHaveProperty('disabled', state.hasTag('busy'));
    expect(screen.queryByRole('button', { name: /^Pagar/ })).not.toBeInTheDocument();
    if (state.matches({ awaitingPayment: 'cancelFailed' })) expect(screen.getByText(spanishFailure(context.heldOrderFailure!))).toBeInTheDocument();
  } else if (context.approval.sent && context.items.length === 0) {
    // Sent for approval: the fresh cart shows the request, where to follow it and when it expires.
    expect(current).toHaveTextContent('Carrito');
    expect(screen.getByRole('heading', { level: 2, name: 'Pedido enviado para aprobación' })).toHaveFocus();
    expect(screen.getByText('Enviamos tu pedido para aprobación. Te avisaremos por correo cuando lo aprueben o rechacen.')).toBeInTheDocument();
    expect(screen.getByText('Si nadie lo revisa, la solicitud vence el 01-12-2026.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver la solicitud' })).toHaveAttribute('href', `/dashboard/aprobaciones?solicitud=${context.approval.sent.approval_id}`);
  } else {
    const name = stepNames[context.activeStep]!;
    const held = state.hasTag('paymentHeld');
    expect(current).toHaveTextContent(name);
    expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    // A payment holding the order leaves no way back to an earlier step, nor another method.
    for (const earlier of stepNames.slice(0, context.activeStep)) {
      expect(within(steps).queryByRole('button', { name: earlier }) !== null).toBe(!held);
    }
    if (context.activeStep === 2) {
      expect(screen.getByRole('button', { name: 'Volver' })).toHaveProperty('disabled', held);
      for (const method of screen.getAllByRole('radio')) expect(method).toHaveProperty('disabled', held);
    }

    if (context.items.length === 0) {
      expect(screen.getByText('Tu carrito está vacío.')).toBeInTheDocument();
      expect(screen.queryByText('Pedido enviado para aprobación')).not.toBeInTheDocument();
    } else {
      const panel = screen.getByRole('region', { name: 'Resumen' });
      const totals = totalsOf(context);
      expect(within(panel).getByText('Total', { selector: 'dt' }).nextElementSibling).toHaveTextContent(formatClp(totals.total));
      expect(within(panel).getByText('Subtotal neto', { selector: 'dt' }).nextElementSibling).toHaveTextContent(formatClp(totals.subTotal));
    }
    const minimum = context.items.length > 0 && context.activeStep === 0 ? minimumOrderNotice(context) : null;
    if (minimum) expect(screen.getByText(spanishNotice(minimum))).toBeInTheDocument();
    // Direcciones says when it could not read what it offers; Pago, when the gateway placed no order.
    if (state.matches({ editing: { direcciones: 'failed' } })) expect(screen.getByText(spanishFailure(context.optionsFailure!))).toBeInTheDocument();
    if (state.matches({ editing: { pago: 'unplaced' } })) expect(screen.getByText(spanishFailure(context.attempt!.failure!))).toBeInTheDocument();
    if (state.matches({ editing: { pago: 'confirmingTotal' } })) {
      const usual = formatClp(context.addressOptions?.usualOrderTotal ?? 0);
      expect(screen.getByRole('alert')).toHaveTextContent(`Este pedido suma ${formatClp(totalsOf(context).total)}, mucho más que tus pedidos habituales (unos ${usual}).`);
      expect(screen.getByRole('button', { name: `Sí, pagar ${formatClp(totalsOf(context).total)}` })).toBeInTheDocument();
    }
    if (state.matches({ editing: { pago: 'pricesChanged' } })) {
      expect(screen.getByRole('button', { name: `Pagar ${formatClp(totalsOf(context).total)} con los precios actuales` })).toBeInTheDocument();
    }
    // An order above the rule: why, and "Enviar para aprobación" in place of "Pagar"; on its way, nothing else; failed, why and a retry.
    if (state.matches({ editing: { pago: 'approval' } })) {
      expect(screen.getByText(spanishReason(context))).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Pagar/ })).not.toBeInTheDocument();
      const request = (checkout.getSnapshot().children.approvalRequest as ApprovalRequestActor).getSnapshot();
      if (state.matches({ editing: { pago: { approval: 'sending' } } })) {
        expect(screen.getByRole('button', { name: 'Enviando para aprobación…' })).toHaveAttribute('aria-disabled', 'true');
      } else if (request.matches('failed')) {
        expect(screen.getByRole('alert')).toHaveTextContent(spanishFailure(request.context.failure!));
        expect(screen.getByRole('button', { name: 'Reintentar' })).toHaveFocus();
      } else {
        expect(screen.getByRole('button', { name: 'Enviar para aprobación' })).not.toHaveAttribute('aria-disabled');
      }
    }
    if (state.matches({ editing: { pago: 'choosing' } }) && context.approval.unneeded) {
      expect(screen.getByText(spanishFailure(context.approval.unneeded))).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /^Pagar/ })).toHaveFocus();
    }
  }

  // The catalogue's "added" confirmations stay there; in Carrito the minimum is said under the lines.
  const added = context.notice !== null && isAddedNotice(context.notice);
  const shown = context.notice && !added && !(context.activeStep === 0 && context.notice.code === 'belowMinimum') ? context.notice : null;
  if (shown) expect(screen.getByText(spanishNotice(shown))).toBeInTheDocument();
  if (added) expect(screen.queryByText(spanishNotice(context.notice!))).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cerrar aviso' }) !== null).toBe(shown !== null);
  expect(screen.queryByRole('button', { name: 'Deshacer' }) !== null).toBe(shown?.code === 'lineRemoved');
}

describe('the checkout page walks the checkout model’s paths', { timeout: 30_000 }, () => {
  replayPaths(model, {
    render: (input) => {
      const held = heldEffects();
      const checkout = testCheckout(input, {
        readAddressOptions: held.readAddressOptions,
        readHeldOrder: held.readHeldOrder,
        cancelHeldOrder: held.cancelHeldOrder,
        payment: held.payment as { logic: AnyActorLogic },
        readSpending: held.readSpending,
        approvalRequest: held.approvalRequest as { logic: AnyActorLogic },
      });
      renderCheckout(checkout);
      return { checkout, calls: held.calls, user: userEvent.setup() };
    },
    // A credit order placed leaves for its confirmation page, where checkout.test.tsx follows it; the real
    // approval machine the page runs does not break (its own paths cover it, and the machine test a broken one).
    walkable: (event) =>
      !(event.type === 'xstate.done.actor.payment' && (event.output as PaymentOutput).outcome === 'confirmed') && event.type !== 'xstate.error.actor.approvalRequest',
    leftOut: [/--xstate\.done\.actor\.payment\[isPlacedOnCredit\]-->/, /--xstate\.error\.actor\.approvalRequest-->/],
    send: async (event, _, { checkout, user, calls }) => {
      await settle(checkout.getSnapshot());
      await send(event as CheckoutEvent, user, checkout, calls);
    },
    expectScreen: async (expected, { checkout }) => {
      await settle(expected);
      expect(checkout.getSnapshot().value).toEqual(expected.value);
      expectScreen(expected, checkout);
    },
    cleanup: ({ checkout }) => checkout.stop(),
  });
});
