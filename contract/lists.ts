import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { idParams, maxId } from './params';
import { invoiceStates, stockStates } from './vocabulary';
import { quantityRule } from './catalogue';
import { noControlCharacters } from './text';

/**
 * Lists answer a plain JSON array, newest first, as the spec's calls expect. A caller that wants pages
 * adds `?limit=N` (1 to 200); when more rows follow, the answer carries the opaque cursor of the next
 * page in the `X-Next-Cursor` header, to be sent back as `?cursor=`. No header means the last page.
 * A cursor only makes sense for the list that issued it; a malformed one is refused with 400.
 */
export const nextCursorHeader = 'X-Next-Cursor';
const maxPageSize = 200;
/** Used when a cursor comes without a limit. */
export const defaultPageSize = 50;

const badLimit = `El límite debe ser un número entero entre 1 y ${maxPageSize}.`;
export const invalidCursorMessage = 'El cursor de paginación no es válido.';

const listPageQuery = z.strictObject({
  limit: z.optional(
    z.pipe(
      z.string({ error: badLimit }).check(z.regex(/^(?:[1-9]\d?|1\d\d|200)$/, { error: badLimit })),
      z.transform(Number),
    ),
  ),
  cursor: z.optional(z.string({ error: invalidCursorMessage }).check(z.regex(/^[\w-]{1,200}$/, { error: invalidCursorMessage }))),
});

export const orderProductSearchMin = 2;
const orderProductSearchMax = 100;
const badProductSearch = `Escribe entre ${orderProductSearchMin} y ${orderProductSearchMax} caracteres del nombre o código del producto.`;

/**
 * The orders' query adds `product`: only the orders with a line whose product's name or code contains
 * it (case and accents ignored). The list itself stays one plain array of small rows; see
 * machines/orders-list.machine.ts for why the product search is asked of the gateway.
 */
const ordersListQuery = z.strictObject({
  ...listPageQuery.shape,
  product: z.optional(
    z.string({ error: badProductSearch }).check(
      z.trim(),
      z.minLength(orderProductSearchMin, { error: badProductSearch }),
      z.maxLength(orderProductSearchMax, { error: badProductSearch }),
      noControlCharacters(),
    ),
  ),
});
export type OrdersListQuery = z.input<typeof ordersListQuery>;

/** GET /user-sales-orders: the signed-in company's sales orders. */
export const salesOrderRow = z.object({
  id: z.int(),
  name: z.string(),
  /** The billing partner the buyer chose for the order (the order payload's `partner_id`). */
  partner_name: z.string(),
  /** An instant in UTC (`2025-03-09T14:05:00Z`). */
  date_order: z.iso.datetime(),
  amount_total: z.number(),
  /** The gateway's order state, shown as a label; open while the order states are being settled. */
  state: z.string(),
  /** The buyer's own purchase order number, as typed in the cart; null without one. */
  despensa_customer_sale_order_number: z.nullable(z.string()),
  retiro_en_tienda: z.boolean(),
  /** The name of the delivery address (`Local Ñuñoa`); null for store pickup. */
  shipping_name: z.nullable(z.string()),
});
export const salesOrderList = z.array(salesOrderRow);
export type SalesOrderRow = z.infer<typeof salesOrderRow>;

const orderAddress = z.object({
  id: z.int(),
  name: z.string(),
  street: z.nullable(z.string()),
  comuna: z.nullable(z.string()),
  region: z.nullable(z.string()),
});
export type OrderAddress = z.infer<typeof orderAddress>;

const salesOrderDetailLine = z.object({
  id: z.int(),
  product_id: z.int(),
  product_name: z.string(),
  default_code: z.string(),
  product_uom: z.string(),
  product_uom_qty: z.number(),
  /** Net CLP per unit at list price; `cxti_price` is the club price (0 outside the club). */
  price_unit: z.int(),
  cxti_price: z.int(),
  /** Net CLP charged for the line. */
  price_subtotal: z.int(),
  /**
   * The product as the catalogue sells it today, so "Volver a pedir" puts today's prices in the cart;
   * null when it is no longer sold.
   */
  current_product: z.nullable(
    z.object({ list_price: z.int(), cxti_price: z.int(), stock_state: z.enum(stockStates), pack_size: z.string(), quantity_rule: quantityRule }),
  ),
});

/**
 * GET /sales-orders/:id: one of the company's orders with its lines. Another company's id answers
 * 404 exactly like an id that does not exist.
 */
