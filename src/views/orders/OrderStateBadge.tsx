import { Badge } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { isKnownOrderState, orderStateColors } from './order-states';

/** An order's state in words; a state the portal does not know yet is shown as the gateway names it. */
export function OrderStateBadge({ state }: { state: string }) {
  const { t } = useTranslation();
  if (!isKnownOrderState(state)) return <Badge appearance="outline" color="subtle">{state}</Badge>;
  return (
    <Badge appearance="tint" color={orderStateColors[state]}>
      {t(`orders.states.${state}`)}
    </Badge>
  );
}
