import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import type { ReactNode } from 'react';

interface PageMessageProps {
  /** An error is announced at once (alert); a success politely (status). */
  intent: 'error' | 'success';
  children: ReactNode;
  /** A failed read offers to try again. */
  retry?: { label: string; onRetry: () => void };
  /** A refusal or a notice can be closed. */
  dismiss?: { label: string; onDismiss: () => void };
}

/** A page's message above its content: a failed read with its retry, a refusal or a notice with its close button. */
export function PageMessage({ intent, children, retry, dismiss }: PageMessageProps) {
  return (
    <MessageBar intent={intent} role={intent === 'error' ? 'alert' : 'status'}>
      <MessageBarBody>{children}</MessageBarBody>
      {retry && (
        <MessageBarActions>
          <Button onClick={retry.onRetry}>{retry.label}</Button>
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
