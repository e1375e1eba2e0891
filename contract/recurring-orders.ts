import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { idParams, maxId } from './params';
import { text } from './text';
import { MAX_LINE_QUANTITY } from './vocabulary';

/**
 * Pedidos recurrentes: an order the company repeats on chosen weekdays, weekly or every two weeks. A day
 * before each cutoff the gateway builds that date's order at the day's prices and stock and e-mails it;
 * the buyer may change its lines or skip it until the cutoff, when it is placed once like any other.
 */

export const RECURRING_NAME_MAX = 60;
export const RECURRING_MAX_LINES = 200;
export const recurringFrequencies = ['weekly', 'biweekly'] as const;
export type RecurringFrequency = (typeof recurringFrequencies)[number];
/** ISO weekdays that deliver: Monday 1 to Saturday 6. */
export const deliveryWeekdays = [1, 2, 3, 4, 5, 6] as const;

const id = z.int().check(z.positive(), z.lte(maxId));

const recurringLineInput = z.strictObject({
  product_id: id,
  quantity: z.number({ error: 'Escribe una cantidad.' }).check(
    z.positive({ error: 'Escribe una cantidad mayor que cero.' }),
    z.lte(MAX_LINE_QUANTITY, { error: `La cantidad máxima por línea es ${MAX_LINE_QUANTITY}.` }),
  ),
});
export type RecurringLineInput = z.infer<typeof recurringLineInput>;

const linesInput = z
  .array(recurringLineInput)
  .check(z.minLength(1, { error: 'Agrega al menos un producto.' }), z.maxLength(RECURRING_MAX_LINES));

export const recurringOrderRequest = z.strictObject({
  name: text(1, RECURRING_NAME_MAX, 'Ponle un nombre.', `Usa ${RECURRING_NAME_MAX} caracteres o menos.`),
  weekdays: z
    .array(z.int().check(z.gte(1), z.lte(6)))
    .check(z.minLength(1, { error: 'Elige al menos un día de entrega.' }), z.maxLength(6)),
  frequency: z.enum(recurringFrequencies, { error: 'Elige cada semana o cada dos semanas.' }),
  retiro_en_tienda: z.boolean(),
  /** The company's delivery address; absent, its default one. Refused together with `retiro_en_tienda`. */
  partner_shipping_id: z.optional(id),
  /** Credit or one of the company's saved cards: nobody is at the provider's page when it is placed. */
  payment_method_id: id,
  lines: linesInput,
});
export type RecurringOrderRequest = z.input<typeof recurringOrderRequest>;

export const occurrenceLinesRequest = z.strictObject({ lines: linesInput });

const recurringLine = z.object({
  product_id: z.int(),
  name: z.string(),
  default_code: z.string(),
  uom: z.string(),
  quantity: z.number(),
});
export type RecurringLine = z.infer<typeof recurringLine>;

const occurrenceLine = z.object({
  product_id: z.int(),
  name: z.string(),
  uom: z.string(),
  quantity: z.number(),
  /** Net, at the price the company pays (club price for members) on the day it was built. */
  price_unit: z.int(),
  subtotal: z.int(),
});
export type OccurrenceLine = z.infer<typeof occurrenceLine>;

export const occurrenceStates = ['scheduled', 'skipped', 'paying', 'placed', 'failed', 'missed'] as const;
export type OccurrenceState = (typeof occurrenceStates)[number];

const occurrence = z.object({
  id: z.int(),
  delivery_date: z.string(),
  /** ISO instant: until then its lines can be changed, or it can be skipped. */
  cutoff_at: z.string(),
  state: z.enum(occurrenceStates),
  lines: z.array(occurrenceLine),
  /** The saved lines that could not be served that day, with why. */
  left_out: z.array(z.object({ product_id: z.int(), name: z.string(), reason: z.string() })),
  /** Net of the lines, before shipping and IVA. */
  net: z.int(),
  order_id: z.nullable(z.int()),
  order_name: z.nullable(z.string()),
  /** Why it failed or was missed, in Spanish. */
  message: z.nullable(z.string()),
});
export type Occurrence = z.infer<typeof occurrence>;

export const recurringOrder = z.object({
  id: z.int(),
  name: z.string(),
  state: z.enum(['active', 'paused']),
  weekdays: z.array(z.int()),
  frequency: z.enum(recurringFrequencies),
  retiro_en_tienda: z.boolean(),
  partner_shipping_id: z.nullable(z.int()),
  /** Where it goes, as the buyer reads it, or the pickup point. */
  address: z.string(),
  payment_method_id: z.int(),
  payment_method: z.string(),
  lines: z.array(recurringLine),
  /** The next date it delivers (its cutoff still ahead); null while paused. */
  next_date: z.nullable(z.string()),
  /** The date built and open to changes, or paying; null before its build. */
  upcoming: z.nullable(occurrence),
  /** The newest date that ended (placed, skipped, failed, missed). */
  last: z.nullable(occurrence),
});
export type RecurringOrder = z.infer<typeof recurringOrder>;

