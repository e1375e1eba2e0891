import { Body1, Button, Field, mergeClasses, ProgressBar, Skeleton, SkeletonItem, Subtitle2, Text } from '@fluentui/react-components';
import { ArrowDown16Regular } from '@fluentui/react-icons/svg/arrow-down';
import { Delete16Regular } from '@fluentui/react-icons/svg/delete';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ruleOf, type CartItem } from '../../../machines/checkout.cart';
import { formatClp } from '../../../machines/rules/money';
import { chargedUnitPrice, lineNet, TAX_PERCENT } from '../../../machines/rules/totals';
import type { CheckoutActor } from '../../kernel/checkout-context';
import { paths } from '../../kernel/paths';
import { useCartPanelStyles } from './CartPanel.styles';
import { QuantityStepper } from '../common/cart/QuantityStepper';
import { useLinesOutOfView } from './useLinesOutOfView';
import type { CartSummary } from './useCart';


interface CartPanelProps {
  checkout: CheckoutActor | null;
  items: readonly CartItem[];
  summary: CartSummary | null;
}

/** The cart beside the catalogue: its lines, the totals the cart machine computed, and the way to pay. */
export function CartPanel({ checkout, items, summary }: CartPanelProps) {
  const { t } = useTranslation();
  const styles = useCartPanelStyles();
  const navigate = useNavigate();
  const { mountList, below, showMore } = useLinesOutOfView(items.length);

  return (
    <section aria-labelledby="cart-heading" className={styles.root}>
      <Subtitle2 as="h2" id="cart-heading" className={styles.heading}>
        {t('catalogue.cart.heading')}
      </Subtitle2>
      {!checkout || !summary ? (
        <Skeleton aria-label={t('catalogue.cart.loading')}>
          <SkeletonItem size={48} />
        </Skeleton>
      ) : (
        <>
          {items.length === 0 ? (
            <Body1 className={styles.muted}>{t('catalogue.cart.empty')}</Body1>
          ) : (
            <ul ref={mountList} className={styles.lines} aria-label={t('catalogue.cart.lines', { count: items.length })}>
              {items.map((line) => (
                <li key={line.id} className={styles.line}>
                  <Text className={styles.lineName} translate="no">
                    {line.product_name}
                  </Text>
                  <div className={styles.lineControls}>
                    <QuantityStepper
                      name={line.product_name}
                      quantity={line.quantity}
                      rule={ruleOf(line)}
                      unit={line.unit}
                      onIncrease={() => checkout.send({ type: 'cart.increase', id: line.id })}
                      onDecrease={() => checkout.send({ type: 'cart.decrease', id: line.id })}
                      onSet={(quantity) => checkout.send({ type: 'cart.setQuantity', id: line.id, quantity })}
                    />
                    <Button
                      size="small"
                      appearance="subtle"
                      className={styles.remove}
                      icon={<Delete16Regular />}
                      aria-label={t('catalogue.cart.remove', { name: line.product_name })}
                      onClick={() => checkout.send({ type: 'cart.remove', id: line.id })}
                    />
                  </div>
                  <Text className={styles.lineAmount}>
                    {formatClp(lineNet(line.quantity, chargedUnitPrice(line, summary.isClubMember)))}
                  </Text>
                </li>
              ))}
            </ul>
          )}
          {below > 0 && (
            <Button appearance="subtle" size="small" className={styles.more} icon={<ArrowDown16Regular />} onClick={showMore}>
              {t('catalogue.cart.moreBelow', { count: below })}
            </Button>
          )}
          <div className={styles.footer}>
            <CartTotals summary={summary} />
            <Button appearance="primary" className={styles.pay} disabled={summary.blocked} onClick={() => void navigate(paths.checkout)}>
              {t('catalogue.cart.checkout')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

function CartTotals({ summary }: { summary: CartSummary }) {
  const { t } = useTranslation();
  const styles = useCartPanelStyles();
  const minimum = formatClp(summary.minimumOrder);
  const progress = summary.minimumOrder > 0 ? Math.min(1, summary.subTotal / summary.minimumOrder) : 1;
  const reached = summary.missingForMinimum === 0;
  return (
    <>
      <dl className={styles.totals}>
        <dt className={styles.term}>{t('catalogue.cart.subtotal')}</dt>
        <dd className={styles.amount}>{formatClp(summary.subTotal)}</dd>
        <dt className={styles.term}>{t('catalogue.cart.tax', { percent: TAX_PERCENT })}</dt>
        <dd className={styles.amount}>{formatClp(summary.tax)}</dd>
        <dt className={mergeClasses(styles.term, styles.total)}>{t('catalogue.cart.total')}</dt>
        <dd className={mergeClasses(styles.amount, styles.total)}>{formatClp(summary.total)}</dd>
      </dl>
      <Text size={200} className={styles.muted}>
        {t('catalogue.cart.shippingNote')}
      </Text>
      {summary.clubSaving > 0 && (
        <Text className={styles.saving}>
          {t(summary.isClubMember ? 'catalogue.cart.clubSaves' : 'catalogue.cart.clubWouldSave', {
            amount: formatClp(summary.clubSaving),
          })}
        </Text>
      )}
      <Field
        label={t('catalogue.cart.minimumLabel')}
        validationState={reached ? 'success' : 'none'}
        validationMessage={
          reached
            ? t('catalogue.cart.minimumReached', { minimum })
            : t('catalogue.cart.minimumMissing', { missing: formatClp(summary.missingForMinimum), minimum })
        }
      >
        {/* The figures, not a fraction, for a screen reader; at 0 as at any other point. */}
        <ProgressBar
          value={progress}
          max={1}
          thickness="large"
          color={reached ? 'success' : 'brand'}
          aria-valuetext={t('catalogue.cart.minimumProgress', { subtotal: formatClp(summary.subTotal), minimum })}
        />
      </Field>
    </>
  );
}
