import { Badge, type BadgeProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { StockState } from '../../../contract/vocabulary';

const colors: Record<StockState, BadgeProps['color']> = { in_stock: 'success', low: 'warning', out: 'danger' };

export function StockBadge({ state }: { state: StockState }) {
  const { t } = useTranslation();
  return (
    <Badge appearance="tint" color={colors[state]}>
      {t(`catalogue.stock.${state}`)}
    </Badge>
  );
}
