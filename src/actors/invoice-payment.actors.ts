import { fromPromise } from 'xstate';
import { invoicePaymentEndpoints, type InvoicePaymentStarted, type InvoicePaymentStatus } from '../../contract/invoice-payment';
import { documentEndpoints } from '../../contract/lists';
import { cardEndpoints, savedCardName } from '../../contract/cards';
import { paymentMethodIds, savedCardIdBase, type PaymentMethod } from '../../contract/payments';
import type { InvoiceChoice, invoicePaymentMachine } from '../../machines/invoice-payment.machine';
import type { ApiClient } from '../api/client';
import { failing } from './failure';
import { saveFile } from './invoices-list.actors';
import type { MachineEffects } from './machine-effects';

/** Facturas' pay page: the chosen invoices as they stand, the cards, the payment, its outcome and receipt. */
export function invoicePaymentEffects(client: ApiClient, doc: Document = document): MachineEffects<typeof invoicePaymentMachine> {
  const api = failing(client);
  const e = invoicePaymentEndpoints;
  return {
    actors: {
      loadChoice: fromPromise<InvoiceChoice, readonly number[]>(async ({ input }) => {
        // The cards as their keepers see them (admin and finanzas, who pay invoices, but do not buy).
        const [rows, cards] = await Promise.all([api.request(documentEndpoints.invoices), api.request(cardEndpoints.list)]);
        const methods: PaymentMethod[] = [
          { id: paymentMethodIds.card, code: 'card', name: '' },
          ...cards.map((card): PaymentMethod => ({ id: savedCardIdBase + card.id, code: 'saved_card', name: savedCardName(card), card: { state: card.state, is_primary: card.is_primary } })),
        ];
        const chosen = new Set(input);
        const found = rows.filter((row) => chosen.has(row.id));
        const owed = found.filter((row) => row.total_due > 0 && row.payment_id === undefined);
        const paid = found.filter((row) => !owed.includes(row)).map((row) => row.name);
        const missing = input.filter((id) => !found.some((row) => row.id === id)).map((id) => `#${id}`);
        return { invoices: owed, unavailable: [...paid, ...missing], methods };
      }),
      startPayment: fromPromise<InvoicePaymentStarted, { invoiceIds: readonly number[]; methodId: number }>(({ input }) =>
        api.request(e.create, {
          body: { invoice_ids: [...input.invoiceIds], payment_method_id: input.methodId },
          // One key per press of "Pagar": the machine sends one request per press.
          idempotencyKey: crypto.randomUUID(),
        }),
      ),
      fetchStatus: fromPromise<InvoicePaymentStatus, string>(({ input }) => api.request(e.status, { params: { id: input } })),
      downloadReceipt: fromPromise<void, string>(async ({ input }) => {
        saveFile(await api.request(e.receipt, { params: { id: input } }), 'comprobante-de-pago.pdf', doc);
      }),
    },
    actions: {
      redirectToProvider: (_, { url }) => {
        location.href = url;
      },
    },
  };
}
