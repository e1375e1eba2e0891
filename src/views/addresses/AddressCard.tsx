import { Badge, Body1, Button, Card, Title3, type useRestoreFocusTarget } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { EditRegular } from '@fluentui/react-icons/svg/edit';
import { StarRegular } from '@fluentui/react-icons/svg/star';
import { useTranslation } from 'react-i18next';
import type { Address } from '../../../contract/addresses';
import { useAddressesStyles } from './AddressesPage.styles';
import { usePageStyles } from '../common/page.styles';

interface AddressCardProps {
  address: Address;
  busy: boolean;
  /** Fluent's restore-focus attributes, so focus comes back here when a dialog it opened closes. */
  restoreFocus: ReturnType<typeof useRestoreFocusTarget>;
  onEdit: (address: Address) => void;
  onDelete: (id: number) => void;
  onSetDefault: (id: number) => void;
}

export function AddressCard({ address, busy, restoreFocus, onEdit, onDelete, onSetDefault }: AddressCardProps) {
  const { t } = useTranslation();
  const styles = useAddressesStyles();
  const page = usePageStyles();
  const { name } = address;
  return (
    <Card className={page.card}>
      <Title3 as="h3" className={page.cardTitle}>
        <span translate="no">{name}</span>
        {address.is_default && (
          <Badge appearance="tint" color="brand">
            {t('addresses.default')}
          </Badge>
        )}
      </Title3>
      <div className={styles.lines}>
        <Body1 translate="no">{address.street}</Body1>
        <Body1 translate="no">{`${address.comuna}, ${address.region}`}</Body1>
        {address.phone && <Body1>{t('addresses.phone', { phone: address.phone })}</Body1>}
        {address.vat && <Body1>{t('addresses.vat', { vat: address.vat })}</Body1>}
      </div>
      <div className={page.actions}>
        <Button
          icon={<EditRegular />}
          aria-label={t('addresses.actions.editNamed', { name })}
          disabled={busy}
          onClick={() => onEdit(address)}
          {...restoreFocus}
        >
          {t('addresses.actions.edit')}
        </Button>
        <Button
          icon={<DeleteRegular />}
          aria-label={t('addresses.actions.deleteNamed', { name })}
          disabled={busy}
          onClick={() => onDelete(address.id)}
          {...restoreFocus}
        >
          {t('addresses.actions.delete')}
        </Button>
        {!address.is_default && (
          <Button
            icon={<StarRegular />}
            aria-label={t('addresses.actions.setDefaultNamed', { name })}
            disabled={busy}
            onClick={() => onSetDefault(address.id)}
          >
            {t('addresses.actions.setDefault')}
          </Button>
        )}
      </div>
    </Card>
  );
}
