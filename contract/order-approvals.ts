import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { idParams, maxId } from './params';
import { createSalesOrderRequest, maxOrderBodyBytes } from './orders';
import { paymentMethodCodes, spendingPeriods } from './vocabulary';

/**
 * A comprador's order above the company's spending rules, sent for approval: saved as it was asked
 * (lines, prices seen, address, delivery date, method), waiting for an admin who places it at that
 * moment's prices or rejects it with a reason; after seven days it expires.
 */

/** The approvals page; the e-mails link to one request with `?solicitud=<id>`. */
export const approvalsPagePath = '/dashboard/aprobaciones';
export const approvalParam = 'solicitud';

/** Days an order waits for its approval before it expires. */
export const approvalWaitDays = 7;

export const approvalStates = ['waiting', 'placed', 'rejected', 'expired'] as const;
export type ApprovalState = (typeof approvalStates)[number];

const id = z.int().check(z.positive(), z.lte(maxId));

/** Which rule the order breaks: its limit, and for a period what was already spent in it. */
const approvalReason = z.object({
  kind: z.enum(['per_order', 'per_period']),
  limit: z.int(),
  period: z.optional(z.enum(spendingPeriods)),
  spent: z.optional(z.int()),
});
export type ApprovalReason = z.infer<typeof approvalReason>;

const approvalSummary = z.object({
  id,
  state: z.enum(approvalStates),
  requested_by: z.object({ id: z.int(), name: z.string() }),
  created_at: z.iso.datetime({ offset: true }),
  expires_at: z.iso.datetime({ offset: true }),
  /** With IVA, as priced when it was sent. */
  amount_total: z.int(),
  line_count: z.int(),
  reason: approvalReason,
  decided_by: z.nullable(z.string()),
  decided_at: z.nullable(z.iso.datetime({ offset: true })),
  rejection_reason: z.nullable(z.string()),
  /** The order placed on approval. */
  order: z.nullable(z.object({ id: z.int(), name: z.string() })),
});
export type ApprovalSummary = z.infer<typeof approvalSummary>;

const approvalLine = z.object({
  product_id: z.int(),
  name: z.string(),
  default_code: z.string(),
  uom: z.string(),
  quantity: z.number(),
  /** The net prices the comprador saw. */
  price_unit: z.int(),
  cxti_price: z.int(),
  subtotal: z.int(),
});
export type ApprovalLine = z.infer<typeof approvalLine>;

const approvalDetail = z.object({
  ...approvalSummary.shape,
  lines: z.array(approvalLine),
  scheduled_date: z.iso.date(),
  pickup: z.boolean(),
  /** The delivery address as a line of text; null on pickup. */
  shipping_address: z.nullable(z.string()),
  payment_method: z.object({ id: z.int(), code: z.enum(paymentMethodCodes), name: z.string() }),
  customer_order_number: z.nullable(z.string()),
  amount_untaxed: z.int(),
  amount_tax: z.int(),
  amount_shipping: z.int(),
  /** Whether the caller may approve or reject it (an admin, not its own requester, while it waits). */
  can_decide: z.boolean(),
});
export type ApprovalDetail = z.infer<typeof approvalDetail>;

/** 201: the saved request and why it waits. */
const approvalSent = z.object({ approval_id: id, reason: approvalReason, expires_at: z.iso.datetime({ offset: true }) });
export type ApprovalSent = z.infer<typeof approvalSent>;

const approveRequest = z.strictObject({
  /** The current prices the approver accepted after a 409 `price_changed`, product by product. */
  prices: z.optional(
    z.array(z.strictObject({ product_id: id, price_unit: z.int().check(z.nonnegative()), cxti_price: z.int().check(z.nonnegative()) })).check(z.maxLength(200)),
  ),
  /** Another of today's delivery dates, when the one asked for has passed. */
  scheduled_date: z.optional(z.iso.date()),
});
export type ApproveRequest = z.infer<typeof approveRequest>;

/**
 * 200: the placed order. On credit it is confirmed; by card it waits for its payment, which the approver
 * makes next (`POST /payments` with `payment_method_id`).
 */
