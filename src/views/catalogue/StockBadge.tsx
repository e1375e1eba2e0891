import { Badge, makeStyles, type BadgeProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { StockState } from '../../../contract/vocabulary';

const colors: Record<StockState, BadgeProps['color']> = { in_stock: 'success', low: 'warning', out: 'danger' };

// As wide as its words wherever it is put: never stretched across a column, and grown rather than
// overflowing where a longer state ("Pocas unidades", or its translation) meets a narrow card.
const useStyles = makeStyles({
  badge: { alignSelf: 'flex-start', flexShrink: 0, maxWidth: '100%', height: 'auto', minHeight: '20px', whiteSpace: 'normal' },
});

export function StockBadge({ state }: { state: StockState }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <Badge appearance="tint" color={colors[state]} className={styles.badge}>
      {t(`catalogue.stock.${state}`)}
    </Badge>
  );
}
