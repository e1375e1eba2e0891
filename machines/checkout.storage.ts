import * as z from 'zod/mini';
import { unitsOfMeasure } from '../contract/vocabulary';
import {
  PURCHASE_ORDER_MAX_LENGTH,
  type BillingPartner,
  type CartItem,
  type Delivery,
} from './checkout.cart';
import { paymentMethodCodes, type PaymentMethodCode } from '../contract/vocabulary';
import { isNormalizedQuantity, isQuantityRule } from './rules/quantity';

/**
 * The cart as it is kept per user in localStorage (`checkout-{userId}`, spec section 9): `{ version, data }`.
 * The machine builds and reads this value; only `src/actors` touches storage.
 * Raise the version when the shape of `data` changes: older carts then start fresh, with a notice.
 */
const CART_STORAGE_VERSION = 1;

export const CHECKOUT_STEP_COUNT = 3;

/** What the buyer decided: the cart's lines and every choice of the three steps. The machine keeps only these. */
export interface CheckoutChoices {
  activeStep: number;
  items: CartItem[];
  discount: number;
  billing: BillingPartner | null;
  completed: boolean;
  delivery: Delivery | null;
  scheduledDate: string | null;
  purchaseOrderNumber: string;
  /** Pago: the gateway's `payment_method_id` and its kind; both set or both null. */
  paymentMethodId: number | null;
  paymentMethod: PaymentMethodCode | null;
  /**
   * The order placed for these lines that waits for its payment (its card declined or pending, or the
   * buyer still at the provider): the lines belong to it until it is paid or cancelled.
   */
  heldOrderId: number | null;
}

/** The totals written beside the choices: spec section 3's cart has them, though nobody reads them back. */
export interface StoredTotals {
  subTotal: number;
  total: number;
  shipping: number;
  totalItems: number;
  cxtiTotal: number;
  originalTotal: number;
}

/** The persisted part of the checkout: spec section 3's cart plus what Direcciones and Pago chose. */
export type StoredCartData = CheckoutChoices & StoredTotals;

export interface StoredCart {
  version: typeof CART_STORAGE_VERSION;
  data: StoredCartData;
}

const id = z.int().check(z.positive());
/** Whole pesos, as every price the gateway sends: a fraction here is a corrupted cart. */
const price = z.int().check(z.nonnegative());
const amount = z.number();

const item = z.object({
  id,
  product_name: z.string().check(z.minLength(1)),
  quantity: z.number().check(z.positive(), z.refine(isNormalizedQuantity)),
  list_price: price,
  cxti_price: price,
  original_price: price,
  unit: z.optional(z.enum(unitsOfMeasure)),
  // Absent from carts stored before each product had its rule.
  quantity_rule: z.optional(z.object({ step: z.number(), min: z.number() }).check(z.refine(isQuantityRule))),
  pack_size: z.optional(z.string()),
});

const delivery = z.discriminatedUnion('type', [
  z.object({ type: z.literal('address'), addressId: id, label: z.string() }),
  z.object({ type: z.literal('pickup') }),
]);

const storedCartData = z
  .object({
    activeStep: z.int().check(z.gte(0), z.lte(CHECKOUT_STEP_COUNT)),
    items: z.array(item).check(z.refine((items) => new Set(items.map((line) => line.id)).size === items.length)),
    // Totals are recomputed from the lines on the way in (prices or club membership may have changed);
    // they only have to be numbers.
    subTotal: amount,
    total: amount,
    discount: z.int().check(z.nonnegative()),
    shipping: amount,
    billing: z.nullable(z.object({ id, name: z.string() })),
    totalItems: amount,
    completed: z.boolean(),
    cxtiTotal: amount,
    originalTotal: amount,
    delivery: z.nullable(delivery),
    scheduledDate: z.nullable(z.iso.date()),
    purchaseOrderNumber: z.string().check(z.maxLength(PURCHASE_ORDER_MAX_LENGTH)),
    paymentMethodId: z.nullable(id),
    paymentMethod: z.nullable(z.enum(paymentMethodCodes)),
    // Absent from carts stored before orders could hold them.
    heldOrderId: z.optional(z.nullable(id)),
  })
  .check(
    z.refine((data) => data.completed === (data.activeStep === CHECKOUT_STEP_COUNT)),
    z.refine((data) => (data.paymentMethodId === null) === (data.paymentMethod === null)),
  );

const storedCart = z.object({ version: z.literal(CART_STORAGE_VERSION), data: storedCartData });

export const emptyChoices: CheckoutChoices = {
  activeStep: 0,
  items: [],
  discount: 0,
  billing: null,
  completed: false,
  delivery: null,
  scheduledDate: null,
  purchaseOrderNumber: '',
  paymentMethodId: null,
  paymentMethod: null,
  heldOrderId: null,
};

export type RestoreResult =
  | { status: 'absent'; data: CheckoutChoices }
  | { status: 'restored'; data: CheckoutChoices }
  | { status: 'reset'; data: CheckoutChoices; reason: 'json' | 'version' | 'shape' };

/**
 * Reads what storage held: the choices, whose totals the machine computes again (prices or membership may
 * have changed). Nothing stored: an empty cart. Anything unreadable (not JSON, another version, a wrong
 * shape, a negative quantity...): an empty cart and the reason. Never throws.
 */
export function restoreCart(raw: string | null | undefined): RestoreResult {
  if (raw === null || raw === undefined) return { status: 'absent', data: emptyChoices };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { status: 'reset', data: emptyChoices, reason: 'json' };
  }
  const result = storedCart.safeParse(parsed);
  if (result.success) return { status: 'restored', data: choicesOf(result.data.data) };
  const version = parsed && typeof parsed === 'object' && 'version' in parsed ? parsed.version : undefined;
  return { status: 'reset', data: emptyChoices, reason: version !== CART_STORAGE_VERSION ? 'version' : 'shape' };
}

/** The buyer's choices alone, in a fixed order: two checkouts with the same choices are the same. */
export function choicesOf(data: Omit<CheckoutChoices, 'heldOrderId'> & { heldOrderId?: number | null }): CheckoutChoices {
  return {
    activeStep: data.activeStep,
    items: data.items,
    discount: data.discount,
    billing: data.billing,
    completed: data.completed,
    delivery: data.delivery,
    scheduledDate: data.scheduledDate,
    purchaseOrderNumber: data.purchaseOrderNumber,
    paymentMethodId: data.paymentMethodId,
    paymentMethod: data.paymentMethod,
    // An order holds lines only: without any, there is nothing of it to keep.
    heldOrderId: data.items.length > 0 ? (data.heldOrderId ?? null) : null,
  };
}

/** The value to store for this checkout (the actor serialises it as JSON): the choices and their totals. */
export function toStoredCart(choices: CheckoutChoices, totals: StoredTotals): StoredCart {
  const { subTotal, total, shipping, totalItems, cxtiTotal, originalTotal } = totals;
  return { version: CART_STORAGE_VERSION, data: { ...choicesOf(choices), subTotal, total, shipping, totalItems, cxtiTotal, originalTotal } };
}
