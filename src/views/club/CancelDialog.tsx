import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../machines/rules/calendar';
import { useClubStyles } from './ClubPage.styles';

interface CancelDialogProps {
  open: boolean;
  cancelling: boolean;
  /** The last day of club prices. */
  until: string;
  onConfirm: () => void;
  onKeep: () => void;
}

export function CancelDialog({ open, cancelling, until, onConfirm, onKeep }: CancelDialogProps) {
  const { t } = useTranslation();
  const styles = useClubStyles();
  return (
    <Dialog modalType="alert" open={open} onOpenChange={(_, data) => !data.open && !cancelling && onKeep()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('club.cancelDialog.title')}</DialogTitle>
          <DialogContent>{t('club.cancelDialog.body', { date: until ? formatDay(until) : '' })}</DialogContent>
          <DialogActions>
            {/* Keeping the membership leads; the destructive choice is never the primary button. */}
            <Button className={styles.action} appearance="primary" disabled={cancelling} onClick={onKeep}>
              {t('club.cancelDialog.keep')}
            </Button>
            <Button className={styles.action} appearance="secondary" disabled={cancelling} icon={cancelling ? <Spinner size="tiny" /> : undefined} onClick={onConfirm}>
              {cancelling ? t('club.cancelDialog.cancelling') : t('club.cancelDialog.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
