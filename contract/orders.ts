import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { idParams, maxId } from './params';
import { noControlCharacters } from './text';
import { MAX_LINE_QUANTITY } from './vocabulary';

/** Ids are PostgreSQL integers; anything larger names nothing. */
const id = z.int().check(z.positive(), z.lte(maxId));
/** CLP has no decimals; prices are net (sin IVA). */
const clp = z.int().check(z.nonnegative(), z.lte(1_000_000_000));

const maxOrderLines = 200;
/**
 * A line at its largest (ids and prices at their maxima, a quantity with many decimals) is under 150
 * bytes of JSON; twice that per line, and room for the order's other fields, leaves spacing allowed.
 */
export const maxOrderBodyBytes = maxOrderLines * 300 + 2048;

export const orderLine = z.strictObject({
  product_id: id,
  /** Kilos take one decimal; units, boxes and litres are whole (checked against the product's unit). */
  product_uom_qty: z.number().check(z.positive(), z.lte(MAX_LINE_QUANTITY)),
  /** The net list price the cart showed; the gateway refuses it with 409 when the catalogue changed. */
  price_unit: clp,
  /** The club price the cart showed (0 outside the club). */
  cxti_price: clp,
});
export type OrderLine = z.infer<typeof orderLine>;

export const createSalesOrderRequest = z.strictObject({
  /** The billing partner: the company itself or one of its invoice addresses. */
  partner_id: id,
  payment_method_id: id,
  despensa_customer_sale_order_number: z.optional(z.string().check(z.trim(), z.maxLength(60), noControlCharacters())),
  /** One of the dates of GET /delivery-options. */
  scheduled_date: z.iso.date(),
  retiro_en_tienda: z.boolean(),
  /**
   * The company's delivery address when not picking up at the store; absent, the company's default
   * delivery address. Refused together with `retiro_en_tienda`.
   */
  partner_shipping_id: z.optional(id),
  order_line: z.array(orderLine).check(z.minLength(1), z.maxLength(maxOrderLines)),
});
export type CreateSalesOrderRequest = z.input<typeof createSalesOrderRequest>;

/** 201; a repeated Idempotency-Key answers this same body again. */
const createSalesOrderResponse = z.object({
  order_id: id,
  /** `S00421`. */
  name: z.optional(z.string()),
  /** Gross CLP, as the gateway computed it from the current catalogue. */
  amount_total: z.optional(z.int()),
});
export type CreateSalesOrderResponse = z.infer<typeof createSalesOrderResponse>;

/** A product's price now, net CLP, as a price_changed refusal lists it. */
export interface CurrentPrice {
  product_id: number;
  price_unit: number;
  cxti_price: number;
}

/**
 * 409 when a submitted `price_unit` or `cxti_price` no longer matches: the usual error body plus the
 * current prices of every product of the order, so the cart can refresh.
 */
export interface PriceChangedError {
  error: { code: 'price_changed'; message: string; current_prices: CurrentPrice[] };
}

/** `POST /sales-orders/:id/cancel`: the order that waited for its payment, now cancelled. */
const cancelOrderResponse = z.object({ order_id: z.int(), name: z.string(), state: z.literal('cancel') });
export type CancelOrderResponse = z.infer<typeof cancelOrderResponse>;

/** The sandbox's test clock: an order placed as of another instant, as the spending rules and delivery dates judge it then. */
const sandboxOrderRequest = z.strictObject({ at: z.iso.datetime({ offset: true }), order: createSalesOrderRequest });

export const orderEndpoints = {
  create: endpoint({
    method: 'post',
    path: '/create-sales-order',
    tag: 'Pedidos y pagos',
    summary: 'Crear un pedido (precios y totales recalculados en el servidor)',
    access: 'bearer',
    action: 'purchase.place',
    idempotent: true,
    body: createSalesOrderRequest,
    maxBodyBytes: maxOrderBodyBytes,
    status: 201,
    answer: createSalesOrderResponse,
    errors: {
      404: 'Un id no es de la empresa',
      409: 'Precios cambiaron (current_prices)',
      422: 'Bajo el mínimo, producto no disponible, fecha no disponible, crédito insuficiente o clave reutilizada',
    },
  }),
  cancel: endpoint({
    method: 'post',
    path: '/sales-orders/:id/cancel',
    tag: 'Pedidos y pagos',
    summary: 'Cancelar un pedido que espera su pago (sus productos vuelven al carrito)',
    access: 'bearer',
    action: 'purchase.place',
    params: idParams,
    notFound: 'El pedido no existe.',
    status: 200,
    answer: cancelOrderResponse,
    errors: { 404: 'Pedido ajeno o inexistente', 409: 'Pedido ya confirmado, o con un pago en curso' },
  }),
  sandboxCreate: endpoint({
    method: 'post',
    path: '/sandbox/test-clock/sales-orders',
    tag: 'Pedidos y pagos',
    summary: 'Reloj de prueba del sandbox: crear un pedido como a un instante dado (solo con SANDBOX_TEST_CLOCK=1)',
    access: 'bearer',
    action: 'purchase.place',
    idempotent: true,
    body: sandboxOrderRequest,
    maxBodyBytes: maxOrderBodyBytes + 200,
    status: 201,
    answer: createSalesOrderResponse,
    errors: { 404: 'Reloj de prueba apagado, o un id no es de la empresa', 409: 'Necesita aprobación, o los precios cambiaron' },
  }),
};
