import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Radio,
  RadioGroup,
  Spinner,
} from '@fluentui/react-components';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { inviteRequest, type CompanyMember, type InviteRequest } from '../../../contract/company';
import { roles } from '../../../contract/vocabulary';
import { inviteFormMachine } from '../../../machines/invite-form.machine';
import { useEffects } from '../../app/effects';
import { FailureMessage, fieldFailure } from '../common/FailureMessage';
import { schemaValidation, useFormFields } from '../common/useFormFields';
import { useFormMachine } from '../common/useFormMachine';
import { useCompanyStyles } from './CompanyPage.styles';

interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
  onSaved: (member: CompanyMember) => void;
}

type InviteField = 'email' | 'role';
const validate = schemaValidation<InviteRequest, InviteField>(inviteRequest);

/** An admin invites someone by e-mail with a role; the gateway mails the link. */
export function InviteDialog({ open, onClose, onSaved }: InviteDialogProps) {
  const styles = useCompanyStyles();
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.dialogSurface}>
        {/* Mounted per opening: every opening starts empty, with a fresh machine. */}
        {open && <InviteForm onClose={onClose} onSaved={onSaved} />}
      </DialogSurface>
    </Dialog>
  );
}

function InviteForm({ onClose, onSaved }: Omit<InviteDialogProps, 'open'>) {
  const { t } = useTranslation();
  const styles = useCompanyStyles();
  const { actor, busy, failure } = useFormMachine(inviteFormMachine, useEffects().inviteForm, { recordId: null }, { onSaved, onClose });
  const form = useFormFields<InviteRequest, InviteField>({ email: '', role: 'comprador' }, validate);

  function change(field: InviteField, value: string) {
    form.change(field, value);
    actor.send({ type: 'form.change', field });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const draft = form.submit();
    if (draft) actor.send({ type: 'form.submit', draft });
  }

  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        <DialogTitle>{t('company.invite.title')}</DialogTitle>
        <DialogContent className={styles.form}>
          {failure && <FailureMessage failure={failure} shownFields={['email', 'role']} />}
          <Field label={t('company.invite.email')} hint={t('company.invite.emailHint')} required validationMessage={form.errors.email ?? fieldFailure(failure, 'email')}>
            <Input
              type="email"
              autoComplete="off"
              value={form.values.email}
              onChange={(_, data) => change('email', data.value)}
              onBlur={() => form.blur('email')}
            />
          </Field>
          <Field label={t('company.invite.role')} required validationMessage={form.errors.role ?? fieldFailure(failure, 'role')}>
            <RadioGroup value={form.values.role} onChange={(_, data) => change('role', data.value)}>
              {roles.map((role) => (
                <Radio key={role} value={role} label={`${t(`company.roles.${role}`)}: ${t(`company.roleCan.${role}`)}`} />
              ))}
            </RadioGroup>
          </Field>
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" disabled={busy} onClick={onClose}>
            {t('company.invite.cancel')}
          </Button>
          <Button type="submit" appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
            {busy ? t('company.invite.sending') : t('company.invite.send')}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
