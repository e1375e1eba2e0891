import { makeStyles, Skeleton, SkeletonItem, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  tiles: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' },
  tile: { height: '104px' },
  chart: { height: '280px' },
});

const tiles = [0, 1, 2, 3, 4];

/** The shape of the page while the first report is on its way. */
export function AnalyticsSkeleton() {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <Skeleton aria-label={t('analytics.loading')} className={styles.root}>
      <div className={styles.tiles}>
        {tiles.map((tile) => (
          <SkeletonItem key={tile} className={styles.tile} />
        ))}
      </div>
      <SkeletonItem className={styles.chart} />
      <SkeletonItem className={styles.chart} />
    </Skeleton>
  );
}
