import { Field, Switch } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailPreferences } from '../../../../contract/session';
import { mailPreferencesFormMachine } from '../../../../machines/mail-preferences-form.machine';
import { useEffects } from '../../../kernel/effects';
import { describeFailure } from '../../common/describe-failure';
import { useFormMachine } from '../../common/useFormMachine';
import { useResource } from '../../common/useResource';

const unavailable = { code: 'mail_preferences_unavailable' };

/** The e-mails a signed-in user may turn off, in the settings drawer (a visitor's drawer has none). */
export function MailPreferencesField() {
  const { t } = useTranslation();
  const read = useResource(useEffects().reads.mailPreferences, { request: null, unavailable, logText: 'Error al leer las preferencias de correo' });
  // Each change is one save of the form machine: a new one (a new key) for the next change.
  const [saved, setSaved] = useState<MailPreferences | null>(null);
  const [changes, setChanges] = useState(0);
  const current = saved ?? read.data;
  if (read.failure && !current) {
    return <Field validationMessage={describeFailure(t, read.failure)} />;
  }
  return (
    <ReminderSwitch
      key={changes}
      current={current}
      onSaved={(preferences) => {
        setSaved(preferences);
        setChanges((count) => count + 1);
      }}
    />
  );
}

function ReminderSwitch({ current, onSaved }: { current: MailPreferences | null; onSaved: (preferences: MailPreferences) => void }) {
  const { t } = useTranslation();
  const { actor, busy, failure } = useFormMachine(mailPreferencesFormMachine, useEffects().mailPreferencesForm, { recordId: null }, { onSaved, onClose: () => {} });
  return (
    <Field hint={t('settings.mail.hint')} validationMessage={failure ? describeFailure(t, failure) : undefined}>
      <Switch
        label={t('settings.mail.reminders')}
        checked={current?.mail_reminders ?? true}
        disabled={current === null || busy}
        onChange={(_, data) => actor.send({ type: 'form.submit', draft: { mail_reminders: data.checked } })}
      />
    </Field>
  );
}
