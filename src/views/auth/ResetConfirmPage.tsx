import { Body1, Button, Field, Input, MessageBar, MessageBarBody, Spinner, Title1 } from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type * as z from 'zod/mini';
import { resetConfirmRequest } from '../../../contract/auth';
import { AccountFlowsContext } from '../../kernel/account-flows-context';
import { AuthLink } from './AuthLink';
import { AuthSplitLayout } from './AuthSplitLayout';
import { mailSubject } from './mail-subject';
import { CodeInput } from './CodeInput';
import { useAuthFormStyles } from './authForm.styles';
import { FailureMessage, messageOf } from '../common/FailureMessage';
import { PasswordInput } from './PasswordInput';
import { schemaValidation, useFormFields, type Validate } from '../common/useFormFields';
import { useFlowStatus } from './useFlowStatus';
import { paths } from '../../kernel/paths';

/** What was typed, and the link's token from the address (empty without a link). */
type ConfirmField = 'token' | 'email' | 'code' | 'password' | 'repeat';
type Confirmation = z.output<typeof resetConfirmRequest>;
const contract = schemaValidation<Confirmation, ConfirmField>(resetConfirmRequest);

/** The contract's rules for the proof and the password, and the repeat typed the same. */
function confirmValidation(t: TFunction, withLink: boolean): Validate<Confirmation, ConfirmField> {
  return (values) => {
    const { token, email, code, password } = values;
    const result = contract(withLink ? { token, password } : { email, code, password });
    const repeat =
      values.repeat === '' ? t('auth.resetConfirm.repeatMissing') : values.repeat !== password ? t('auth.resetConfirm.mismatch') : undefined;
    if (!repeat) return result;
    return { data: null, errors: { ...result.errors, repeat } };
  };
}

/** /auth/jwt/resetValidacion/:token?: a new password, twice; without the link, the e-mail and code too. */
export default function ResetConfirmPage() {
  const { t } = useTranslation();
  const styles = useAuthFormStyles();
  const linkToken = useParams().token ?? null;
  const withLink = linkToken !== null;
  const flows = AccountFlowsContext.useActorRef();
  const { busy, failure } = useFlowStatus('confirmingReset');
  const knownEmail = AccountFlowsContext.useSelector((s) => s.context.email);
  const changed = AccountFlowsContext.useSelector((s) => s.matches('passwordChanged'));
  const validate = useMemo(() => confirmValidation(t, withLink), [t, withLink]);
  const form = useFormFields({ token: linkToken ?? '', email: knownEmail, code: '', password: '', repeat: '' }, validate);
  const shownFields = withLink ? ['password'] : ['email', 'code', 'password'];

  useEffect(() => {
    flows.send({ type: 'resetConfirm.open', token: linkToken });
  }, [flows, linkToken]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const confirmation = form.submit();
    if (!confirmation) return;
    const { password, proof } = confirmation;
    flows.send({
      type: 'resetConfirm.submit',
      password,
      email: proof.kind === 'code' ? proof.email : '',
      code: proof.kind === 'code' ? proof.code : '',
    });
  }

  if (changed) {
    return (
      <AuthSplitLayout>
        <section className={styles.form} aria-labelledby="changed-title">
          <Title1 as="h1" id="changed-title" className={styles.title}>
            {t('auth.resetConfirm.doneTitle')}
          </Title1>
          <MessageBar intent="success" role="status">
            <MessageBarBody>{t('auth.resetConfirm.doneBody')}</MessageBarBody>
          </MessageBar>
          <AuthLink to={paths.login}>{t('auth.resetConfirm.login')}</AuthLink>
        </section>
      </AuthSplitLayout>
    );
  }

  const message = messageOf(form, failure);

  return (
    <AuthSplitLayout>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="confirm-title">
        <Title1 as="h1" id="confirm-title" className={styles.title}>
          {t('auth.resetConfirm.title')}
        </Title1>
        <Body1>{withLink ? t('auth.resetConfirm.subtitleLink') : t('auth.resetConfirm.subtitleCode')}</Body1>
        {form.errors.token && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{form.errors.token}</MessageBarBody>
          </MessageBar>
        )}
        {failure && <FailureMessage failure={failure} shownFields={shownFields} />}
        {!withLink && (
          <>
            <Field label={t('auth.resetConfirm.email')} required validationMessage={message('email')}>
              <Input {...form.bind('email')} type="email" autoComplete="username" />
            </Field>
            <Field label={t('auth.resetConfirm.code')} hint={<Trans i18nKey="auth.resetConfirm.codeHint" components={mailSubject} />} required validationMessage={message('code')}>
              <CodeInput {...form.bind('code')} />
            </Field>
          </>
        )}
        <Field label={t('auth.resetConfirm.password')} hint={t('auth.resetConfirm.passwordHint')} required validationMessage={message('password')}>
          <PasswordInput {...form.bind('password')} autoComplete="new-password" />
        </Field>
        <Field label={t('auth.resetConfirm.repeat')} required validationMessage={message('repeat')}>
          <PasswordInput {...form.bind('repeat')} autoComplete="new-password" />
        </Field>
        <Button type="submit" appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
          {busy ? t('auth.resetConfirm.submitting') : t('auth.resetConfirm.submit')}
        </Button>
        <AuthLink to={paths.resetRequest}>{t('auth.resetConfirm.newLink')}</AuthLink>
        <AuthLink to={paths.login}>{t('auth.resetConfirm.back')}</AuthLink>
      </form>
    </AuthSplitLayout>
  );
}
