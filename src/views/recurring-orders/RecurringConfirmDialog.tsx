import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Pending, RecurringOrdersEvent } from '../../../machines/recurring-orders.machine';
import { usePageStyles } from '../common/page.styles';

interface RecurringConfirmDialogProps {
  /** What waits for the buyer's word; null when nothing does. */
  pending: Pending | null;
  /** The recurring order's name, to say which. */
  name: string;
  busy: boolean;
  send: (event: RecurringOrdersEvent) => void;
}

/** Deleting a recurring order, or skipping its prepared date, asked once more. */
export function RecurringConfirmDialog({ pending, name, busy, send }: RecurringConfirmDialogProps) {
  const { t } = useTranslation();
  const page = usePageStyles();
  const kind = pending?.kind ?? 'delete';
  const cancel = () => send({ type: 'recurringOrders.cancel' });
  return (
    <Dialog modalType="alert" open={pending !== null} onOpenChange={(_, data) => !data.open && !busy && cancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t(`recurringOrders.confirm.${kind}.title`, { name })}</DialogTitle>
          <DialogContent>{t(`recurringOrders.confirm.${kind}.body`)}</DialogContent>
          <DialogActions>
            <Button className={page.action} appearance="secondary" disabled={busy} onClick={cancel}>
              {t('recurringOrders.confirm.cancel')}
            </Button>
            <Button
              className={page.action}
              appearance="primary"
              disabled={busy}
              icon={busy ? <Spinner size="tiny" /> : undefined}
              onClick={() => send({ type: 'recurringOrders.confirm' })}
            >
              {t(`recurringOrders.confirm.${kind}.${busy ? 'busy' : 'action'}`)}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
