import { Body1, Button } from '@fluentui/react-components';
import { ShoppingBag20Regular } from '@fluentui/react-icons/svg/shopping-bag';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { approvalParam, type ApprovalSent as SentRequest } from '../../../contract/order-approvals';
import { formatSantiagoDay } from '../../../machines/rules/calendar';
import { paths } from '../../kernel/paths';
import { usePageStyles } from '../common/page.styles';
import { useAppLink } from '../common/useAppLink';
import { useCheckoutStyles } from './CheckoutView.styles';
import { StepHeading, stepHeadingId } from './StepHeading';

/** The order sent for approval, on the fresh cart it left: what happens next, its request and when it expires. */
export function ApprovalSent({ sent, headingRef }: { sent: SentRequest; headingRef: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation();
  const styles = useCheckoutStyles();
  const page = usePageStyles();
  const linkTo = useAppLink();

  return (
    <section className={styles.step} aria-labelledby={stepHeadingId}>
      <StepHeading headingRef={headingRef}>{t('checkout.approval.sent.title')}</StepHeading>
      <Body1>{t('checkout.approval.sent.body')}</Body1>
      <Body1>{t('checkout.approval.sent.expires', { date: formatSantiagoDay(sent.expires_at) })}</Body1>
      <div className={styles.actions}>
        <Button as="a" appearance="primary" className={page.action} {...linkTo(`${paths.orderApprovals}?${approvalParam}=${sent.approval_id}`)}>
          {t('checkout.approval.sent.view')}
        </Button>
        <Button as="a" icon={<ShoppingBag20Regular />} className={page.action} {...linkTo(paths.dashboard)}>
          {t('checkout.cart.toCatalogue')}
        </Button>
      </div>
    </section>
  );
}
