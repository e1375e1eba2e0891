import { fromPromise } from 'xstate';
import { invoicePaymentEndpoints, type InvoicePaymentRow } from '../../contract/invoice-payment';
import type { invoicePaymentMachine } from '../../machines/invoice-payment.machine';
import type { ApiClient } from '../api/client';
import { failing } from './failure';
import type { MachineEffects } from './machine-effects';

/** Invoice payment's call; refusals arrive as failures with the gateway's Spanish message. */
export function invoicePaymentEffects(client: ApiClient): MachineEffects<typeof invoicePaymentMachine> {
  const api = failing(client);
  return {
    actors: {
      fetchInvoicePayment: fromPromise<readonly InvoicePaymentRow[], void>(() => api.request(invoicePaymentEndpoints.list)),
    },
  };
}
