import { formatClp } from './rules/money';
import { missingForMinimum } from './rules/totals';

/**
 * What the checkout tells the user. `code` picks the translated text (`checkout.notice.<code>` with
 * `params`); `message` is the Spanish reference text, ready to show.
 */
export type CheckoutNoticeCode =
  | 'cartReset'
  | 'added'
  | 'addedMany'
  | 'cartEmpty'
  | 'belowMinimum'
  | 'addressIncomplete'
  | 'paymentMethodMissing'
  | 'pricesUpdated'
  | 'paymentUnderWay'
  | 'storageFailed';

export interface CheckoutNotice {
  code: CheckoutNoticeCode;
  message: string;
  params?: Record<string, string | number>;
}

/**
 * The confirmations of adding products ("Has agregado …", "Productos agregados al carrito."): they belong
 * to the page where the products were added, so the checkout does not repeat them.
 */
export const isAddedNotice = (notice: CheckoutNotice): boolean => notice.code === 'added' || notice.code === 'addedMany';

/**
 * The notice the checkout page shows at `step`: not the catalogue's "added" confirmations, and not the
 * minimum order in Carrito, which the page says under the lines already.
 */
export function checkoutPageNotice(notice: CheckoutNotice | null, step: number): CheckoutNotice | null {
  if (!notice || isAddedNotice(notice) || (step === 0 && notice.code === 'belowMinimum')) return null;
  return notice;
}

export const notices = {
  cartReset: (reason: string): CheckoutNotice => ({
    code: 'cartReset',
    message: 'No pudimos recuperar tu carrito guardado; empezamos uno nuevo.',
    params: { reason },
  }),
  added: (product: string): CheckoutNotice => ({
    code: 'added',
    message: `Has agregado ${product} al carrito`,
    params: { product },
  }),
  addedMany: (): CheckoutNotice => ({ code: 'addedMany', message: 'Productos agregados al carrito.' }),
  cartEmpty: (): CheckoutNotice => ({
    code: 'cartEmpty',
    message: 'Tu carrito está vacío. Agrega productos para continuar.',
  }),
  belowMinimum: (subTotalNet: number, minimumOrderNet: number): CheckoutNotice => {
    const minimum = formatClp(minimumOrderNet);
    const missing = formatClp(missingForMinimum(subTotalNet, minimumOrderNet));
    return {
      code: 'belowMinimum',
      message: `El pedido mínimo es de ${minimum} netos. Te faltan ${missing}.`,
      params: { minimum, missing },
    };
  },
  addressIncomplete: (missing: readonly AddressStepPart[]): CheckoutNotice => ({
    code: 'addressIncomplete',
    message: `Para continuar, elige ${joinSpanish(missing.map((part) => addressStepParts[part]))}.`,
    params: { missing: missing.join(',') },
  }),
  paymentMethodMissing: (): CheckoutNotice => ({
    code: 'paymentMethodMissing',
    message: 'Elige un medio de pago para continuar.',
  }),
  pricesUpdated: (): CheckoutNotice => ({
    code: 'pricesUpdated',
    message: 'Actualizamos los precios de tu carrito. Revísalos antes de continuar.',
  }),
  paymentUnderWay: (): CheckoutNotice => ({
    code: 'paymentUnderWay',
    message: 'Tu pago está en curso: el pedido no puede cambiar hasta que termine o falle.',
  }),
  storageFailed: (): CheckoutNotice => ({
    code: 'storageFailed',
    message: 'No pudimos guardar tu carrito en este navegador. Si recargas la página podrías perder los últimos cambios.',
  }),
};

export type AddressStepPart = 'billing' | 'delivery' | 'scheduledDate';

const addressStepParts: Record<AddressStepPart, string> = {
  billing: 'la empresa de facturación',
  delivery: 'una dirección de despacho o el retiro en tienda',
  scheduledDate: 'la fecha de entrega',
};

/** "a", "a y b", "a, b y c". */
export function joinSpanish(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} y ${parts[parts.length - 1]}`;
}
