import * as z from 'zod/mini';
import { cardStates } from './cards';
import { endpoint } from './endpoint';
import { idParams, maxId } from './params';
import { paymentMethodCodes } from './vocabulary';

const id = z.int().check(z.positive(), z.lte(maxId));
/** An opaque id of the gateway's payment record, as the return pages read it from their query string. */
const paymentId = z.string().check(z.minLength(1), z.maxLength(100));

/**
 * Payment method ids are stable numbers, whatever the order of the list: 1 is a card typed on the
 * provider's page, 2 is the company's credit line, and a card saved with the provider is
 * `savedCardIdBase` + its payment_token id (1012 for token 12).
 */
export const paymentMethodIds = { card: 1, credit: 2 } as const;
export const savedCardIdBase = 1000;

/** The kind of a method: the provider's page, a card saved with it, or credit. */
export {  type PaymentMethodCode } from './vocabulary';

/**
 * `GET /payment-methods`: what the signed-in company may pay with, the card first. A saved card says
 * whether it is the primary one and where its expiry stands: an expired one is listed, not payable. The
 * credit line says how much of it is left: an order above that is refused on credit.
 */
const paymentMethod = z.object({
  id,
  code: z.enum(paymentMethodCodes),
  /** "Tarjeta de crédito o débito", "Visa •••• 4242", "Crédito 30 días". */
  name: z.string(),
  card: z.optional(z.object({ state: z.enum(cardStates), is_primary: z.boolean() })),
  /** On the credit line: its days, its limit and what is left of it now, CLP with IVA. */
  credit: z.optional(z.object({ days: z.int(), limit: z.int(), available: z.int() })),
  /** On the method the company's latest confirmed order was paid with, and on no other. */
  last_used: z.optional(z.literal(true)),
});
const paymentMethodList = z.array(paymentMethod);
export type PaymentMethod = z.infer<typeof paymentMethod>;

/** `POST /payments`, sent with an Idempotency-Key: one payment attempt on an existing draft order, by card or on credit. */
const createPaymentRequest = z.strictObject({
  order_id: id,
  payment_method_id: id,
});
/**
 * 201; a repeated Idempotency-Key answers this same body again. On the credit line there is no payment
 * at a provider: the order is confirmed, and `redirect_url` is its confirmation page.
 */
const createPaymentResponse = z.object({
  payment_id: z.optional(paymentId),
  // Absolute http(s) or a same-origin path: never a `javascript:` or protocol-relative address.
  redirect_url: z.string().check(z.regex(/^(https?:\/\/|\/(?!\/))/)),
});
export type CreatePaymentResponse = z.infer<typeof createPaymentResponse>;

const paymentStatuses = ['approved', 'rejected', 'pending'] as const;

/**
 * `GET /payments/:payment_id`, or `GET /sales-orders/:order_id/payment` for the order's latest payment:
 * the gateway's own record, the only status a return page believes. While pending, the gateway asks the
 * provider again before answering.
 */
const paymentStatusResponse = z.object({
  payment_id: paymentId,
  order_id: id,
  payment_method_id: id,
  status: z.enum(paymentStatuses),
  /** Spanish, for the buyer, when the provider gave one (say, "Fondos insuficientes"). */
  reason: z.optional(z.string()),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponse>;

/** The gateway's payment ids are UUIDs; anything else names no payment. */
const paymentIdParams = z.strictObject({
  id: z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)),
});
const providerParams = z.strictObject({ provider: z.string() });
const sandboxCheckoutParams = z.strictObject({ reference: z.string() });
const providerTokenParams = z.strictObject({ token: z.string() });
const providerReferenceParams = z.strictObject({ reference: z.string() });

/** The day (Santiago, `YYYY-MM-DD`) the sandbox's test clock runs the renewal job on. */
const testClockRequest = z.strictObject({ at: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)) });
const testClockRun = z.object({ charged: z.int(), ended: z.int() });

const orderNotFound = 'El pedido no existe.';

