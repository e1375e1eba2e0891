import { Field, MessageBar, MessageBarBody, Textarea } from '@fluentui/react-components';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Failure } from '../../../machines/failure';
import { maxRejectionReason, rejectionReasonProblem } from '../../../machines/order-approval.machine';
import { describeFailure } from '../common/describe-failure';
import { DialogForm, FormDialog } from '../common/FormDialog';
import type { ApprovalStep } from './approval-step';
import type { OrderApprovalActor } from './ApprovalDetailView';

interface RejectDialogProps {
  step: ApprovalStep;
  /** Who is told the reason. */
  requester: string;
  /** Why the last rejection was refused. */
  failure: Failure | null;
  actor: OrderApprovalActor;
}

/** Rejecting, with the reason the buyer is told: Enter sends it, Escape or Cancelar leaves it. */
export function RejectDialog({ step, requester, failure, actor }: RejectDialogProps) {
  const open = step === 'confirmingReject' || step === 'rejecting';
  const busy = step === 'rejecting';
  return (
    <FormDialog open={open} onClose={() => !busy && actor.send({ type: 'orderApproval.cancelReject' })}>
      <RejectForm requester={requester} failure={failure} busy={busy} actor={actor} />
    </FormDialog>
  );
}

function RejectForm({ requester, failure, busy, actor }: { requester: string; failure: Failure | null; busy: boolean; actor: OrderApprovalActor }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<'empty' | 'tooLong' | null>(null);
  const submit = () => {
    const found = rejectionReasonProblem(reason);
    setProblem(found);
    if (found === null) actor.send({ type: 'orderApproval.confirmReject', reason });
  };
  // A reason is one or two sentences: Enter sends it, as the dialog's main action.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!busy) submit();
  };
  return (
    <DialogForm
      title={t('orderApprovals.reject.title')}
      onSubmit={submit}
      onCancel={() => actor.send({ type: 'orderApproval.cancelReject' })}
      busy={busy}
      labels={{ cancel: t('orderApprovals.reject.cancel'), submit: t('orderApprovals.reject.submit'), busy: t('orderApprovals.reject.busy') }}
    >
      {failure && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>
            {t('orderApprovals.reject.failed')} {describeFailure(t, failure)}
          </MessageBarBody>
        </MessageBar>
      )}
      <Field
        label={t('orderApprovals.reject.label')}
        hint={t('orderApprovals.reject.hint', { name: requester, max: maxRejectionReason })}
        required
        validationState={problem ? 'error' : 'none'}
        validationMessage={problem ? t(`orderApprovals.reject.${problem}`, { max: maxRejectionReason }) : undefined}
      >
        <Textarea
          value={reason}
          resize="vertical"
          disabled={busy}
          onChange={(_, data) => {
            setReason(data.value);
            if (problem) setProblem(rejectionReasonProblem(data.value));
          }}
          onKeyDown={onKeyDown}
        />
      </Field>
    </DialogForm>
  );
}
