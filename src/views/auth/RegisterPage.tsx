import { Body1, Button, Field, Input, Link, Spinner, Subtitle2, Text, Title1 } from '@fluentui/react-components';
import { shallowEqual } from '@xstate/react';
import { useEffect, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { registerRequest } from '../../../contract/auth';
import { formatRutInput } from '../../../contract/rut';
import { AccountFlowsContext } from '../../kernel/account-flows-context';
import { AuthLink } from './AuthLink';
import { AuthSplitLayout } from './AuthSplitLayout';
import { useAuthFormStyles } from './authForm.styles';
import { FailureMessage, messageOf } from '../common/FailureMessage';
import { PasswordInput } from './PasswordInput';
import { schemaValidation, useFormFields } from '../common/useFormFields';
import { useFlowStatus } from './useFlowStatus';
import { paths } from '../../kernel/paths';

const fields = ['rut', 'razon_social', 'giro', 'contact_name', 'email', 'phone', 'password'] as const;
type RegisterField = (typeof fields)[number];
const emptyDraft = { rut: '', razon_social: '', giro: '', contact_name: '', email: '', phone: '' };
const validate = schemaValidation<Record<RegisterField, string>, RegisterField>(registerRequest);

/** /auth/jwt/register: the company and its first user; the RUT is formatted as it is typed. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const styles = useAuthFormStyles();
  const flows = AccountFlowsContext.useActorRef();
  const { busy, failure } = useFlowStatus('registering');
  const draft = AccountFlowsContext.useSelector((s) => s.context.draft, shallowEqual);
  const form = useFormFields({ ...(draft ?? emptyDraft), password: '' }, validate);

  useEffect(() => {
    flows.send({ type: 'registration.open' });
  }, [flows]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const details = form.submit();
    if (details) flows.send({ type: 'registration.submit', details });
  }

  const message = messageOf(form, failure);

  return (
    <AuthSplitLayout>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="register-title">
        <Title1 as="h1" id="register-title" className={styles.title}>
          {t('auth.register.title')}
        </Title1>
        <Body1>{t('auth.register.subtitle')}</Body1>
        {failure && <FailureMessage failure={failure} shownFields={fields} />}

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            <Subtitle2>{t('auth.register.company')}</Subtitle2>
          </legend>
          <Field label={t('auth.register.rut')} hint={t('auth.register.rutHint')} required validationMessage={message('rut')}>
            <Input
              {...form.bind('rut')}
              onChange={(_, data) => form.change('rut', formatRutInput(data.value))}
              autoComplete="off"
              maxLength={12}
            />
          </Field>
          <Field label={t('auth.register.razonSocial')} required validationMessage={message('razon_social')}>
            <Input {...form.bind('razon_social')} autoComplete="organization" maxLength={120} />
          </Field>
          <Field label={t('auth.register.giro')} hint={t('auth.register.giroHint')} required validationMessage={message('giro')}>
            <Input {...form.bind('giro')} autoComplete="off" maxLength={120} />
          </Field>
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            <Subtitle2>{t('auth.register.contact')}</Subtitle2>
          </legend>
          <Field label={t('auth.register.contactName')} required validationMessage={message('contact_name')}>
            <Input {...form.bind('contact_name')} autoComplete="name" maxLength={80} />
          </Field>
          <Field label={t('auth.register.email')} hint={t('auth.register.emailHint')} required validationMessage={message('email')}>
            <Input {...form.bind('email')} type="email" autoComplete="username" />
          </Field>
          <Field label={t('auth.register.phone')} hint={t('auth.register.phoneHint')} required validationMessage={message('phone')}>
            <Input {...form.bind('phone')} type="tel" autoComplete="tel" maxLength={25} />
          </Field>
          <Field label={t('auth.register.password')} hint={t('auth.register.passwordHint')} required validationMessage={message('password')}>
            <PasswordInput {...form.bind('password')} autoComplete="new-password" />
          </Field>
        </fieldset>

        <Text>
          <Trans
            i18nKey="auth.register.terms"
            components={{ terms: <Link href={paths.terms} target="_blank" rel="noreferrer" /> }}
          />
        </Text>
        <Button type="submit" appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
          {busy ? t('auth.register.submitting') : t('auth.register.submit')}
        </Button>
        <Text>
          {t('auth.register.haveAccount')} <AuthLink to={paths.login}>{t('auth.register.login')}</AuthLink>
        </Text>
      </form>
    </AuthSplitLayout>
  );
}
