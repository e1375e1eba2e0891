import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BuyerSpending } from '../../contract/spending-limits';
import { answeredAtOnce } from '../machines/support/answered';
import { violations } from './axe';
import { approvalRequiredParams } from '../../machines/checkout.approval-reason';
import { approvalSent, fakeApproval, fakePayment, readyForPayment, renderCheckout, storedCart, testCheckout, type TestCheckoutOptions } from './checkout.harness';
import { screenWidth } from './screen-width';
import { spanishFailure } from './spanish';

/** Three 5 lt of olive oil, picked up: $89.214 with IVA. */
const pay = 'Pagar $89.214';

const spending = (rule: BuyerSpending['rule'], spent = 0, applies = true): BuyerSpending => ({
  applies,
  rule,
  own_rule: false,
  spent,
  period_start: '2026-11-01',
  period_end: '2026-11-30',
});

/** Pago with the order ready and the buyer's rule read at once. */
async function inPago(rule: BuyerSpending | null, options: TestCheckoutOptions = {}) {
  const checkout = testCheckout(
    { stored: storedCart({ ...readyForPayment, activeStep: 2 }) },
    { ...(rule ? { readSpending: answeredAtOnce(rule) } : {}), ...options },
  );
  renderCheckout(checkout);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: /Tarjeta de crédito o débito/ }));
  return { checkout, user };
}

const perOrder = spending({ per_order: 80_000, per_period: null, period: 'month' });

describe('Pago for an order above the buyer’s spending rule', () => {
  it('says why in place of "Pagar", sends it from the keyboard, and shows the request on the fresh cart', async () => {
    const approval = fakeApproval();
    const { checkout, user } = await inPago(perOrder, { approvalRequest: approval });
    const send = await screen.findByRole('button', { name: 'Enviar para aprobación' });
    expect(screen.getByText('Este pedido supera tu límite por pedido de $80.000. Por eso necesita la aprobación de un administrador de tu empresa.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pagar/ })).not.toBeInTheDocument();
    expect(await violations()).toEqual([]);

    send.focus();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Pedido enviado para aprobación' });
    expect(heading).toHaveFocus();
    expect(approval.sends).toEqual([{ order: expect.objectContaining({ payment_method_id: 1, despensa_customer_sale_order_number: 'OC-4512' }), idempotencyKey: 'key-1' }]);
    expect(checkout.getSnapshot().context.items).toEqual([]);
    expect(screen.getByText('Enviamos tu pedido para aprobación. Te avisaremos por correo cuando lo aprueben o rechacen.')).toBeInTheDocument();
    expect(screen.getByText('Si nadie lo revisa, la solicitud vence el 01-12-2026.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver la solicitud' })).toHaveAttribute('href', `/dashboard/aprobaciones?solicitud=${approvalSent.approval_id}`);
    expect(await violations()).toEqual([]);

    // The link opens the request; the keyboard reaches it from the heading.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Ver la solicitud' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Aprobaciones')).toBeInTheDocument();
  });

  it('says where the month or the week would end up with the order', async () => {
    await inPago(spending({ per_order: null, per_period: 1_500_000, period: 'month' }, 1_420_000));
    // $1.420.000 spent and this order's $89.214.
    expect(await screen.findByText(/^Con este pedido llegarías a \$1\.509\.214 este mes, sobre tu límite mensual de \$1\.500\.000\./)).toBeInTheDocument();
    cleanup();
    await inPago(spending({ per_order: null, per_period: 100_000, period: 'week' }, 20_000));
    expect(await screen.findByText(/^Con este pedido llegarías a \$109\.214 esta semana, sobre tu límite semanal de \$100\.000\./)).toBeInTheDocument();
  });

  it('holds the order while it is sent, and retries a failure under the same key, nothing lost', async () => {
    let fail = true;
    let answer: () => void = () => {};
    const approval = fakeApproval(
      () =>
        new Promise((resolve, reject) => {
          answer = () => (fail ? reject({ code: 'network' }) : resolve(approvalSent));
        }),
    );
    const { user } = await inPago(perOrder, { approvalRequest: approval });
    await user.click(await screen.findByRole('button', { name: 'Enviar para aprobación' }));
    expect(screen.getByRole('button', { name: 'Enviando para aprobación…' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Volver' })).toBeDisabled();
    for (const method of screen.getAllByRole('radio')) expect(method).toBeDisabled();

    answer();
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos enviar tu pedido para aprobación. Inténtalo de nuevo.');
    expect(retry).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeEnabled();

    fail = false;
    await user.keyboard('{Enter}');
    answer();
    await screen.findByRole('heading', { level: 2, name: 'Pedido enviado para aprobación' });
    expect(approval.sends.map((one) => one.idempotencyKey)).toEqual(['key-1', 'key-1']);
  });

  it('offers "Pagar" again, focused, when the gateway finds the order needs no approval after all', async () => {
    const message = 'Este pedido no necesita aprobación: puedes hacerlo directamente.';
    const approval = fakeApproval(() => Promise.reject({ code: 'approval_not_needed', message }));
    const { user } = await inPago(perOrder, { approvalRequest: approval });
    await user.click(await screen.findByRole('button', { name: 'Enviar para aprobación' }));
    const payButton = await screen.findByRole('button', { name: pay });
    await waitFor(() => expect(payButton).toHaveFocus());
    expect(screen.getByText(spanishFailure({ code: 'approval_not_needed', message }))).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });

  it('takes the gateway’s word when it refuses "Pagar" for approval, the keyboard going on from "Enviar para aprobación"', async () => {
    const refusal = { code: 'approval_required', message: 'Este pedido necesita la aprobación de un administrador.', params: approvalRequiredParams({ kind: 'per_order', limit: 50_000 }) };
    const payment = fakePayment({ createOrder: () => Promise.reject(refusal) });
    const approval = fakeApproval();
    const { user } = await inPago(null, { payment, approvalRequest: approval });
    await user.click(screen.getByRole('button', { name: pay }));
    const send = await screen.findByRole('button', { name: 'Enviar para aprobación' });
    expect(screen.getByText('Este pedido supera tu límite por pedido de $50.000. Por eso necesita la aprobación de un administrador de tu empresa.')).toBeInTheDocument();
    expect(send).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { level: 2, name: 'Pedido enviado para aprobación' });
    expect(payment.orders).toHaveLength(1);
    expect(approval.sends).toHaveLength(1);
  });

  it('changes nothing for an admin, nor while the rule is unread', async () => {
    await inPago(spending({ per_order: 1_000, per_period: null, period: 'month' }, 0, false));
    expect(await screen.findByRole('button', { name: pay })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Enviar para aprobación' })).not.toBeInTheDocument();
    cleanup();
    await inPago(null);
    expect(await screen.findByRole('button', { name: pay })).toBeEnabled();
  });

  it('keeps its button 44 px tall on a phone, where axe finds nothing either', async () => {
    const restore = screenWidth(390);
    try {
      await inPago(perOrder);
      const send = await screen.findByRole('button', { name: 'Enviar para aprobación' });
      expect(getComputedStyle(send).minHeight).toBe('44px');
      expect(await violations()).toEqual([]);
    } finally {
      restore();
    }
  });
});
