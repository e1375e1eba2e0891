import { Button, MessageBar, MessageBarActions, MessageBarBody, type MessageBarIntent } from '@fluentui/react-components';
import { Dismiss16Regular } from '@fluentui/react-icons/svg/dismiss';
import { useTranslation } from 'react-i18next';
import type { CheckoutNotice, CheckoutNoticeCode } from '../../../../machines/checkout.notices';
import type { CheckoutActor } from '../../../app/checkout-context';
import { noticeText } from './notice-text';
import { useLanguageTag } from '../useLanguageTag';

const intents: Record<CheckoutNoticeCode, MessageBarIntent> = {
  added: 'success',
  addedMany: 'success',
  cartReset: 'warning',
  cartEmpty: 'info',
  belowMinimum: 'warning',
  addressIncomplete: 'warning',
  paymentMethodMissing: 'warning',
  pricesUpdated: 'warning',
  paymentUnderWay: 'warning',
  storageFailed: 'error',
};

interface CartNoticeProps {
  checkout: CheckoutActor | null;
  notice: CheckoutNotice | null;
}

/**
 * The cart's latest word to the buyer ("Has agregado … al carrito"), on the catalogue, the product and
 * the checkout alike. The live region is always there, so a screen reader announces a notice the moment
 * it appears; the buyer dismisses it.
 */
export function CartNotice({ checkout, notice }: CartNoticeProps) {
  const { t } = useTranslation();
  const language = useLanguageTag();
  return (
    <div role="status" aria-live="polite">
      {notice && checkout && (
        <MessageBar intent={intents[notice.code]}>
          <MessageBarBody>{noticeText(t, language, notice)}</MessageBarBody>
          <MessageBarActions
            containerAction={
              <Button
                appearance="transparent"
                icon={<Dismiss16Regular />}
                aria-label={t('cart.notice.dismiss')}
                onClick={() => checkout.send({ type: 'cart.dismissNotice' })}
              />
            }
          />
        </MessageBar>
      )}
    </div>
  );
}
