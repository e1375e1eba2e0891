import { Field, Input, Radio, RadioGroup } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { inviteRequest, type CompanyMember, type InviteRequest } from '../../../contract/company';
import { roles } from '../../../contract/vocabulary';
import { inviteFormMachine } from '../../../machines/invite-form.machine';
import { useEffects } from '../../kernel/effects';
import { FailureMessage, messageOf } from '../common/FailureMessage';
import { DialogForm, FormDialog } from '../common/FormDialog';
import { schemaValidation, useFormFields } from '../common/useFormFields';
import { useFormMachine } from '../common/useFormMachine';

interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
  onSaved: (member: CompanyMember) => void;
}

type InviteField = 'email' | 'role';
const validate = schemaValidation<InviteRequest, InviteField>(inviteRequest);

/** An admin invites someone by e-mail with a role; the gateway mails the link. */
export function InviteDialog({ open, onClose, onSaved }: InviteDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose}>
      <InviteForm onClose={onClose} onSaved={onSaved} />
    </FormDialog>
  );
}

function InviteForm({ onClose, onSaved }: Omit<InviteDialogProps, 'open'>) {
  const { t } = useTranslation();
  const { actor, busy, failure } = useFormMachine(inviteFormMachine, useEffects().inviteForm, { recordId: null }, { onSaved, onClose });
  const form = useFormFields<InviteRequest, InviteField>({ email: '', role: 'comprador' }, validate, (field) =>
    actor.send({ type: 'form.change', field }),
  );
  const message = messageOf(form, failure);

  return (
    <DialogForm
      title={t('company.invite.title')}
      onSubmit={() => {
        const draft = form.submit();
        if (draft) actor.send({ type: 'form.submit', draft });
      }}
      onCancel={onClose}
      busy={busy}
      labels={{ cancel: t('company.invite.cancel'), submit: t('company.invite.send'), busy: t('company.invite.sending') }}
    >
      {failure && <FailureMessage failure={failure} shownFields={['email', 'role']} />}
      <Field label={t('company.invite.email')} hint={t('company.invite.emailHint')} required validationMessage={message('email')}>
        <Input type="email" autoComplete="off" {...form.bind('email')} />
      </Field>
      <Field label={t('company.invite.role')} required validationMessage={message('role')}>
        <RadioGroup value={form.values.role} onChange={(_, data) => form.change('role', data.value)}>
          {roles.map((role) => (
            <Radio key={role} value={role} label={`${t(`company.roles.${role}`)}: ${t(`company.roleCan.${role}`)}`} />
          ))}
        </RadioGroup>
      </Field>
    </DialogForm>
  );
}
