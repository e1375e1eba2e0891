import { Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import { ArrowClockwise20Regular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { Send20Regular } from '@fluentui/react-icons/svg/send';
import { useSelector } from '@xstate/react';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApprovalReason } from '../../../contract/order-approvals';
import type { ApprovalRequestActor } from '../../../machines/approval-request.machine';
import { formatClp } from '../../../machines/rules/money';
import { describeFailure } from '../common/describe-failure';
import { usePageStyles } from '../common/page.styles';

const useStyles = makeStyles({
  request: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS, minWidth: 0 },
});

/** The rule the order breaks, in the buyer's words: the per-order limit, or where the period would end up. */
function approvalReasonText(t: TFunction, reason: ApprovalReason, total: number): string {
  if (reason.kind === 'per_order') return t('checkout.approval.reason.perOrder', { limit: formatClp(reason.limit) });
  return t(`checkout.approval.reason.${reason.period ?? 'month'}`, { reached: formatClp((reason.spent ?? 0) + total), limit: formatClp(reason.limit) });
}

interface ApprovalRequestProps {
  request: ApprovalRequestActor;
  /** The total Pago shows, which a period's limit is measured with. */
  total: number;
  /** The gateway refused "Pagar" for it: the request took the pressed button's place. */
  refused: boolean;
}

/**
 * Pago's "Pagar" for an order above the buyer's spending rule: why it needs approval, and sending it,
 * as the approval-request machine stands (composed, on its way, or failed with a retry under the same key).
 */
export function ApprovalRequest({ request, total, refused }: ApprovalRequestProps) {
  const { t } = useTranslation();
  const styles = { ...usePageStyles(), ...useStyles() };
  const reason = useSelector(request, (s) => s.context.reason);
  const sending = useSelector(request, (s) => s.hasTag('busy'));
  const failure = useSelector(request, (s) => (s.matches('failed') ? s.context.failure : null));
  const sendButton = useRef<HTMLButtonElement>(null);
  const retry = useRef<HTMLButtonElement>(null);
  // "Pagar" pressed and refused for approval left the focus nowhere: the keyboard goes on from "Enviar para aprobación".
  useEffect(() => {
    if (refused && document.activeElement === document.body) sendButton.current?.focus();
  }, [refused]);
  // The pressed button gives way to the failure: its retry takes the focus, so the keyboard is not left on the page's start.
  useEffect(() => {
    if (failure) retry.current?.focus();
  }, [failure]);

  return (
    <div className={styles.request}>
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody>
          {approvalReasonText(t, reason, total)} {t('checkout.approval.needed')}
        </MessageBarBody>
      </MessageBar>
      {failure ? (
        <MessageBar intent="error" role="alert" layout="multiline">
          <MessageBarBody>{describeFailure(t, failure)}</MessageBarBody>
          <MessageBarActions>
            <Button ref={retry} icon={<ArrowClockwise20Regular />} className={styles.action} onClick={() => request.send({ type: 'approval.retry' })}>
              {t('checkout.actions.retry')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : (
        <Button
          ref={sendButton}
          appearance="primary"
          size="large"
          className={styles.action}
          // Focusable while disabled: the keyboard stays where it pressed, and hears the button's new name.
          disabledFocusable={sending}
          icon={sending ? <Spinner size="tiny" /> : <Send20Regular />}
          onClick={() => request.send({ type: 'approval.send' })}
        >
          {sending ? t('checkout.approval.sending') : t('checkout.approval.send')}
        </Button>
      )}
    </div>
  );
}
