import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { minimumOrderNotice, type CheckoutContext, type CheckoutEvent, type CheckoutInput } from '../../machines/checkout.machine';
import { isAddedNotice } from '../../machines/checkout.notices';
import { formatClp } from '../../machines/rules/money';
import { model } from '../machines/models/checkout.model';
import { modelPaths, type ModelPath } from '../machines/support/model';
import { coveringPaths } from '../machines/support/path-cover';
import { renderCheckout, testCheckout } from './checkout.harness';
import { pathCases, shadowOf, statesNotShown, walkPath } from './path-replay';
import type { CheckoutActor } from '../../src/app/checkout-context';

type User = ReturnType<typeof userEvent.setup>;

/** How many paths go through the page; the machine tests walk all of them. */
const sampleSize = 14;

/** Greedy picks: each the path that shows the most states not yet shown, then the most new moves. */
function replayedPaths(): ModelPath[] {
  const all = modelPaths(model);
  return coveringPaths(all, { most: sampleSize });
}

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
 * offer, an incomplete step the page does not let go on) goes to the actor directly, and the page must follow.
 */
async function replay(event: CheckoutEvent, user: User, checkout: CheckoutActor) {
  const step = checkout.getSnapshot().context.activeStep;
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
    default:
      return direct(checkout, event);
  }
}

/** Waits for what the page loads in the step it shows, so a click finds its control. */
async function settle(step: number) {
  if (step === 1) await screen.findByRole('radiogroup', { name: 'Fecha de entrega' });
  if (step === 2) await screen.findByRole('radiogroup', { name: 'Medio de pago' });
}

/** What the buyer sees for the machine's state: the step, the totals, the notice. */
function expectScreen(state: AnyMachineSnapshot) {
  const context = state.context as CheckoutContext;
  const steps = screen.getByRole('navigation', { name: 'Pasos de la compra' });
  const current = steps.querySelector('[aria-current="step"]');

  if (state.matches('completed')) {
    expect(current).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Pedido enviado' })).toBeInTheDocument();
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
    } else {
      const panel = screen.getByRole('region', { name: 'Resumen' });
      expect(within(panel).getByText('Total', { selector: 'dt' }).nextElementSibling).toHaveTextContent(formatClp(context.total));
      expect(within(panel).getByText('Subtotal neto', { selector: 'dt' }).nextElementSibling).toHaveTextContent(formatClp(context.subTotal));
    }
    const minimum = context.items.length > 0 && context.activeStep === 0 ? minimumOrderNotice(context) : null;
    if (minimum) expect(screen.getByText(minimum.message)).toBeInTheDocument();
  }

  // The catalogue's "added" confirmations stay there; in Carrito the minimum is said under the lines.
  const added = context.notice !== null && isAddedNotice(context.notice);
  const shown = context.notice && !added && !(context.activeStep === 0 && context.notice.code === 'belowMinimum') ? context.notice : null;
  if (shown) expect(screen.getByText(shown.message)).toBeInTheDocument();
  if (added) expect(screen.queryByText(context.notice?.message ?? '')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cerrar aviso' }) !== null).toBe(shown !== null);
}

const paths = replayedPaths();

describe('the checkout page walks the checkout model’s paths', () => {
  it('replays paths that between them show every state a buyer can stop in', () => {
    expect(statesNotShown(model.machine, paths, (node) => !node.always && node.type !== 'compound')).toEqual([]);
  });

  it.each(pathCases(paths))(
    '%s',
    async (_, path) => {
      const input = path.input as CheckoutInput;
      const checkout = testCheckout(input);
      renderCheckout(checkout);
      const user = userEvent.setup();
      await walkPath(
        path,
        shadowOf(model.machine, { input }),
        async (event) => {
          await settle(checkout.getSnapshot().context.activeStep);
          await replay(event as CheckoutEvent, user, checkout);
        },
        async (expected) => {
          await settle(expected.context.activeStep);
          expect(checkout.getSnapshot().value).toEqual(expected.value);
          expectScreen(expected);
        },
      );
      checkout.stop();
    },
    30_000,
  );
});
