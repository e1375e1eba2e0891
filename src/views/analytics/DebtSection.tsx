import { Link, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { AnalyticsReport, DebtBucket } from '../../../contract/analytics';
import { invoicesOfBucketPath } from '../../kernel/drill-down-paths';
import { CreditLineCard } from '../common/credit/CreditLineCard';
import { useAppLink } from '../common/useAppLink';
import { debtColours } from './analytics-figures';
import { ChartSection } from './ChartSection';
import { FiguresTable } from './FiguresTable';
import type { FigureFormats } from './useFigureFormats';

const useStyles = makeStyles({ link: { display: 'inline-flex', alignItems: 'center', minHeight: '44px', minWidth: '44px' } });

/** What the company owes today by how late it is, and what is left of its credit line; a bucket opens its invoices. */
export function DebtSection({ debt, formats }: { debt: NonNullable<AnalyticsReport['debt']>; formats: FigureFormats }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const linkTo = useAppLink();
  const name = (bucket: DebtBucket) => t(`analytics.buckets.${bucket}`);
  return (
    <ChartSection
      title={t('analytics.debt.title')}
      summary={debt.credit && <CreditLineCard line={debt.credit} />}
      chart={{
        label: t('analytics.debt.label'),
        bars: debt.buckets.map((b) => ({
          key: b.bucket,
          label: name(b.bucket),
          tick: b.bucket === 'current' ? t('analytics.debt.currentTick') : b.bucket,
          values: { amount: b.amount },
        })),
        indexLegend: t('analytics.debt.axis'),
        series: [{ key: 'amount', label: t('analytics.debt.amount'), colour: debtColours.current }],
        barColours: debtColours,
        layout: 'vertical',
        format: formats.money,
        axisFormat: formats.compactMoney,
        onOpen: (bucket) => void navigate(invoicesOfBucketPath(bucket as DebtBucket)),
        height: 260,
      }}
      table={
        <FiguresTable
          label={t('analytics.debt.table')}
          columns={[{ label: t('analytics.debt.bucket') }, { label: t('analytics.debt.amount'), numeric: true }, { label: t('analytics.debt.count'), numeric: true }]}
          rows={debt.buckets.map((b) => ({
            key: b.bucket,
            cells: [
              <Link key="open" {...linkTo(invoicesOfBucketPath(b.bucket))} className={styles.link} aria-label={t('analytics.debt.open', { bucket: name(b.bucket) })}>
                {name(b.bucket)}
              </Link>,
              formats.money(b.amount),
              formats.count(b.count),
            ],
          }))}
        />
      }
    />
  );
}
