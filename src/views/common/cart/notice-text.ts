import type { TFunction } from 'i18next';
import { addressStepParts, type CheckoutNotice } from '../../../../machines/checkout.notices';

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
    return t('cart.notice.quantityWhole', { ...notice.params, whole: t(`common.quantity.rule.whole.${notice.params.unit || 'un'}`) });
  }
  return t(`cart.notice.${notice.code}`, notice.params);
}
