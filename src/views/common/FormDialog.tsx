import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import type { FormEvent, ReactNode } from 'react';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(560px, calc(100vw - 24px))', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  /** The dialog's two actions are its main ones: 44 px tall, for a finger. */
  action: { minHeight: '44px' },
});

/**
 * A dialog whose form is mounted per opening, so every opening starts from what it is given, with a
 * fresh form machine. The opener should carry Fluent's `useRestoreFocusTarget()` so focus returns to it.
 */
export function FormDialog({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  const styles = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>{open && children}</DialogSurface>
    </Dialog>
  );
}

interface DialogFormProps {
  title: string;
  /** The form's own check runs here; the browser's is off (`noValidate`). */
  onSubmit: () => void;
  onCancel: () => void;
  /** While the form machine sends: the submit button is disabled and says so. */
  busy: boolean;
  labels: { cancel: string; submit: string; busy: string };
  children: ReactNode;
}

/** The form inside a FormDialog: title, fields, and Cancel beside the submit button. */
export function DialogForm({ title, onSubmit, onCancel, busy, labels, children }: DialogFormProps) {
  const styles = useStyles();
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent className={styles.content}>{children}</DialogContent>
        <DialogActions>
          <Button className={styles.action} appearance="secondary" disabled={busy} onClick={onCancel}>
            {labels.cancel}
          </Button>
          <Button className={styles.action} type="submit" appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
            {busy ? labels.busy : labels.submit}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
