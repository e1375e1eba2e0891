import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { savedCardName, type SavedCard } from '../../../contract/cards';
import { useCardsStyles } from './CardsPage.styles';

interface DeleteCardDialogProps {
  /** The card the buyer asked to delete; null when none is. */
  card: SavedCard | null;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeleteCardDialog({ card, deleting, onConfirm, onCancel }: DeleteCardDialogProps) {
  const { t } = useTranslation();
  const styles = useCardsStyles();
  const name = card ? savedCardName(card) : '';
  return (
    <Dialog modalType="alert" open={card !== null} onOpenChange={(_, data) => !data.open && !deleting && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('cards.confirm.title', { name })}</DialogTitle>
          <DialogContent>{t(card?.is_primary ? 'cards.confirm.bodyPrimary' : 'cards.confirm.body')}</DialogContent>
          <DialogActions>
            <Button className={styles.action} appearance="secondary" disabled={deleting} onClick={onCancel}>
              {t('cards.confirm.cancel')}
            </Button>
            <Button
              className={styles.action}
              appearance="primary"
              disabled={deleting}
              icon={deleting ? <Spinner size="tiny" /> : undefined}
              onClick={onConfirm}
            >
              {deleting ? t('cards.confirm.deleting') : t('cards.confirm.delete')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
