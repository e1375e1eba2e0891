import { Badge, CounterBadge } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { badgeMax } from '../common/layout.constants';

/**
 * An item's `info`: a count capped at 99+, or a short translated tag. A count with a `label` (an i18n
 * plural key) is named by it, with the whole count ("120 pedidos por aprobar" where the badge says 99+).
 */
export function NavItemInfo({ info, label }: { info: number | string; label?: string }) {
  const { t } = useTranslation();
  if (typeof info === 'number') {
    const named = label === undefined ? {} : { role: 'img', 'aria-label': t(label, { count: info }) };
    return <CounterBadge count={info} overflowCount={badgeMax} appearance="filled" color="brand" size="small" {...named} />;
  }
  return (
    <Badge appearance="tint" color="brand" size="small">
      {t(info)}
    </Badge>
  );
}
