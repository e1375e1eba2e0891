import { Card, makeStyles, mergeClasses, Title3, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { shallowEqual, useSelector } from '@xstate/react';
import { clubSavings, totalsOf } from '../../../machines/checkout.selectors';
import { formatClp } from '../../../machines/rules/money';
import { TAX_PERCENT } from '../../../machines/rules/totals';
import type { CheckoutActor } from '../../kernel/checkout-context';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  list: { display: 'grid', gridTemplateColumns: '1fr auto', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, margin: 0 },
  // A dt/dd pair grouped in a div, as HTML allows, laid out by the list's grid.
  row: { display: 'contents' },
  value: { margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  total: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  saving: { color: tokens.colorPaletteGreenForeground1 },
});

/** The machine's totals, as the buyer checks them before paying: net, shipping, IVA, total and the club's saving. */
export function OrderTotals({ checkout }: { checkout: CheckoutActor }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const totals = useSelector(
    checkout,
    ({ context }) => ({
      ...totalsOf(context),
      saving: clubSavings(context),
      lines: context.items.length,
      delivery: context.delivery,
      isClubMember: context.isClubMember,
    }),
    shallowEqual,
  );
  if (totals.lines === 0) return null;
  const { saving } = totals;
  const rows: [label: string, value: string, className?: string][] = [
    [t('checkout.totals.subtotal'), formatClp(totals.subTotal)],
    [t('checkout.totals.shipping'), totals.delivery === null ? t('checkout.totals.shippingPending') : formatClp(totals.shipping)],
    [t('checkout.totals.tax', { percent: TAX_PERCENT }), formatClp(totals.tax)],
  ];
  if (totals.discount > 0) rows.push([t('checkout.totals.discount'), formatClp(-totals.discount)]);
  rows.push([t('checkout.totals.total'), formatClp(totals.total), styles.total]);
  if (saving > 0) {
    rows.push([t(totals.isClubMember ? 'checkout.totals.clubSaved' : 'checkout.totals.clubWouldSave'), formatClp(saving), styles.saving]);
  }
  return (
    <Card className={styles.card} role="region" aria-labelledby="checkout-totals-title">
      <Title3 as="h2" id="checkout-totals-title" className={styles.heading}>
        {t('checkout.totals.title')}
      </Title3>
      <dl className={styles.list}>
        {rows.map(([label, value, className]) => (
          <div key={label} className={styles.row}>
            <dt className={className}>{label}</dt>
            <dd className={mergeClasses(styles.value, className)}>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
