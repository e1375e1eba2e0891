import { Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import type { ReactNode } from 'react';

// A finger on a phone needs 44 px: retrying or clearing a filter is what the message is there for.
const useStyles = makeStyles({ action: { minHeight: '44px', marginBlock: tokens.spacingVerticalXS } });

interface PageMessageProps {
  /** An error is announced at once (alert), a success politely (status); a note is read where it stands. */
  intent: 'error' | 'success' | 'info';
  children: ReactNode;
  /** What the message offers to do: try a failed read again, or undo a filter the address set. */
  action?: { label: string; onClick: () => void };
  /** A refusal or a notice can be closed. */
  dismiss?: { label: string; onDismiss: () => void };
}

/** A page's message above its content: a failed read with its retry, a refusal or a notice with its close button, a filter in force. */
export function PageMessage({ intent, children, action, dismiss }: PageMessageProps) {
  const styles = useStyles();
  return (
    <MessageBar intent={intent} role={intent === 'error' ? 'alert' : intent === 'success' ? 'status' : undefined}>
      <MessageBarBody>{children}</MessageBarBody>
      {action && (
        <MessageBarActions>
          <Button className={styles.action} onClick={action.onClick}>
            {action.label}
          </Button>
        </MessageBarActions>
      )}
      {dismiss && (
        <MessageBarActions
          containerAction={<Button appearance="transparent" aria-label={dismiss.label} icon={<DismissRegular />} onClick={dismiss.onDismiss} />}
        />
      )}
    </MessageBar>
  );
}
