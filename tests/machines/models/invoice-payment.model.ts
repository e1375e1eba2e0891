import { expect } from 'vitest';
import type { InvoicePaymentStatus } from '../../../contract/invoice-payment';
import type { InvoiceListRow } from '../../../contract/lists';
import type { PaymentMethod } from '../../../contract/payments';
import { invoicePaymentMachine, type InvoiceChoice, type InvoicePaymentSnapshot } from '../../../machines/invoice-payment.machine';
import { machineModel } from '../support/model';

const invoice = (id: number, name: string, total: number, state: InvoiceListRow['despensa_custom_state']): InvoiceListRow => ({
  id,
  name,
  invoice_date: '2026-02-01',
  invoice_date_due: '2026-03-03',
  total_due: total,
  amount_total: total,
  despensa_custom_state: state,
  order_name: `S00${id}`,
  despensa_customer_sale_order_number: null,
});

export const invoices: readonly InvoiceListRow[] = [invoice(11, 'F-001011', 119_000, 'Vencida'), invoice(12, 'F-001012', 59_500, 'Vence esta semana')];
export const methods: readonly PaymentMethod[] = [
  { id: 1, code: 'card', name: '' },
  { id: 1007, code: 'saved_card', name: 'Visa •••• 4242', card: { state: 'ok', is_primary: true } },
  { id: 1008, code: 'saved_card', name: 'Mastercard •••• 5454', card: { state: 'expired', is_primary: false } },
];
export const choice: InvoiceChoice = { invoices, unavailable: ['F-001009'], methods };
export const allPaid: InvoiceChoice = { invoices: [], unavailable: ['F-001011', 'F-001012'], methods };

export const paymentId = '5f0c1b9e-3a51-4c39-9f65-2b8f0a6c1d11';
const base = { payment_id: paymentId, amount: 178_500, method: 'Visa •••• 4242', invoices: invoices.map(({ id, name, total_due }) => ({ id, name, amount: total_due })) };
export const approved: InvoicePaymentStatus = { ...base, status: 'approved', paid_at: '2026-03-02T15:04:00.000Z' };
export const rejected: InvoicePaymentStatus = { ...base, status: 'rejected', reason: 'Fondos insuficientes', paid_at: null };
export const pending: InvoicePaymentStatus = { ...base, status: 'pending', paid_at: null };
export const started = { payment_id: paymentId, redirect_url: 'https://pagos.example/checkout/abc' };

export const paidMeanwhile = { status: 409, code: 'invoice_paid', message: 'La factura F-001011 ya está pagada. Quítala de la selección y vuelve a intentarlo.' };
export const forbidden = { status: 403, code: 'forbidden', message: 'Solo la administración y finanzas pagan las facturas de la empresa.' };
export const offline = new TypeError('Failed to fetch');

/** Where the page was sent: the provider's address, once per press of "Pagar". */
const redirects: string[] = [];
const machine = invoicePaymentMachine.provide({ actions: { redirectToProvider: (_, { url }) => void redirects.push(url) } });

export const model = machineModel({
  name: 'invoicePayment',
  machine,
  inputs: [
    { invoiceIds: [11, 12, 9], paymentId: null },
    { invoiceIds: [], paymentId: null },
    { invoiceIds: [], paymentId },
  ],
  events: [
    { type: 'invoicePayment.retry' },
    { type: 'invoicePayment.method', id: 1 },
    { type: 'invoicePayment.method', id: 999 },
    { type: 'invoicePayment.pay' },
    { type: 'invoicePayment.check' },
    { type: 'invoicePayment.payAgain' },
    { type: 'invoicePayment.receipt' },
    { type: 'xstate.done.actor.loadChoice', output: choice },
    { type: 'xstate.done.actor.loadChoice', output: allPaid },
    { type: 'xstate.error.actor.loadChoice', error: offline },
    { type: 'xstate.done.actor.startPayment', output: started },
    { type: 'xstate.error.actor.startPayment', error: paidMeanwhile },
    { type: 'xstate.done.actor.fetchStatus', output: approved },
    { type: 'xstate.done.actor.fetchStatus', output: rejected },
    { type: 'xstate.done.actor.fetchStatus', output: pending },
    { type: 'xstate.error.actor.fetchStatus', error: forbidden },
    { type: 'xstate.done.actor.downloadReceipt', output: undefined },
    { type: 'xstate.error.actor.downloadReceipt', error: offline },
  ],
  abstractContext: (context) => [
    context.invoiceIds.length > 0,
    context.paymentId !== null,
    context.choice === null ? null : context.choice.invoices.length,
    context.methodId,
    context.status?.status ?? null,
    context.failure?.code ?? null,
  ],
  invariants: (snapshot, step) => {
    const s = snapshot as InvoicePaymentSnapshot;
    if (step?.event.type === 'xstate.done.actor.startPayment') expect(redirects.at(-1)).toBe(started.redirect_url);
    const busy = ['loading', 'paying', 'redirecting', 'checking', 'downloadingReceipt'] as const;
    expect(s.hasTag('busy')).toBe(busy.some((state) => s.matches(state)));
    expect(s.hasTag('error')).toBe(s.matches('failed') || s.matches('checkFailed'));
    if (s.matches('failed') || s.matches('checkFailed')) expect(s.context.failure).not.toBeNull();
    if (s.matches('choosing')) {
      // An expired card is never the one chosen.
      expect(s.context.methodId === 1 || s.context.methodId === 1007).toBe(true);
      expect(s.context.choice?.invoices.length).toBeGreaterThan(0);
    }
    if (s.matches('approved') || s.matches('rejected') || s.matches('pending')) expect(s.context.status?.status).toBe(s.value);
  },
});
