import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Address } from '../../../contract/addresses';

interface DeleteAddressDialogProps {
  /** The address the buyer asked to delete; null when none is. */
  address: Address | null;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeleteAddressDialog({ address, deleting, onConfirm, onCancel }: DeleteAddressDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog modalType="alert" open={address !== null} onOpenChange={(_, data) => !data.open && !deleting && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('addresses.confirm.title', { name: address?.name ?? '' })}</DialogTitle>
          <DialogContent>{t('addresses.confirm.body')}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" disabled={deleting} onClick={onCancel}>
              {t('addresses.confirm.cancel')}
            </Button>
            <Button appearance="primary" disabled={deleting} icon={deleting ? <Spinner size="tiny" /> : undefined} onClick={onConfirm}>
              {deleting ? t('addresses.confirm.deleting') : t('addresses.confirm.delete')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
