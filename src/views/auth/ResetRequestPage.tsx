import { Body1, Button, Field, Input, Spinner, Title1 } from '@fluentui/react-components';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { resetRequest } from '../../../contract/auth';
import { AccountFlowsContext } from '../../kernel/account-flows-context';
import { AuthLink } from './AuthLink';
import { AuthSplitLayout } from './AuthSplitLayout';
import { useAuthFormStyles } from './authForm.styles';
import { FailureMessage, messageOf } from '../common/FailureMessage';
import { schemaValidation, useFormFields } from '../common/useFormFields';
import { useFlowStatus } from './useFlowStatus';
import { paths } from '../../kernel/paths';

const validate = schemaValidation<{ email: string }, 'email'>(resetRequest);

/** /auth/jwt/reset/: asks for the e-mail; the answer is the same whether or not it has an account. */
export default function ResetRequestPage() {
  const { t } = useTranslation();
  const styles = useAuthFormStyles();
  const flows = AccountFlowsContext.useActorRef();
  const { busy, failure } = useFlowStatus('requestingReset');
  const knownEmail = AccountFlowsContext.useSelector((s) => s.context.email);
  const form = useFormFields({ email: knownEmail }, validate);
  const message = messageOf(form, failure);

  useEffect(() => {
    flows.send({ type: 'reset.open' });
  }, [flows]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const request = form.submit();
    if (request) flows.send({ type: 'reset.submit', email: request.email });
  }

  return (
    <AuthSplitLayout>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="reset-title">
        <Title1 as="h1" id="reset-title" className={styles.title}>
          {t('auth.reset.title')}
        </Title1>
        <Body1>{t('auth.reset.subtitle')}</Body1>
        {failure && <FailureMessage failure={failure} shownFields={['email']} />}
        <Field label={t('auth.reset.email')} required validationMessage={message('email')}>
          <Input {...form.bind('email')} type="email" autoComplete="username" />
        </Field>
        <Button type="submit" appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
          {busy ? t('auth.reset.submitting') : t('auth.reset.submit')}
        </Button>
        <AuthLink to={paths.login}>{t('auth.reset.back')}</AuthLink>
      </form>
    </AuthSplitLayout>
  );
}