const salesOrderDetail = z.object({
  id: z.int(),
  name: z.string(),
  partner_name: z.string(),
  date_order: z.iso.datetime(),
  state: z.string(),
  payment_method_code: z.string(),
  despensa_customer_sale_order_number: z.nullable(z.string()),
  /** The delivery day, or the pickup day when `retiro_en_tienda`. */
  scheduled_date: z.iso.date(),
  retiro_en_tienda: z.boolean(),
  invoice_address: orderAddress,
  /** Null for store pickup. */
  shipping_address: z.nullable(orderAddress),
  order_line: z.array(salesOrderDetailLine),
  /** Net of the lines; shipping (net) apart; IVA covers both; total = untaxed + shipping + tax - discount. */
  amount_untaxed: z.int(),
  amount_shipping: z.int(),
  amount_discount: z.int(),
  amount_tax: z.int(),
  amount_total: z.int(),
  /** What the order would have cost without the club, to show the savings. */
  amount_original: z.int(),
  /**
   * Its card charges that moved money, oldest first: the one that paid it, and any charge it did not
   * need (a late or second approval) that the gateway gives back.
   */
  card_payments: z.array(z.object({ status: z.enum(['approved', 'refunding', 'refunded']), amount: z.int(), updated_at: z.iso.datetime() })),
});
export type SalesOrderDetail = z.infer<typeof salesOrderDetail>;

/** GET /user/invoice-details: the company's invoices, their state computed by the gateway in Santiago time. */
export const invoiceRow = z.object({
  id: z.int(),
  name: z.string(),
  invoice_date: z.iso.date(),
  invoice_date_due: z.iso.date(),
  total_due: z.number(),
  amount_total: z.number(),
  despensa_custom_state: z.enum(invoiceStates),
  /** The order it bills (`S00042`), as its PDF prints it; null for an invoice without one (a Club CXTI fee). */
  order_name: z.nullable(z.string()),
  /** That order's purchase order number, as the buyer typed it in the cart; null without one. */
  despensa_customer_sale_order_number: z.nullable(z.string()),
  /** The portal payment that paid it (Facturas' "Pagar"), whose receipt it can download; absent otherwise. */
  payment_id: z.optional(z.string()),
});
export const invoiceList = z.array(invoiceRow);
export type InvoiceListRow = z.infer<typeof invoiceRow>;

/**
 * GET /user/credit-line: the company's credit line now, CLP with IVA; null when it does not buy on
 * credit. `used` is its unpaid invoices and its batch commitments on credit.
 */
export const creditLine = z.nullable(z.object({ days: z.int(), limit: z.int(), used: z.int(), available: z.int() }));
export type CreditLine = z.infer<typeof creditLine>;

export const maxInvoicesPerPdf = 200;
const invoiceId = z.int({ error: 'Cada factura se indica con su número de identificación.' }).check(
  z.positive({ error: 'Cada factura se indica con su número de identificación.' }),
  z.lte(maxId, { error: 'Cada factura se indica con su número de identificación.' }),
);

/** POST /get_invoice_pdfs: the invoices to merge, in page order; answered with one application/pdf. */
export const invoicePdfsRequest = z.strictObject({
  invoice_ids: z.array(invoiceId, { error: 'Indica las facturas que quieres descargar.' }).check(
    z.minLength(1, { error: 'No se seleccionaron facturas para descargar.' }),
    z.maxLength(maxInvoicesPerPdf, { error: `Puedes descargar hasta ${maxInvoicesPerPdf} facturas a la vez.` }),
    z.refine((ids) => new Set(ids).size === ids.length, { error: 'Cada factura puede pedirse una sola vez.' }),
  ),
});
export type InvoicePdfsRequest = z.infer<typeof invoicePdfsRequest>;

export const documentEndpoints = {
  orders: endpoint({
    method: 'get',
    path: '/user-sales-orders',
    tag: 'Documentos',
    summary: 'Pedidos de la empresa, del más nuevo al más antiguo; con `product`, solo los que lo incluyen',
    access: 'bearer',
    action: 'orders.read',
    query: ordersListQuery,
    status: 200,
    answer: salesOrderList,
  }),
  order: endpoint({
    method: 'get',
    path: '/sales-orders/:id',
    tag: 'Documentos',
    summary: 'Un pedido con sus líneas',
    access: 'bearer',
    action: 'orders.read',
    params: idParams,
    notFound: 'El pedido no existe.',
    status: 200,
    answer: salesOrderDetail,
    errors: { 404: 'Pedido ajeno o inexistente' },
  }),
  invoices: endpoint({
    method: 'get',
    path: '/user/invoice-details',
    tag: 'Documentos',
    summary: 'Facturas de la empresa con su estado (hora de Santiago)',
    access: 'bearer',
    action: 'invoices.read',
    query: listPageQuery,
    status: 200,
    answer: invoiceList,
  }),
  creditLine: endpoint({
    method: 'get',
    path: '/user/credit-line',
    tag: 'Documentos',
    summary: 'Línea de crédito de la empresa: límite, usado y disponible',
    access: 'bearer',
    action: 'invoices.read',
    status: 200,
    answer: creditLine,
  }),
  invoicePdfs: endpoint({
    method: 'post',
    path: '/get_invoice_pdfs',
    tag: 'Documentos',
    summary: 'Las facturas pedidas en un solo PDF',
    access: 'bearer',
    action: 'invoices.read',
    body: invoicePdfsRequest,
    status: 200,
    answer: { contentType: 'application/pdf', description: 'facturas.pdf: las facturas pedidas, en ese orden' },
    errors: { 404: 'Alguna factura no es de la empresa (no se entrega nada)' },
  }),
};
