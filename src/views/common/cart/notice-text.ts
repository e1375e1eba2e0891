import type { TFunction } from 'i18next';
import { addressStepParts, type CheckoutNotice } from '../../../../machines/checkout.notices';
import { parseQuantity } from '../../../../machines/rules/quantity';
import { unitText } from '../quantity-text';

/** The notice's unit (a gateway code, "lt") in the reader's words ("L"), agreeing with the quantity the line was left at. */
function withUnitWords(t: TFunction, params: CheckoutNotice['params']) {
  return params?.unit ? { ...params, unit: unitText(t, params.unit, parseQuantity(params.quantity ?? '') ?? 1) } : params;
}

/**
 * A notice of the cart and checkout machine in the interface's language. The missing parts of Direcciones come as
 * codes, joined the way the language joins a list ("a, b y c").
 */
export function noticeText(t: TFunction, language: string, notice: CheckoutNotice): string {
  if (notice.code === 'addressIncomplete') {
    const codes = String(notice.params?.missing ?? '').split(',');
    const parts = addressStepParts.filter((part) => codes.includes(part)).map((part) => t(`cart.notice.addressPart.${part}`));
    const missing = new Intl.ListFormat(language, { type: 'conjunction' }).format(parts);
    return t('cart.notice.addressIncomplete', { missing });
  }
  // "múltiplos de 1 un" says nothing: a product sold whole says so in the unit's words.
  if (notice.code === 'quantityRounded' && notice.params?.step === '1') {
    return t('cart.notice.quantityWhole', { ...withUnitWords(t, notice.params), whole: t(`common.quantity.rule.whole.${notice.params.unit || 'un'}`) });
  }
  return t(`cart.notice.${notice.code}`, withUnitWords(t, notice.params));
}
