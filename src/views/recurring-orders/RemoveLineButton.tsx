import { Button } from '@fluentui/react-components';
import { Dismiss20Regular } from '@fluentui/react-icons/svg/dismiss';
import { useTranslation } from 'react-i18next';
import { usePageStyles } from '../common/page.styles';

/** "Quitar <producto>": a line out of a recurring order or its prepared date; the last one stays (`disabled`). */
export function RemoveLineButton({ name, disabled, onRemove }: { name: string; disabled: boolean; onRemove: () => void }) {
  const { t } = useTranslation();
  const page = usePageStyles();
  return (
    <Button
      className={page.action}
      appearance="subtle"
      icon={<Dismiss20Regular />}
      aria-label={t('recurringOrders.lines.removeNamed', { name })}
      disabled={disabled}
      onClick={onRemove}
    />
  );
}
