import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { maxId } from './params';

/**
 * Facturas' "Pagar": the invoices a company chooses, settled in one payment by card (saved, or typed on
 * the provider's page), the payment's state as the provider says it, and its receipt.
 */

/** How many invoices one payment may settle: more than a month of daily orders, fewer than a slow page. */
export const maxInvoicesPerPayment = 100;

const invoiceIdError = 'Cada factura se indica con su número de identificación.';
const invoiceId = z.int({ error: invoiceIdError }).check(z.positive({ error: invoiceIdError }), z.lte(maxId, { error: invoiceIdError }));
const id = z.int().check(z.positive(), z.lte(maxId));

/** `POST /invoice-payments`, with an Idempotency-Key: the invoices, and the card that pays them. */
const invoicePaymentRequest = z.strictObject({
  invoice_ids: z.array(invoiceId, { error: 'Indica las facturas que quieres pagar.' }).check(
    z.minLength(1, { error: 'Elige al menos una factura para pagar.' }),
    z.maxLength(maxInvoicesPerPayment, { error: `Puedes pagar hasta ${maxInvoicesPerPayment} facturas en un pago.` }),
    z.refine((ids) => new Set(ids).size === ids.length, { error: 'Cada factura puede pagarse una sola vez.' }),
  ),
  payment_method_id: id,
});
export type InvoicePaymentRequest = z.infer<typeof invoicePaymentRequest>;

/** 201: where the payer goes, the provider's page, or for a saved card, charged at once, the outcome page. */
const invoicePaymentStarted = z.object({
  payment_id: z.string(),
  redirect_url: z.string().check(z.regex(/^(https?:\/\/|\/(?!\/))/)),
});
export type InvoicePaymentStarted = z.infer<typeof invoicePaymentStarted>;

export const invoicePaymentStatuses = ['approved', 'rejected', 'pending'] as const;

/** `GET /invoice-payments/:id`: the payment as the gateway recorded it, read again from the provider while pending. */
const invoicePaymentStatus = z.object({
  payment_id: z.string(),
  status: z.enum(invoicePaymentStatuses),
  /** Spanish, for the payer, when the provider gave one (say, "Fondos insuficientes"), or why a charge went back. */
  reason: z.optional(z.string()),
  amount: z.int(),
  /** "Visa •••• 4242", or "Tarjeta de crédito o débito" for a card typed on the provider's page. */
  method: z.string(),
  /** When it was approved; null otherwise. */
  paid_at: z.nullable(z.iso.datetime({ offset: true })),
  invoices: z.array(z.object({ id: z.int(), name: z.string(), amount: z.int() })),
});
export type InvoicePaymentStatus = z.infer<typeof invoicePaymentStatus>;

const paymentParams = z.strictObject({
  id: z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)),
});

/** The pay page: the chosen invoices, then the payment's outcome when the provider sends the payer back. */
export const invoicePaymentPagePath = '/dashboard/group/five/pagar';
/** The outcome page reads the payment's id from this query parameter, as the provider sends the payer back. */
export const invoicePaymentReturnParam = 'pago';
/** The pay page reads the chosen invoices from this one: `?facturas=12,15,16`. */
export const invoicesToPayParam = 'facturas';

const forbidden = 'Solo la administración y finanzas pagan las facturas de la empresa.';

export const invoicePaymentEndpoints = {
  create: endpoint({
    method: 'post',
    path: '/invoice-payments',
    tag: 'Documentos',
    summary: 'Pagar facturas elegidas en un solo pago con tarjeta (guardada o en la página del proveedor)',
    access: 'bearer',
    action: 'invoices.pay',
    forbidden,
    idempotent: true,
    body: invoicePaymentRequest,
    status: 201,
    answer: invoicePaymentStarted,
    errors: {
      404: 'Alguna factura o el medio de pago no es de la empresa (no se paga nada)',
      409: 'Alguna factura ya está pagada o en un pago en curso',
      422: 'Medio no permitido o clave reutilizada',
      502: 'El proveedor no respondió',
      503: 'Sin proveedor de pagos',
    },
  }),
  status: endpoint({
    method: 'get',
    path: '/invoice-payments/:id',
    tag: 'Documentos',
    summary: 'Estado de un pago de facturas, leído del proveedor mientras está pendiente',
    access: 'bearer',
    action: 'invoices.pay',
    forbidden,
    params: paymentParams,
    notFound: 'El pago no existe.',
    status: 200,
    answer: invoicePaymentStatus,
    errors: { 404: 'Pago ajeno o inexistente' },
  }),
  receipt: endpoint({
    method: 'get',
    path: '/invoice-payments/:id/receipt',
    tag: 'Documentos',
    summary: 'Comprobante de pago en PDF: fecha, medio, referencia del proveedor y cada factura pagada',
    access: 'bearer',
    action: 'invoices.read',
    params: paymentParams,
    notFound: 'El pago no existe.',
    status: 200,
    answer: { contentType: 'application/pdf', description: 'comprobante-de-pago.pdf' },
    errors: { 404: 'Pago ajeno, inexistente o no aprobado' },
  }),
};
