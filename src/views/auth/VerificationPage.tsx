import { Body1, Button, Field, Input, MessageBar, MessageBarBody, Spinner, Title1 } from '@fluentui/react-components';
import { useEffect, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import type * as z from 'zod/mini';
import { emailCodeRules, verifyRequest } from '../../../contract/auth';
import { AccountFlowsContext } from '../../kernel/account-flows-context';
import { SessionContext } from '../../kernel/session-context';
import { AuthLink } from './AuthLink';
import { AuthSplitLayout } from './AuthSplitLayout';
import { CodeInput } from './CodeInput';
import { mailSubject } from './mail-subject';
import { useAuthFormStyles } from './authForm.styles';
import { FailureMessage, messageOf } from '../common/FailureMessage';
import { ResendCode } from './ResendCode';
import { schemaValidation, useFormFields } from '../common/useFormFields';
import { useFlowStatus } from './useFlowStatus';
import { VerificationSteps } from './VerificationSteps';
import { paths } from '../../kernel/paths';

type CodeField = 'email' | 'code';
const shownFields: readonly CodeField[] = ['email', 'code'];
const validate = schemaValidation<z.output<typeof verifyRequest>, CodeField>(verifyRequest);

/** The e-mail the login page hands over (router state, so it never shows in the address bar). */
function handedEmail(state: unknown): string | null {
  return typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string' ? state.email : null;
}

/** /auth/jwt/registroValidacion: the steps, the 6-digit code, a new code after 60 s; `?token=` verifies at once. */
export default function VerificationPage() {
  const { t } = useTranslation();
  const styles = useAuthFormStyles();
  const [params] = useSearchParams();
  const linkToken = params.get('token');
  const givenEmail = handedEmail(useLocation().state);
  const flows = AccountFlowsContext.useActorRef();
  const { failure } = useFlowStatus('verifying');
  // Asking for a new code meanwhile does not hold up the code already typed.
  const busy = AccountFlowsContext.useSelector((s) => s.hasTag('checkingCode'));
  const knownEmail = AccountFlowsContext.useSelector((s) => s.context.email);
  const verified = AccountFlowsContext.useSelector((s) => s.matches('verified'));
  const checkingLink = AccountFlowsContext.useSelector(
    (s) => s.matches('verifyingLink') || (linkToken !== null && !s.matches('verified') && s.context.linkToken !== linkToken),
  );
  // A link works once: it is sent after this tab's own session check, whose answer would otherwise
  // arrive after the new session and undo it.
  const sessionChecking = SessionContext.useSelector((s) => s.hasTag('busy'));
  const ready = linkToken === null || !sessionChecking;
  const form = useFormFields({ email: givenEmail ?? knownEmail, code: '' }, validate);
  const message = messageOf(form, failure);

  useEffect(() => {
    if (ready) flows.send({ type: 'verification.open', email: givenEmail, token: linkToken });
  }, [flows, ready, givenEmail, linkToken]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const proof = form.submit();
    if (proof?.kind === 'code') flows.send({ type: 'verification.submit', email: proof.email, code: proof.code });
  }

  function resend() {
    if (form.checkFields(['email'])) flows.send({ type: 'verification.resend', email: form.values.email.trim() });
  }

  return (
    <AuthSplitLayout>
      <div className={styles.form}>
        <Title1 as="h1" className={styles.title}>
          {t('auth.verify.title')}
        </Title1>
        <VerificationSteps verified={verified} />
        {checkingLink && <Spinner label={t('auth.verify.checkingLink')} />}
        {verified && (
          <MessageBar intent="success" role="status">
            <MessageBarBody>{t('auth.verify.verified')}</MessageBarBody>
          </MessageBar>
        )}
        {!checkingLink && !verified && (
          <>
            <Body1>{knownEmail ? t('auth.verify.sentTo', { email: knownEmail }) : t('auth.verify.sentToUnknown')}</Body1>
            <form className={styles.form} onSubmit={submit} noValidate aria-label={t('auth.verify.formLabel')}>
              {failure && <FailureMessage failure={failure} shownFields={shownFields} />}
              <Field label={t('auth.verify.email')} required validationMessage={message('email')}>
                <Input {...form.bind('email')} type="email" autoComplete="username" />
              </Field>
              <Field
                label={t('auth.verify.code')}
                hint={<Trans i18nKey="auth.verify.codeHint" values={{ minutes: emailCodeRules.validMinutes }} components={mailSubject} />}
                required
                validationMessage={message('code')}
              >
                <CodeInput {...form.bind('code')} />
              </Field>
              <Button type="submit" appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
                {busy ? t('auth.verify.submitting') : t('auth.verify.submit')}
              </Button>
            </form>
            <ResendCode onResend={resend} />
          </>
        )}
        <AuthLink to={paths.login}>{t('auth.verify.back')}</AuthLink>
      </div>
    </AuthSplitLayout>
  );
}