const approvalPlaced = z.object({
  order_id: id,
  name: z.string(),
  amount_total: z.int(),
  payment_method_id: id,
  needs_payment: z.boolean(),
});
export type ApprovalPlaced = z.infer<typeof approvalPlaced>;

const rejectRequest = z.strictObject({
  reason: z.string().check(z.trim(), z.minLength(1, { error: 'Escribe el motivo del rechazo.' }), z.maxLength(300, { error: 'El motivo admite hasta 300 caracteres.' })),
});
export type RejectRequest = z.infer<typeof rejectRequest>;

const waitingCount = z.object({ waiting: z.int() });

const notFound = 'La solicitud de aprobación no existe.';
const forbidden = 'Solo la administración de la empresa aprueba pedidos.';

export const orderApprovalsEndpoints = {
  send: endpoint({
    method: 'post',
    path: '/order-approvals',
    tag: 'Aprobaciones',
    summary: 'Enviar para aprobación un pedido que supera los límites de compra',
    access: 'bearer',
    action: 'purchase.requestApproval',
    forbidden: 'Los pedidos de la administración no necesitan aprobación.',
    idempotent: true,
    body: createSalesOrderRequest,
    maxBodyBytes: maxOrderBodyBytes,
    status: 201,
    answer: approvalSent,
    errors: {
      404: 'Un id no es de la empresa',
      409: 'Precios cambiaron (current_prices)',
      422: 'El pedido no necesita aprobación, bajo el mínimo, producto o fecha no disponible, o clave reutilizada',
    },
  }),
  list: endpoint({
    method: 'get',
    path: '/order-approvals',
    tag: 'Aprobaciones',
    summary: 'Solicitudes de aprobación: todas las de la empresa para quien aprueba, las propias para los demás',
    access: 'bearer',
    action: 'purchase.place',
    status: 200,
    answer: z.array(approvalSummary),
  }),
  waiting: endpoint({
    method: 'get',
    path: '/order-approvals/waiting',
    tag: 'Aprobaciones',
    summary: 'Cuántos pedidos esperan aprobación (la insignia de la navegación)',
    access: 'bearer',
    action: 'purchase.approve',
    forbidden,
    status: 200,
    answer: waitingCount,
  }),
  detail: endpoint({
    method: 'get',
    path: '/order-approvals/:id',
    tag: 'Aprobaciones',
    summary: 'Una solicitud de aprobación con sus líneas, dirección, fecha y medio de pago',
    access: 'bearer',
    action: 'purchase.place',
    params: idParams,
    notFound,
    status: 200,
    answer: approvalDetail,
    errors: { 404: 'Solicitud de otra empresa, de otro comprador o inexistente' },
  }),
  approve: endpoint({
    method: 'post',
    path: '/order-approvals/:id/approve',
    tag: 'Aprobaciones',
    summary: 'Aprobar: el pedido se hace con los precios y el stock de ahora',
    access: 'bearer',
    action: 'purchase.approve',
    forbidden,
    idempotent: true,
    params: idParams,
    notFound,
    body: approveRequest,
    status: 200,
    answer: approvalPlaced,
    errors: {
      403: 'Es la solicitud propia',
      404: 'Solicitud de otra empresa o inexistente',
      409: 'Ya decidida o vencida, o los precios cambiaron (current_prices)',
      422: 'Producto o fecha ya no disponible, crédito insuficiente',
    },
  }),
  reject: endpoint({
    method: 'post',
    path: '/order-approvals/:id/reject',
    tag: 'Aprobaciones',
    summary: 'Rechazar con un motivo, que se le dice al comprador',
    access: 'bearer',
    action: 'purchase.approve',
    forbidden,
    params: idParams,
    notFound,
    body: rejectRequest,
    status: 200,
    answer: approvalSummary,
    errors: { 403: 'Es la solicitud propia', 404: 'Solicitud de otra empresa o inexistente', 409: 'Ya decidida o vencida' },
  }),
};
