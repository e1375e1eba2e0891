import { Button } from '@fluentui/react-components';
import { CalendarSync20Regular } from '@fluentui/react-icons/svg/calendar-sync';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { SeedLine } from '../../../machines/recurring-orders.machine';
import { paths } from '../../kernel/paths';
import { recurringSeedState } from '../../kernel/recurring-seed';
import { useMayDo } from './useMayBuy';
import { usePageStyles } from './page.styles';

/**
 * "Repetir este pedido": takes the lines to Pedidos recurrentes, whose form opens with them; shown to
 * the roles that may save one, and only with lines to save.
 */
export function SaveAsRecurringButton({ lines }: { lines: readonly SeedLine[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const page = usePageStyles();
  const mayDo = useMayDo();
  if (!mayDo('recurringOrders.manage') || lines.length === 0) return null;
  return (
    <Button className={page.action} appearance="secondary" icon={<CalendarSync20Regular />} onClick={() => navigate(paths.recurringOrders, { state: recurringSeedState(lines) })}>
      {t('recurringOrders.saveFrom')}
    </Button>
  );
}
