import { makeStyles, Skeleton, SkeletonItem, Title3, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useInvoicesViewStyles } from './InvoicesView.styles';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  cards: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))' },
  // As tall as a total's card: its label, amount and count.
  card: { height: '148px' },
  chart: { height: '240px' },
  rows: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { height: '40px' },
});

const placeholderRows = [0, 1, 2, 3, 4, 5];

/**
 * The shape of the page while the first load is on its way: its two sections already under their
 * headings, as the figures will be, so the page reads as itself before the figures arrive.
 */
export function InvoicesSkeleton() {
  const { t } = useTranslation();
  const styles = useStyles();
  const view = useInvoicesViewStyles();
  return (
    <div className={styles.root}>
      <div className={view.overview}>
        <section className={view.list}>
          <Title3 as="h2" className={view.sectionTitle}>
            {t('invoices.totals.title')}
          </Title3>
          <Skeleton aria-hidden className={styles.cards}>
            <SkeletonItem className={styles.card} />
            <SkeletonItem className={styles.card} />
            <SkeletonItem className={styles.card} />
          </Skeleton>
        </section>
        <section className={view.list}>
          <Title3 as="h2" className={view.sectionTitle}>
            {t('invoices.chart.title')}
          </Title3>
          <Skeleton aria-hidden>
            <SkeletonItem className={styles.chart} />
          </Skeleton>
        </section>
      </div>
      <Skeleton aria-label={t('invoices.loading')} className={styles.rows}>
        {placeholderRows.map((row) => (
          <SkeletonItem key={row} className={styles.row} />
        ))}
      </Skeleton>
    </div>
  );
}
