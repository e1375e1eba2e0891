import {
  Body1,
  Button,
  Caption1,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { ArrowRight20Regular } from '@fluentui/react-icons/svg/arrow-right';
import { Delete20Regular } from '@fluentui/react-icons/svg/delete';
import { ShoppingBag20Regular } from '@fluentui/react-icons/svg/shopping-bag';
import { useSelector } from '@xstate/react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PURCHASE_ORDER_MAX_LENGTH } from '../../../machines/checkout.cart';
import { minimumOrderNotice, sameJson } from '../../../machines/checkout.selectors';
import { formatClp } from '../../../machines/rules/money';
import { chargedUnitPrice, hasClubPrice, lineNet } from '../../../machines/rules/totals';
import type { CheckoutActor } from '../../app/checkout-context';
import { useAppLink } from '../common/useAppLink';
import { useVisuallyHiddenStyles } from '../common/visuallyHidden.styles';
import { useCheckoutStyles } from './CheckoutView.styles';
import { StepHeading, stepHeadingId } from './StepHeading';
import { noticeText } from '../common/cart/notice-text';
import { QuantityStepper } from '../common/cart/QuantityStepper';
import { useLanguageTag } from '../common/useLanguageTag';
import { paths } from '../../app/paths';

const useStyles = makeStyles({
  numeric: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  product: { display: 'flex', flexDirection: 'column' },
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
  const hidden = useVisuallyHiddenStyles().root;
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
      <Table aria-label={t('checkout.cart.lines')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('checkout.cart.product')}</TableHeaderCell>
            <TableHeaderCell>{t('checkout.cart.unitPrice')}</TableHeaderCell>
            <TableHeaderCell>{t('checkout.cart.quantityHeader')}</TableHeaderCell>
            <TableHeaderCell>{t('checkout.cart.lineTotal')}</TableHeaderCell>
            <TableHeaderCell>
              <span className={hidden}>{t('checkout.cart.actions')}</span>
            </TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((line) => {
            const unitPrice = chargedUnitPrice(line, isClubMember);
            return (
              <TableRow key={line.id}>
                <TableCell>
                  <div className={styles.product}>
                    <Body1>{line.product_name}</Body1>
                    {!isClubMember && hasClubPrice(line) && (
                      <Caption1>{t('checkout.cart.clubPrice', { price: formatClp(line.cxti_price) })}</Caption1>
                    )}
                  </div>
                </TableCell>
                <TableCell className={styles.numeric}>
                  {line.unit ? t('checkout.cart.pricePerUnit', { price: formatClp(unitPrice), unit: line.unit }) : formatClp(unitPrice)}
                </TableCell>
                <TableCell>
                  <QuantityStepper
                    name={line.product_name}
                    quantity={line.quantity}
                    onIncrease={() => send({ type: 'cart.increase', id: line.id })}
                    onDecrease={() => send({ type: 'cart.decrease', id: line.id })}
                    onSet={(quantity) => send({ type: 'cart.setQuantity', id: line.id, quantity })}
                  />
                </TableCell>
                <TableCell className={styles.numeric}>{formatClp(lineNet(line.quantity, unitPrice))}</TableCell>
                <TableCell>
                  <Button
                    appearance="subtle"
                    icon={<Delete20Regular />}
                    aria-label={t('checkout.cart.remove', { product: line.product_name })}
                    onClick={() => send({ type: 'cart.remove', id: line.id })}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
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
        <Button appearance="primary" icon={<ArrowRight20Regular />} iconPosition="after" onClick={() => send({ type: 'checkout.next' })}>
          {t('checkout.actions.next')}
        </Button>
      </div>
    </section>
  );
}
