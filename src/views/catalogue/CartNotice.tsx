import { Button, MessageBar, MessageBarActions, MessageBarBody, type MessageBarIntent } from '@fluentui/react-components';
import { Dismiss16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { CheckoutNotice, CheckoutNoticeCode } from '../../../machines/checkout.notices';
import type { CheckoutActor } from '../../app/checkout-context';

const intents: Record<CheckoutNoticeCode, MessageBarIntent> = {
  added: 'success',
  addedMany: 'success',
  cartReset: 'warning',
  cartEmpty: 'info',
  belowMinimum: 'warning',
  addressIncomplete: 'info',
  paymentMethodMissing: 'info',
  pricesUpdated: 'warning',
  storageFailed: 'warning',
};

interface CartNoticeProps {
  checkout: CheckoutActor | null;
  notice: CheckoutNotice | null;
}

/**
 * The cart's latest news ("Has agregado … al carrito"). The live region is always there, so a screen
 * reader announces a notice the moment it appears.
 */
export function CartNotice({ checkout, notice }: CartNoticeProps) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      {notice && checkout && (
        <MessageBar intent={intents[notice.code]}>
          <MessageBarBody>{t(`catalogue.notice.${notice.code}`, { ...notice.params, defaultValue: notice.message })}</MessageBarBody>
          <MessageBarActions
            containerAction={
              <Button
                appearance="transparent"
                icon={<Dismiss16Regular />}
                aria-label={t('catalogue.notice.dismiss')}
                onClick={() => checkout.send({ type: 'cart.dismissNotice' })}
              />
            }
          />
        </MessageBar>
      )}
    </div>
  );
}