export const recurringOrdersList = z.object({ orders: z.array(recurringOrder) });
export type RecurringOrdersList = z.infer<typeof recurringOrdersList>;

const runRequest = z.strictObject({ at: z.iso.datetime({ offset: true }) });
const jobRun = z.object({ built: z.int(), placed: z.int(), failed: z.int(), missed: z.int() });
export type RecurringRun = z.infer<typeof jobRun>;

const buyersOnly = 'Tu rol no permite usar los pedidos recurrentes.';
const notFound = 'El pedido recurrente no existe.';
const tag = 'Pedidos recurrentes';
const common = { tag, access: 'bearer', action: 'recurringOrders.manage', forbidden: buyersOnly } as const;

export const recurringOrdersEndpoints = {
  list: endpoint({
    ...common,
    method: 'get',
    path: '/recurring-orders',
    summary: 'Los pedidos recurrentes de la empresa, con su próxima fecha y el pedido preparado',
    status: 200,
    answer: recurringOrdersList,
  }),
  create: endpoint({
    ...common,
    method: 'post',
    path: '/recurring-orders',
    summary: 'Guardar un pedido recurrente: líneas, dirección, medio de pago, días y frecuencia',
    body: recurringOrderRequest,
    maxBodyBytes: 32 * 1024,
    status: 201,
    answer: recurringOrder,
    errors: { 404: 'Dirección o medio de pago ajeno', 422: 'Producto no disponible, bajo el pedido mínimo, o un medio de pago que pide estar presente' },
  }),
  update: endpoint({
    ...common,
    method: 'put',
    path: '/recurring-orders/:id',
    summary: 'Cambiar un pedido recurrente (rige desde la próxima fecha aún no preparada)',
    params: idParams,
    notFound,
    body: recurringOrderRequest,
    maxBodyBytes: 32 * 1024,
    status: 200,
    answer: recurringOrder,
    errors: { 404: 'No es de la empresa', 422: 'Producto no disponible, bajo el pedido mínimo, o un medio de pago que pide estar presente' },
  }),
  pause: endpoint({
    ...common,
    method: 'post',
    path: '/recurring-orders/:id/pause',
    summary: 'Pausar un pedido recurrente (omite la fecha ya preparada)',
    params: idParams,
    notFound,
    status: 200,
    answer: recurringOrder,
  }),
  resume: endpoint({
    ...common,
    method: 'post',
    path: '/recurring-orders/:id/resume',
    summary: 'Reanudar un pedido recurrente pausado',
    params: idParams,
    notFound,
    status: 200,
    answer: recurringOrder,
  }),
  remove: endpoint({
    ...common,
    method: 'delete',
    path: '/recurring-orders/:id',
    summary: 'Eliminar un pedido recurrente (los pedidos ya hechos siguen en Pedidos)',
    params: idParams,
    notFound,
    status: 204,
  }),
  changeOccurrence: endpoint({
    ...common,
    method: 'put',
    path: '/recurring-occurrences/:id',
    summary: 'Cambiar las líneas del pedido preparado, hasta su hora de cierre',
    params: idParams,
    notFound: 'El pedido preparado no existe.',
    body: occurrenceLinesRequest,
    maxBodyBytes: 32 * 1024,
    status: 200,
    answer: recurringOrder,
    errors: { 409: 'Ya pasó la hora de cierre, o se omitió', 422: 'Producto no disponible o cantidad fuera de su regla' },
  }),
  skipOccurrence: endpoint({
    ...common,
    method: 'post',
    path: '/recurring-occurrences/:id/skip',
    summary: 'Omitir el pedido preparado de esa fecha, hasta su hora de cierre',
    params: idParams,
    notFound: 'El pedido preparado no existe.',
    status: 200,
    answer: recurringOrder,
    errors: { 409: 'Ya pasó la hora de cierre' },
  }),
  sandboxRun: endpoint({
    method: 'post',
    path: '/sandbox/test-clock/recurring-orders',
    tag,
    summary: 'Reloj de prueba del sandbox: prepara y hace los pedidos recurrentes como a un instante dado (solo con SANDBOX_TEST_CLOCK=1)',
    access: 'none',
    body: runRequest,
    status: 200,
    answer: jobRun,
    errors: { 404: 'Reloj de prueba apagado' },
  }),
};
