import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { isConfirmedFirst, type CompanyContext } from '../../../machines/company.machine';

interface ConfirmChangeDialogProps {
  pending: CompanyContext['pending'];
  changing: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Names the person and what the change does before a role change, a deactivation or a cancelled invitation. */
export function ConfirmChangeDialog({ pending, changing, onConfirm, onCancel }: ConfirmChangeDialogProps) {
  const { t } = useTranslation();
  const kind = pending?.change.kind;
  const asked = kind !== undefined && isConfirmedFirst(kind);
  const values = {
    who: pending ? (pending.member.name ?? pending.member.email) : '',
    role: pending?.change.kind === 'role' ? t(`company.roles.${pending.change.role}`) : '',
  };
  return (
    <Dialog modalType="alert" open={asked} onOpenChange={(_, data) => !data.open && !changing && onCancel()}>
      <DialogSurface>
        {asked && (
          <DialogBody>
            <DialogTitle>{t(`company.confirm.${kind}.title`, values)}</DialogTitle>
            <DialogContent>{t(`company.confirm.${kind}.body`, values)}</DialogContent>
            <DialogActions>
              <Button appearance="secondary" disabled={changing} onClick={onCancel}>
                {t('company.confirm.back')}
              </Button>
              <Button appearance="primary" disabled={changing} icon={changing ? <Spinner size="tiny" /> : undefined} onClick={onConfirm}>
                {changing ? t('company.confirm.sending') : t(`company.confirm.${kind}.action`)}
              </Button>
            </DialogActions>
          </DialogBody>
        )}
      </DialogSurface>
    </Dialog>
  );
}
