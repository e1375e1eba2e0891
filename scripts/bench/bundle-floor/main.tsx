import { Button, Field, FluentProvider, Input, webDarkTheme } from '@fluentui/react-components';
import { useMachine } from '@xstate/react';
import i18n from 'i18next';
import { ofetch } from 'ofetch';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { assign, fromPromise, setup } from 'xstate';
import * as z from 'zod/mini';

/**
 * The floor of bench:bundle: the bare stack of the portal (React, a Fluent provider with one form, the
 * router, XState, i18next, zod/mini, ofetch) and nothing of the product, built in the same run.
 */
void i18n.use(initReactI18next).init({ lng: 'es', resources: { es: { translation: { email: 'Correo', go: 'Entrar' } } } });

const credentials = z.strictObject({ email: z.email() });

const formMachine = setup({
  actors: { submit: fromPromise(({ input }: { input: { email: string } }) => ofetch('/api/auth/login', { method: 'POST', body: input })) },
}).createMachine({
  context: { error: '' },
  initial: 'idle',
  states: {
    idle: { on: { submit: 'sending' } },
    sending: {
      invoke: {
        src: 'submit',
        input: ({ event }) => (event as unknown as { email: string }),
        onDone: 'idle',
        onError: { target: 'idle', actions: assign({ error: 'error' }) },
      },
    },
  },
});

function LoginForm() {
  const { t } = useTranslation();
  const [, send] = useMachine(formMachine);
  const [email, setEmail] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (z.safeParse(credentials, { email }).success) send({ type: 'submit', email } as never);
      }}
    >
      <Field label={t('email')}>
        <Input value={email} onChange={(_, data) => setEmail(data.value)} />
      </Field>
      <Button type="submit" appearance="primary">
        {t('go')}
      </Button>
    </form>
  );
}

// The router in the declarative mode the portal uses.
createRoot(document.getElementById('root') as HTMLElement).render(
  <FluentProvider theme={webDarkTheme}>
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<LoginForm />} />
      </Routes>
    </BrowserRouter>
  </FluentProvider>,
);
