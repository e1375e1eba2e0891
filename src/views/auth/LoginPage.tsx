import { Button, Field, Input } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../common/describe-failure';
import { LoadingRing } from '../common/LoadingRing';
import { useTypographyStyles } from '../common/typography.styles';
import { Navigate, useSearchParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { authErrorCodes, loginRequest } from '../../../contract/session';
import { returnPath } from '../../../machines/rules/return-to';
import { SessionContext } from '../../kernel/session-context';
import { useAuthFormStyles } from './authForm.styles';
import { AuthLink } from './AuthLink';
import { AuthSplitLayout } from './AuthSplitLayout';
import { FormAlert } from '../common/FormAlert';
import { paths } from '../../kernel/paths';

type FieldErrors = Partial<Record<'email' | 'password', string>>;

export default function LoginPage() {
  const { t } = useTranslation();
  const styles = useAuthFormStyles();
  const type = useTypographyStyles();
  const [params] = useSearchParams();
  const session = SessionContext.useActorRef();
  const signedIn = SessionContext.useSelector((s) => s.hasTag('signedIn'));
  const signingIn = SessionContext.useSelector((s) => s.hasTag('busy'));
  const loginError = SessionContext.useSelector((s) => s.context.loginError);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  if (signedIn) return <Navigate to={returnPath(params.get('returnTo'), paths.dashboard)} replace />;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = z.safeParse(loginRequest, { email, password });
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'email' || field === 'password') errors[field] ??= issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    session.send({ type: 'session.login', credentials: parsed.data });
  }

  return (
    <AuthSplitLayout>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="login-title">
        <h1 className={type.title1} id="login-title">
          {t('auth.login.title')}
        </h1>
        <span className={type.body1}>{t('auth.login.subtitle')}</span>
        {loginError && (
          <FormAlert>
            {describeFailure(t, loginError)}
            {loginError.code === authErrorCodes.emailUnverified && (
              <>
                {' '}
                <AuthLink to={paths.verification} state={{ email }}>
                  {t('auth.login.verifyCode')}
                </AuthLink>
              </>
            )}
          </FormAlert>
        )}
        <Field label={t('auth.login.email')} required validationMessage={fieldErrors.email}>
          <Input
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(_, data) => setEmail(data.value)}
          />
        </Field>
        <Field label={t('auth.login.password')} required validationMessage={fieldErrors.password}>
          <Input
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(_, data) => setPassword(data.value)}
          />
        </Field>
        <AuthLink to={paths.resetRequest}>{t('auth.login.forgotPassword')}</AuthLink>
        <Button
          type="submit"
          appearance="primary"
          disabled={signingIn}
          icon={signingIn ? <LoadingRing size="tiny" /> : undefined}
        >
          {signingIn ? t('auth.login.submitting') : t('auth.login.submit')}
        </Button>
        <span className={type.body1}>
          {t('auth.login.noAccount')} <AuthLink to={paths.register}>{t('auth.login.register')}</AuthLink>
        </span>
        <span className={type.caption1}>{t('auth.login.demoHint')}</span>
      </form>
    </AuthSplitLayout>
  );
}
