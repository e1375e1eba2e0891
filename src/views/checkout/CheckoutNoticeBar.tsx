import { Button, MessageBar, MessageBarActions, MessageBarBody, type MessageBarIntent } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { CheckoutNotice, CheckoutNoticeCode } from '../../../machines/checkout.notices';
import { noticeText } from './noticeText';
import { useLanguageTag } from './useLanguageTag';

const intents: Record<CheckoutNoticeCode, MessageBarIntent> = {
  cartReset: 'warning',
  added: 'success',
  addedMany: 'success',
  cartEmpty: 'info',
  belowMinimum: 'warning',
  addressIncomplete: 'warning',
  paymentMethodMissing: 'warning',
  pricesUpdated: 'warning',
  storageFailed: 'error',
};

interface CheckoutNoticeBarProps {
  notice: CheckoutNotice;
  onDismiss: () => void;
}

/** The checkout machine's latest word to the buyer, announced politely and dismissible. */
export function CheckoutNoticeBar({ notice, onDismiss }: CheckoutNoticeBarProps) {
  const { t } = useTranslation();
  const language = useLanguageTag();
  return (
    <MessageBar intent={intents[notice.code]} politeness={notice.code === 'storageFailed' ? 'assertive' : 'polite'}>
      <MessageBarBody>{noticeText(t, language, notice)}</MessageBarBody>
      <MessageBarActions
        containerAction={
          <Button appearance="transparent" aria-label={t('checkout.notice.dismiss')} icon={<DismissRegular />} onClick={onDismiss} />
        }
      />
    </MessageBar>
  );
}
