import { Badge, CounterBadge } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { badgeMax } from '../common/layout.constants';

/** An item's `info`: a count capped at 99+, or a short translated tag. */
export function NavItemInfo({ info }: { info: number | string }) {
  const { t } = useTranslation();
  if (typeof info === 'number') return <CounterBadge count={info} overflowCount={badgeMax} appearance="filled" color="brand" size="small" />;
  return (
    <Badge appearance="tint" color="brand" size="small">
      {t(info)}
    </Badge>
  );
}
