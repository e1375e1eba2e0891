import { makeStyles, Skeleton, SkeletonItem, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  cards: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))' },
  card: { height: '96px' },
  row: { height: '40px' },
});

const placeholderRows = [0, 1, 2, 3, 4, 5];

/** The shape of the page while the first load is on its way. */
export function InvoicesSkeleton() {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <Skeleton aria-label={t('invoices.loading')} className={styles.root}>
      <div className={styles.cards}>
        <SkeletonItem className={styles.card} />
        <SkeletonItem className={styles.card} />
        <SkeletonItem className={styles.card} />
      </div>
      {placeholderRows.map((row) => (
        <SkeletonItem key={row} className={styles.row} />
      ))}
    </Skeleton>
  );
}
