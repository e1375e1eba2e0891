import { Skeleton, SkeletonItem } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useOrdersViewStyles } from './OrdersView.styles';

const placeholderRows = [0, 1, 2, 3, 4, 5, 6, 7];

/** The shape of the list while the first load is on its way. */
export function OrdersSkeleton() {
  const { t } = useTranslation();
  const styles = useOrdersViewStyles();
  return (
    <Skeleton aria-label={t('orders.loading')} className={styles.skeleton}>
      {placeholderRows.map((row) => (
        <SkeletonItem key={row} className={styles.skeletonRow} />
      ))}
    </Skeleton>
  );
}
