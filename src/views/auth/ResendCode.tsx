import { Button, Caption1, makeStyles, MessageBar, MessageBarBody, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import { shallowEqual } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { AccountFlowsContext } from '../../kernel/account-flows-context';
import { FailureMessage } from '../common/FailureMessage';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
  title: { margin: 0 },
});

/** Asking for a new code: allowed once the 60 s countdown is over, which stays in view meanwhile. */
export function ResendCode({ onResend }: { onResend: () => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const secondsLeft = AccountFlowsContext.useSelector((s) => s.context.resendSecondsLeft);
  const allowed = AccountFlowsContext.useSelector((s) => s.can({ type: 'verification.resend', email: s.context.email }));
  const resending = AccountFlowsContext.useSelector((s) => s.hasTag('resending'));
  const notice = AccountFlowsContext.useSelector((s) => s.context.resendNotice);
  const failure = AccountFlowsContext.useSelector((s) => s.context.resendFailure, shallowEqual);

  return (
    <section className={styles.root} aria-labelledby="resend-title">
      <Subtitle2 as="h2" id="resend-title" className={styles.title}>
        {t('auth.verify.noMail')}
      </Subtitle2>
      {notice && (
        <MessageBar intent={notice === 'sent' ? 'success' : 'info'} role="status">
          <MessageBarBody>{t(notice === 'sent' ? 'auth.verify.resent' : 'auth.verify.tooSoon')}</MessageBarBody>
        </MessageBar>
      )}
      {failure && <FailureMessage failure={failure} shownFields={[]} />}
      <Button
        disabledFocusable={!allowed}
        onClick={onResend}
        aria-describedby={secondsLeft > 0 ? 'resend-wait' : undefined}
        icon={resending ? <Spinner size="tiny" /> : undefined}
      >
        {resending ? t('auth.verify.resending') : t('auth.verify.resend')}
      </Button>
      {secondsLeft > 0 && <Caption1 id="resend-wait">{t('auth.verify.resendIn', { count: secondsLeft })}</Caption1>}
    </section>
  );
}
