import { Badge, Body1, Button, Caption1, Card, Checkbox, mergeClasses, Subtitle2 } from '@fluentui/react-components';
import { Pin20Filled, Pin20Regular } from '@fluentui/react-icons/svg/pin';
import { Dismiss20Regular } from '@fluentui/react-icons/svg/dismiss';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderGuideLine } from '../../../contract/order-guide';
import { unitsOfMeasure, type UnitOfMeasure } from '../../../contract/vocabulary';
import { formatDay } from '../../../machines/rules/calendar';
import { formatClp } from '../../../machines/rules/money';
import { stepDown, stepUp } from '../../../machines/rules/quantity';
import { chargedUnitPrice } from '../../../machines/rules/totals';
import type { OrderGuideEvent } from '../../../machines/order-guide.machine';
import { QuantityStepper } from '../common/cart/QuantityStepper';
import { quantityText } from '../common/quantity-text';
import { useOrderGuideStyles } from './orderGuide.styles';

const unitOf = (uom: string): UnitOfMeasure | undefined => unitsOfMeasure.find((unit) => unit === uom);

export interface GuideLineCardProps {
  line: OrderGuideLine;
  quantity: number;
  skipped: boolean;
  isClubMember: boolean;
  /** A choice or a cart addition is on its way: the line's buttons wait. */
  busy: boolean;
  send: (event: OrderGuideEvent) => void;
}

/** One product of the guide: what the company usually orders of it, today's price and stock, and this order's quantity. */
export const GuideLineCard = memo(function GuideLineCard({ line, quantity, skipped, isClubMember, busy, send }: GuideLineCardProps) {
  const { t } = useTranslation();
  const styles = useOrderGuideStyles();
  const { product } = line;
  const unit = unitOf(product.uom);
  const rule = product.quantity_rule;
  const out = product.stock_state === 'out';
  const club = isClubMember && product.cxti_price > 0;
  const price = chargedUnitPrice({ ...product, quantity }, isClubMember);
  const productId = product.id;
  return (
    <Card className={mergeClasses(styles.card, (skipped || out) && styles.skipped)}>
      <div className={styles.head}>
        <img src={product.image_url} alt="" width={56} height={56} className={styles.image} />
        <div className={styles.facts}>
          <Subtitle2 as="h2" className={styles.name} translate="no">
            {product.name}
          </Subtitle2>
          <Caption1 translate="no">
            {product.default_code} · {product.pack_size}
          </Caption1>
          <div className={styles.badges}>
            {line.pinned && (
              <Badge appearance="tint" color="brand">
                {t('orderGuide.line.pinned')}
              </Badge>
            )}
            {product.stock_state !== 'in_stock' && (
              <Badge appearance="tint" color={out ? 'danger' : 'warning'}>
                {t(`catalogue.stock.${product.stock_state}`)}
              </Badge>
            )}
          </div>
        </div>
      </div>
      <Body1>{t('orderGuide.line.usual', { quantity: quantityText(t, line.usual_quantity, unit) })}</Body1>
      <Caption1>
        {line.last_ordered_on === null
          ? t('orderGuide.line.notLately')
          : t('orderGuide.line.history', {
              count: line.orders,
              date: formatDay(line.last_ordered_on),
              price: formatClp(line.last_price ?? 0),
            })}
      </Caption1>
      <Body1>{t(club ? 'orderGuide.line.clubPrice' : 'orderGuide.line.price', { price: formatClp(price) })}</Body1>
      {out ? (
        <Body1 role="note">{t('orderGuide.line.outOfStock')}</Body1>
      ) : (
        <div className={styles.order}>
          <Checkbox
            className={styles.action}
            checked={!skipped}
            label={t('orderGuide.line.include')}
            onChange={() => send({ type: 'orderGuide.toggle', productId })}
          />
          <QuantityStepper
            name={product.name}
            quantity={quantity}
            rule={rule}
            unit={unit}
            onIncrease={() => send({ type: 'orderGuide.setQuantity', productId, quantity: stepUp(quantity, rule) })}
            onDecrease={() => send({ type: 'orderGuide.setQuantity', productId, quantity: stepDown(quantity, rule) })}
            onSet={(typed) => send({ type: 'orderGuide.setQuantity', productId, quantity: typed })}
          />
        </div>
      )}
      <div className={styles.actions}>
        <Button
          className={styles.action}
          appearance="subtle"
          icon={line.pinned ? <Pin20Filled /> : <Pin20Regular />}
          aria-pressed={line.pinned}
          aria-label={t('orderGuide.line.pinNamed', { name: product.name })}
          disabled={busy}
          onClick={() => send({ type: 'orderGuide.choose', productId, choice: line.pinned ? 'auto' : 'pinned' })}
        >
          {t('orderGuide.line.pin')}
        </Button>
        <Button
          className={styles.action}
          appearance="subtle"
          icon={<Dismiss20Regular />}
          aria-label={t('orderGuide.line.removeNamed', { name: product.name })}
          disabled={busy}
          onClick={() => send({ type: 'orderGuide.choose', productId, choice: 'hidden' })}
        >
          {t('orderGuide.line.remove')}
        </Button>
      </div>
    </Card>
  );
});
