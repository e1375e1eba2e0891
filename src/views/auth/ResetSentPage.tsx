import { Body1, makeStyles, Subtitle2, Title1, tokens } from '@fluentui/react-components';
import { Trans, useTranslation } from 'react-i18next';
import { emailCodeRules } from '../../../contract/auth';
import { AccountFlowsContext } from '../../kernel/account-flows-context';
import { AuthLink } from './AuthLink';
import { AuthSplitLayout } from './AuthSplitLayout';
import { mailSubject } from './mail-subject';
import { useAuthFormStyles } from './authForm.styles';
import { paths } from '../../kernel/paths';

const useStyles = makeStyles({
  steps: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
});

/** /auth/jwt/envioCorreo/: the e-mail went out (or not: the page cannot tell), and what to do next. */
export default function ResetSentPage() {
  const { t } = useTranslation();
  const styles = { ...useAuthFormStyles(), ...useStyles() };
  const email = AccountFlowsContext.useSelector((s) => (s.matches('resetSent') ? s.context.email : ''));

  return (
    <AuthSplitLayout>
      <section className={styles.form} aria-labelledby="sent-title">
        <Title1 as="h1" id="sent-title" className={styles.title}>
          {t('auth.resetSent.title')}
        </Title1>
        <Body1>{email ? t('auth.resetSent.body', { email }) : t('auth.resetSent.bodyUnknown')}</Body1>
        <Subtitle2 as="h2" className={styles.title}>
          {t('auth.resetSent.next')}
        </Subtitle2>
        <ol className={styles.steps}>
          <li>
            <Body1>
              <Trans i18nKey="auth.resetSent.open" components={mailSubject} />
            </Body1>
          </li>
          <li>
            <Body1>{t('auth.resetSent.follow')}</Body1> <AuthLink to={paths.resetConfirm}>{t('auth.resetSent.enterCode')}</AuthLink>
          </li>
          <li>
            <Body1>{t('auth.resetSent.expiry', { minutes: emailCodeRules.validMinutes })}</Body1>
          </li>
          <li>
            <Body1>{t('auth.resetSent.missing')}</Body1> <AuthLink to={paths.resetRequest}>{t('auth.resetSent.again')}</AuthLink>
          </li>
        </ol>
        <AuthLink to={paths.login}>{t('auth.resetSent.back')}</AuthLink>
      </section>
    </AuthSplitLayout>
  );
}
