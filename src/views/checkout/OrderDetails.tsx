import { makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { shallowEqual, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { formatClp } from '../../../machines/rules/money';
import { chargedUnitPrice, lineNet } from '../../../machines/rules/totals';
import type { CheckoutActor } from '../../kernel/checkout-context';
import { formatDay } from '../../../machines/rules/calendar';
import { quantityText } from '../common/quantity-text';
import { weekdayName } from './format';
import { useLanguageTag } from '../common/useLanguageTag';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
  lines: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  line: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalL },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`, margin: 0 },
  fact: { margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold },
  row: { display: 'contents' },
});

/** A product's name comes from the catalogue, in Spanish: not for a translator. */
const productName = { product: <span translate="no" /> };

/** What Pago is about to order: the lines, who is invoiced, where and when it arrives, the buyer's PO number. */
export function OrderDetails({ checkout }: { checkout: CheckoutActor }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const language = useLanguageTag();
  const { items, isClubMember, billing, delivery, scheduledDate, purchaseOrderNumber } = useSelector(
    checkout,
    (s) => ({
      items: s.context.items,
      isClubMember: s.context.isClubMember,
      billing: s.context.billing,
      delivery: s.context.delivery,
      scheduledDate: s.context.scheduledDate,
      purchaseOrderNumber: s.context.purchaseOrderNumber.trim(),
    }),
    shallowEqual,
  );

  const facts: [string, ReactNode][] = [
    [t('checkout.summary.billing'), billing ? <span translate="no">{billing.name}</span> : '—'],
    [
      t('checkout.summary.delivery'),
      !delivery ? '—' : delivery.type === 'pickup' ? t('checkout.addresses.pickup') : <span translate="no">{delivery.label}</span>,
    ],
    [
      t('checkout.summary.date'),
      scheduledDate ? t('checkout.addresses.dateOption', { weekday: weekdayName(scheduledDate, language), date: formatDay(scheduledDate) }) : '—',
    ],
  ];
  if (purchaseOrderNumber) facts.push([t('checkout.summary.purchaseOrder'), purchaseOrderNumber]);

  return (
    <section className={styles.root} aria-labelledby="checkout-order-details">
      <Subtitle2 as="h3" id="checkout-order-details" className={styles.heading}>
        {t('checkout.summary.title')}
      </Subtitle2>
      <ul className={styles.lines} aria-label={t('checkout.cart.lines')}>
        {items.map((line) => (
          <li key={line.id}>
            <span className={styles.line}>
              <span>
                <Trans
                  i18nKey="checkout.summary.line"
                  values={{ quantity: quantityText(t, line.quantity, line.unit), product: line.product_name }}
                  components={productName}
                />
              </span>
              <span>{formatClp(lineNet(line.quantity, chargedUnitPrice(line, isClubMember)))}</span>
            </span>
          </li>
        ))}
      </ul>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.row}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.fact}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
