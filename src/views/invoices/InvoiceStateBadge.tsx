import { Badge } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { InvoiceState } from '../../../contract/vocabulary';
import { filterKeys, stateBadgeColors } from './invoice-states';

export function InvoiceStateBadge({ state }: { state: InvoiceState }) {
  const { t } = useTranslation();
  return (
    <Badge appearance="tint" color={stateBadgeColors[state]}>
      {t(filterKeys[state])}
    </Badge>
  );
}
