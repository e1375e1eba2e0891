import * as z from 'zod/mini';
import { endpoint } from './endpoint';

/** GET /api/invoice-payment: Invoice payment, read-only, scoped to the caller's company. */

// new:screen: the fields a row carries (strict, money in whole CLP), as the gateway answers them.
export const invoicePaymentRow = z.object({
  id: z.int(),
  name: z.string(),
});
export const invoicePaymentList = z.array(invoicePaymentRow);
export type InvoicePaymentRow = z.infer<typeof invoicePaymentRow>;

export const invoicePaymentEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/invoice-payment',
    tag: 'Invoice payment',
    // new:screen: the Spanish summary docs/api.md prints.
    summary: '[new:screen] Invoice payment',
    access: 'bearer',
    action: 'invoicePayment.read',
    status: 200,
    answer: invoicePaymentList,
  }),
};
