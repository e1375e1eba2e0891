/**
 * The words the SPA and the gateway share beyond the schemas: units, kinds of payment method and
 * invoice states. Plain constants, so a machine may import them without bringing zod along.
 */

/** The roles of a company's users (decisions.md, "Accounts, roles, session"). */
export const roles = ['admin', 'comprador', 'finanzas'] as const;
export type Role = (typeof roles)[number];

/** Units of measure of the catalogue (decisions.md). Kilos and litres may be decimal. */
export const unitsOfMeasure = ['kg', 'un', 'caja', 'lt'] as const;
export type UnitOfMeasure = (typeof unitsOfMeasure)[number];

/** The most of one product an order line may ask for: the cart stops there, the gateway refuses more. */
export const MAX_LINE_QUANTITY = 10_000;

/** The kind of a payment method: the provider's hosted page, a card it keeps, or 30-day credit. */
export const paymentMethodCodes = ['card', 'saved_card', 'credit'] as const;
export type PaymentMethodCode = (typeof paymentMethodCodes)[number];

/** An invoice's state as the buyer sees it (`despensa_custom_state`), in the order the filters list them. */
export const invoiceStates = ['Pagado', 'Vencida', 'Vence esta semana', 'Por vencer'] as const;
export type InvoiceState = (typeof invoiceStates)[number];

/** How much of a product is left, as the catalogue shows it; an `out` product cannot be ordered. */
export const stockStates = ['in_stock', 'low', 'out'] as const;
export type StockState = (typeof stockStates)[number];

/**
 * The calendar periods a spending limit counts (Monday to Sunday, or the month), in Santiago time. Here,
 * not beside the limits' endpoints: the API client checks a refusal's period on the login path.
 */
export const spendingPeriods = ['week', 'month'] as const;
export type SpendingPeriod = (typeof spendingPeriods)[number];
