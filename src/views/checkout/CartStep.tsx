import { Body1, Button, Field, Input, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { ArrowRight20Regular } from '@fluentui/react-icons/svg/arrow-right';
import { ShoppingBag20Regular } from '@fluentui/react-icons/svg/shopping-bag';
import { useSelector } from '@xstate/react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PURCHASE_ORDER_MAX_LENGTH } from '../../../machines/checkout.cart';
import { minimumOrderNotice, sameJson } from '../../../machines/checkout.selectors';
import type { CheckoutActor } from '../../kernel/checkout-context';
import { useAppLink } from '../common/useAppLink';
import { useCheckoutStyles } from './CheckoutView.styles';
import { CartLines } from './CartLines';
import { StepHeading, stepHeadingId } from './StepHeading';
import { noticeText } from '../common/cart/notice-text';
import { useLanguageTag } from '../common/useLanguageTag';
import { paths } from '../../kernel/paths';
import { SaveAsRecurringButton } from '../common/SaveAsRecurringButton';

const useStyles = makeStyles({
  empty: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM },
  purchaseOrder: { maxWidth: '360px' },
});

interface StepProps {
  checkout: CheckoutActor;
  headingRef: Ref<HTMLHeadingElement>;
}

/** Carrito: the lines with their quantities, the minimum order, and the optional purchase-order number. */
export function CartStep({ checkout, headingRef }: StepProps) {
  const { t } = useTranslation();
  const styles = { ...useCheckoutStyles(), ...useStyles() };
  const language = useLanguageTag();
  const linkTo = useAppLink();
  const items = useSelector(checkout, (s) => s.context.items);
  const isClubMember = useSelector(checkout, (s) => s.context.isClubMember);
  const purchaseOrderNumber = useSelector(checkout, (s) => s.context.purchaseOrderNumber);
  const minimum = useSelector(checkout, (s) => minimumOrderNotice(s.context), sameJson);
  const send = checkout.send;

  const heading = (
    <StepHeading headingRef={headingRef}>{t('checkout.steps.cart')}</StepHeading>
  );

  if (items.length === 0) {
    return (
      <section className={styles.step} aria-labelledby={stepHeadingId}>
        {heading}
        <div className={styles.empty}>
          <Body1>{t('checkout.cart.empty')}</Body1>
          <Button as="a" appearance="primary" icon={<ShoppingBag20Regular />} {...linkTo(paths.dashboard)}>
            {t('checkout.cart.toCatalogue')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section className={styles.step} aria-labelledby={stepHeadingId}>
      {heading}
      <CartLines checkout={checkout} items={items} isClubMember={isClubMember} />
      {minimum && (
        <MessageBar intent="info">
          <MessageBarBody>{noticeText(t, language, minimum)}</MessageBarBody>
        </MessageBar>
      )}
      <Field
        className={styles.purchaseOrder}
        label={t('checkout.cart.purchaseOrder')}
        hint={t('checkout.cart.purchaseOrderHint', { max: PURCHASE_ORDER_MAX_LENGTH })}
      >
        <Input
          value={purchaseOrderNumber}
          maxLength={PURCHASE_ORDER_MAX_LENGTH}
          onChange={(_, data) => send({ type: 'checkout.setPurchaseOrderNumber', value: data.value })}
        />
      </Field>
      <div className={styles.actionsEnd}>
        <SaveAsRecurringButton lines={items.map((item) => ({ product_id: item.id, name: item.product_name, uom: item.unit ?? 'un', quantity: item.quantity }))} />
        <Button appearance="primary" icon={<ArrowRight20Regular />} iconPosition="after" onClick={() => send({ type: 'checkout.next' })}>
          {t('checkout.actions.next')}
        </Button>
      </div>
    </section>
  );
}