export const paymentEndpoints = {
  methods: endpoint({
    method: 'get',
    path: '/payment-methods',
    tag: 'Pedidos y pagos',
    summary: 'Medios de pago de la empresa (tarjeta, tarjetas guardadas, crédito)',
    access: 'bearer',
    action: 'purchase.place',
    status: 200,
    answer: paymentMethodList,
  }),
  create: endpoint({
    method: 'post',
    path: '/payments',
    tag: 'Pedidos y pagos',
    summary: 'Pagar un pedido que espera su pago: con tarjeta en el proveedor, o con la línea de crédito',
    access: 'bearer',
    action: 'purchase.place',
    idempotent: true,
    body: createPaymentRequest,
    status: 201,
    answer: createPaymentResponse,
    errors: {
      404: 'Pedido ajeno',
      409: 'El pedido no se puede pagar',
      422: 'Medio no permitido o clave reutilizada',
      503: 'Sin proveedor de pagos',
    },
  }),
  status: endpoint({
    method: 'get',
    path: '/payments/:id',
    tag: 'Pedidos y pagos',
    summary: 'Estado de un pago, leído del proveedor',
    access: 'bearer',
    action: 'purchase.place',
    params: paymentIdParams,
    notFound: 'El pago no existe.',
    status: 200,
    answer: paymentStatusResponse,
    errors: { 404: 'Pago ajeno o inexistente' },
  }),
  orderPayment: endpoint({
    method: 'get',
    path: '/sales-orders/:id/payment',
    tag: 'Pedidos y pagos',
    summary: 'Último pago de un pedido',
    access: 'bearer',
    action: 'purchase.place',
    params: idParams,
    notFound: orderNotFound,
    status: 200,
    answer: paymentStatusResponse,
    errors: { 404: 'Pedido ajeno o sin pagos' },
  }),
  webhook: endpoint({
    method: 'post',
    path: '/payments/webhook/:provider',
    tag: 'Pedidos y pagos',
    summary: 'Aviso firmado del proveedor (el estado se relee del proveedor)',
    access: 'signature',
    params: providerParams,
    // A provider's notice is small, but its size is the provider's to choose.
    maxBodyBytes: 64 * 1024,
    status: 200,
    errors: { 401: 'Firma inválida' },
  }),
  sandboxDecision: endpoint({
    method: 'post',
    path: '/sandbox/checkout/:reference',
    tag: 'Pedidos y pagos',
    summary: 'Decisión del pagador en la página de prueba; redirige a finalpago, errorpago o pendiente',
    access: 'none',
    params: sandboxCheckoutParams,
    status: 303,
    errors: { 404: 'Referencia desconocida' },
  }),
  sandboxCardPage: endpoint({
    method: 'get',
    path: '/sandbox/cards/:reference',
    tag: 'Tarjetas',
    summary: 'Página del proveedor de prueba para ingresar una tarjeta (el número nunca llega al portal)',
    access: 'none',
    params: sandboxCheckoutParams,
    status: 200,
    answer: { contentType: 'text/html', description: 'Página para ingresar una tarjeta de prueba' },
    errors: { 404: 'Referencia desconocida' },
  }),
  sandboxCardEntry: endpoint({
    method: 'post',
    path: '/sandbox/cards/:reference',
    tag: 'Tarjetas',
    summary: 'Tarjeta ingresada en la página de prueba (o cancelar); redirige de vuelta a Mis Tarjetas',
    access: 'none',
    params: sandboxCheckoutParams,
    status: 303,
    errors: { 400: 'Datos de la tarjeta inválidos (la página se muestra de nuevo)', 404: 'Referencia desconocida' },
  }),
  sandboxRenewals: endpoint({
    method: 'post',
    path: '/sandbox/test-clock/renewals',
    tag: 'Club CXTI',
    summary: 'Reloj de prueba del sandbox: corre las renovaciones del Club como en un día posterior (solo con SANDBOX_TEST_CLOCK=1)',
    access: 'none',
    body: testClockRequest,
    status: 200,
    answer: testClockRun,
    errors: { 400: 'Fecha inválida', 404: 'Reloj de prueba apagado' },
  }),
  sandboxPage: endpoint({
    method: 'get',
    path: '/sandbox/checkout/:reference',
    tag: 'Pedidos y pagos',
    summary: 'Página del proveedor de prueba: aprobar, rechazar o dejar pendiente',
    access: 'none',
    params: sandboxCheckoutParams,
    status: 200,
    answer: { contentType: 'text/html', description: 'Página de pago de prueba' },
    errors: { 404: 'Referencia desconocida' },
  }),
  transbankReturn: endpoint({
    method: 'get',
    path: '/payments/return/transbank',
    tag: 'Pedidos y pagos',
    summary: 'Regreso del pagador desde Webpay (Transbank): el gateway confirma el pago con Transbank y redirige a finalpago, errorpago o pendiente',
    access: 'none',
    status: 303,
    errors: { 404: 'Token desconocido' },
  }),
  transbankReturnPost: endpoint({
    method: 'post',
    path: '/payments/return/transbank',
    tag: 'Pedidos y pagos',
    summary: 'Regreso del pagador desde Webpay por formulario (Transbank lo envía así tras un pago o un abandono); como el GET',
    access: 'none',
    maxBodyBytes: 4 * 1024,
    status: 303,
    errors: { 404: 'Token desconocido' },
  }),
  transbankRedirect: endpoint({
    method: 'get',
    path: '/payments/redirect/transbank/:token',
    tag: 'Pedidos y pagos',
    summary: 'Página que lleva al pagador a Webpay con su token (Transbank exige un formulario); terminada la visita, redirige a su resultado',
    access: 'none',
    params: providerTokenParams,
    status: 200,
    answer: { contentType: 'text/html', description: 'Formulario hacia Webpay' },
    errors: { 404: 'Token desconocido' },
  }),
  transbankCardReturn: endpoint({
    method: 'get',
    path: '/payments/return/transbank-card',
    tag: 'Tarjetas',
    summary: 'Regreso desde la inscripción de una tarjeta en Webpay Oneclick: el gateway la confirma con Transbank y vuelve a Mis Tarjetas',
    access: 'none',
    status: 303,
    errors: { 404: 'Token desconocido' },
  }),
  transbankCardReturnPost: endpoint({
    method: 'post',
    path: '/payments/return/transbank-card',
    tag: 'Tarjetas',
    summary: 'Regreso desde la inscripción en Webpay Oneclick por formulario; como el GET',
    access: 'none',
    maxBodyBytes: 4 * 1024,
    status: 303,
    errors: { 404: 'Token desconocido' },
  }),
  transbankCardRedirect: endpoint({
    method: 'get',
    path: '/payments/redirect/transbank-card/:token',
    tag: 'Tarjetas',
    summary: 'Página que lleva al pagador a inscribir su tarjeta en Webpay Oneclick; terminada la visita, vuelve a Mis Tarjetas',
    access: 'none',
    params: providerTokenParams,
    status: 200,
    answer: { contentType: 'text/html', description: 'Formulario hacia Webpay Oneclick' },
    errors: { 404: 'Token desconocido' },
  }),
  mercadoPagoCardPage: endpoint({
    method: 'get',
    path: '/payments/cards/mercadopago/:reference',
    tag: 'Tarjetas',
    summary: 'Página para guardar una tarjeta en MercadoPago (campos seguros de MercadoPago: el número nunca llega al portal)',
    access: 'none',
    params: providerReferenceParams,
    status: 200,
    answer: { contentType: 'text/html', description: 'Página para ingresar una tarjeta en MercadoPago' },
    errors: { 404: 'Referencia desconocida' },
  }),
  mercadoPagoCardEntry: endpoint({
    method: 'post',
    path: '/payments/cards/mercadopago/:reference',
    tag: 'Tarjetas',
    summary: 'Token de la tarjeta creado por MercadoPago.js (o cancelar); redirige de vuelta a Mis Tarjetas',
    access: 'none',
    params: providerReferenceParams,
    maxBodyBytes: 4 * 1024,
    status: 303,
    errors: { 400: 'Sin token de tarjeta (la página se muestra de nuevo)', 404: 'Referencia desconocida' },
  }),
};
