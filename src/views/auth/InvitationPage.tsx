import { Body1, Button, Field, Input, Spinner, Title1 } from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { acceptInvitationRequest, type AcceptInvitationRequest, type InvitationStatus } from '../../../contract/company';
import { invitationFormMachine } from '../../../machines/invitation-form.machine';
import type { AccessToken } from '../../../machines/session.machine';
import { useEffects } from '../../kernel/effects';
import { paths } from '../../kernel/paths';
import { SessionContext } from '../../kernel/session-context';
import { FailureMessage, messageOf } from '../common/FailureMessage';
import { FormAlert } from '../common/FormAlert';
import { describeFailure } from '../common/describe-failure';
import { useResource } from '../common/useResource';
import { schemaValidation, useFormFields, type Validate } from '../common/useFormFields';
import { useFormMachine } from '../common/useFormMachine';
import { AuthLink } from './AuthLink';
import { AuthSplitLayout } from './AuthSplitLayout';
import { useAuthFormStyles } from './authForm.styles';
import { PasswordInput } from './PasswordInput';

type InvitationField = 'token' | 'name' | 'password' | 'repeat';
const contract = schemaValidation<AcceptInvitationRequest, InvitationField>(acceptInvitationRequest);

/** The contract's rules for the name and the password, and the repeat typed the same. */
function invitationValidation(t: TFunction): Validate<AcceptInvitationRequest, InvitationField> {
  return (values) => {
    const result = contract({ token: values.token, name: values.name, password: values.password });
    const repeat =
      values.repeat === '' ? t('auth.invitation.repeatMissing') : values.repeat !== values.password ? t('auth.invitation.mismatch') : undefined;
    if (!repeat) return result;
    return { data: null, errors: { ...result.errors, repeat } };
  };
}

/** /auth/jwt/invitacion?token=: the invitee chooses a name and a password and lands signed in. */
export default function InvitationPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const linkBroken = !z.safeParse(acceptInvitationRequest.shape.token, token).success;
  return <AuthSplitLayout>{linkBroken ? <InvitationForm token={token} invited={null} /> : <CheckedInvitation token={token} />}</AuthSplitLayout>;
}

const invitationUnavailable = { code: 'invitation_unavailable' };

/**
 * The link's invitation read first: a used, expired or cancelled one says so, with where to go, instead
 * of a form whose submit could only fail; a pending one names the company, the role and the e-mail.
 */
function CheckedInvitation({ token }: { token: string }) {
  const { t } = useTranslation();
  const styles = useAuthFormStyles();
  const status = useResource(useEffects().reads.invitation, { request: token, unavailable: invitationUnavailable, logText: 'Error al leer la invitación' });
  if (status.data?.state === 'pending') return <InvitationForm token={token} invited={status.data} />;
  return (
    <section className={styles.form} aria-labelledby="invitation-title">
      <Title1 as="h1" id="invitation-title" className={styles.title}>
        {t('auth.invitation.title')}
      </Title1>
      {status.loading && !status.data && <Spinner label={t('auth.invitation.checking')} />}
      {status.failure && (
        <>
          <FormAlert>{describeFailure(t, status.failure)}</FormAlert>
          <Button appearance="primary" onClick={status.retry}>
            {t('auth.invitation.retry')}
          </Button>
        </>
      )}
      {status.data && (
        <>
          <FormAlert>{t(`auth.invitation.ended.${status.data.state}`)}</FormAlert>
          <AuthLink to={paths.login}>{t('auth.invitation.login')}</AuthLink>
        </>
      )}
    </section>
  );
}

type PendingInvitation = Extract<InvitationStatus, { state: 'pending' }>;

function InvitationForm({ token, invited }: { token: string; invited: PendingInvitation | null }) {
  const { t } = useTranslation();
  const styles = useAuthFormStyles();
  const session = SessionContext.useActorRef();
  const navigate = useNavigate();
  const signIn = (accessToken: AccessToken) => {
    session.send({ type: 'session.tokenSet', token: accessToken });
    void navigate(paths.dashboard, { replace: true });
  };
  const { actor, busy, failure } = useFormMachine(invitationFormMachine, useEffects().invitationForm, { recordId: null }, { onSaved: signIn, onClose: () => {} });
  const validate = useMemo(() => invitationValidation(t), [t]);
  const form = useFormFields<AcceptInvitationRequest, InvitationField>({ token, name: '', password: '', repeat: '' }, validate, (field) =>
    actor.send({ type: 'form.change', field }),
  );
  const linkBroken = invited === null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const draft = form.submit();
    if (draft) actor.send({ type: 'form.submit', draft });
  }

  const message = messageOf(form, failure);

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="invitation-title">
      <Title1 as="h1" id="invitation-title" className={styles.title}>
        {t('auth.invitation.title')}
      </Title1>
      <Body1>
        {invited
          ? t('auth.invitation.invited', { company: invited.company_name, role: t(`company.roles.${invited.role}`), email: invited.email })
          : t('auth.invitation.subtitle')}
      </Body1>
      {linkBroken && <FormAlert>{t('auth.invitation.badLink')}</FormAlert>}
      {failure && <FailureMessage failure={failure} shownFields={['name', 'password']} />}
      <Field label={t('auth.invitation.name')} required validationMessage={message('name')}>
        <Input {...form.bind('name')} autoComplete="name" disabled={linkBroken} />
      </Field>
      <Field label={t('auth.invitation.password')} hint={t('auth.invitation.passwordHint')} required validationMessage={message('password')}>
        <PasswordInput {...form.bind('password')} autoComplete="new-password" disabled={linkBroken} />
      </Field>
      <Field label={t('auth.invitation.repeat')} required validationMessage={message('repeat')}>
        <PasswordInput {...form.bind('repeat')} autoComplete="new-password" disabled={linkBroken} />
      </Field>
      <Button type="submit" appearance="primary" disabled={busy || linkBroken} icon={busy ? <Spinner size="tiny" /> : undefined}>
        {busy ? t('auth.invitation.submitting') : t('auth.invitation.submit')}
      </Button>
      <AuthLink to={paths.login}>{t('auth.invitation.login')}</AuthLink>
    </form>
  );
}
