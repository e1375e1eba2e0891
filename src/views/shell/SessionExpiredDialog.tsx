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
  makeStyles,
  MessageBar,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../common/describe-failure';
import { SessionContext } from '../../kernel/session-context';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * Shown over the page when the session could not be renewed: the page, its input and the cart stay
 * mounted underneath, and signing in again picks up where the user was.
 */
export function SessionExpiredDialog() {
  const { t } = useTranslation();
  const styles = useStyles();
  const session = SessionContext.useActorRef();
  const expired = SessionContext.useSelector((s) => s.hasTag('expired'));
  const busy = SessionContext.useSelector((s) => s.hasTag('busy'));
  const email = SessionContext.useSelector((s) => s.context.user?.email ?? '');
  const loginError = SessionContext.useSelector((s) => s.context.loginError);
  const [password, setPassword] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    session.send({ type: 'session.login', credentials: { email, password } });
  }

  // A deactivated account cannot sign in again: it is told why and may only leave. A new role signs in again.
  const disabled = loginError?.code === 'account_disabled';
  const roleChanged = loginError?.code === 'role_changed';
  const title = disabled ? t('session.disabled.title') : roleChanged ? t('session.roleChanged.title') : t('session.expired.title');

  return (
    <Dialog open={expired} modalType="alert">
      <DialogSurface>
        <form onSubmit={submit}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>
              {disabled || roleChanged ? describeFailure(t, loginError) : t('session.expired.body')}
              {loginError && !disabled && !roleChanged && (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{describeFailure(t, loginError)}</MessageBarBody>
                </MessageBar>
              )}
              {!disabled && (
                <>
                  <Field label={t('auth.login.email')}>
                    <Input type="email" name="email" autoComplete="username" value={email} readOnly />
                  </Field>
                  <Field label={t('auth.login.password')} required>
                    <Input
                      type="password"
                      name="password"
                      autoComplete="current-password"
                      value={password}
                      onChange={(_, data) => setPassword(data.value)}
                    />
                  </Field>
                </>
              )}
            </DialogContent>
            <DialogActions>
              <Button appearance={disabled ? 'primary' : 'secondary'} onClick={() => session.send({ type: 'session.logout' })}>
                {t('dashboard.logout')}
              </Button>
              {!disabled && (
                <Button type="submit" appearance="primary" disabled={busy || password === ''}>
                  {busy ? t('auth.login.submitting') : t('auth.login.submit')}
                </Button>
              )}
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
