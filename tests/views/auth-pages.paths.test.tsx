import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { AccountFlowsContext } from '../../machines/account-flows.types';
import type { accountFlowsMachine } from '../../machines/account-flows.machine';
import { details, model } from '../machines/models/account-flows.model';
import type { ModelEvent } from '../machines/support/model';
import { fill, heldGateway, renderAuth, token } from './auth-pages.harness';
import { replayPaths } from './path-replay';

type User = ReturnType<typeof userEvent.setup>;
type Router = ReturnType<typeof renderAuth>['router'];

/** A page is opened by following a link to it; a detour first makes it open again if it is already shown. */
async function open(router: Router, path: string, state?: unknown) {
  await act(() => router.navigate('/auth/jwt/envioCorreo/'));
  await act(() => router.navigate(path, { state }));
}

async function click(user: User, name: string) {
  await user.click(await screen.findByRole('button', { name }));
}

/** Sends `event` the way the buyer would, through the real controls. */
async function send(e: ModelEvent<typeof accountFlowsMachine>, user: User, router: Router) {
  switch (e.type) {
    case 'registration.open':
      return open(router, '/auth/jwt/register');
    case 'verification.open':
      return open(router, `/auth/jwt/registroValidacion${e.token ? `?token=${e.token}` : ''}`, e.email ? { email: e.email } : null);
    case 'reset.open':
      return open(router, '/auth/jwt/reset/');
    case 'resetConfirm.open':
      return open(router, `/auth/jwt/resetValidacion/${e.token ?? ''}`);
    case 'registration.submit':
      await screen.findByLabelText(/^RUT de la empresa/);
      for (const [label, value] of [
        [/^RUT de la empresa/, e.details.rut],
        [/^Razón social/, e.details.razon_social],
        [/^Giro/, e.details.giro],
        [/^Nombre y apellido/, e.details.contact_name],
        [/^Correo electrónico/, e.details.email],
        [/^Teléfono/, e.details.phone],
        [/^Contraseña/, e.details.password],
      ] as const) {
        await fill(user, label, value);
      }
      return click(user, 'Crear cuenta');
    case 'verification.submit':
      await fill(user, /^Correo electrónico/, e.email);
      await fill(user, /^Código de 6 dígitos/, e.code);
      return click(user, 'Verificar');
    case 'verification.resend':
      await fill(user, /^Correo electrónico/, e.email);
      return click(user, 'Enviar un código nuevo');
    case 'reset.submit':
      await fill(user, await labelled(/^Correo electrónico/), e.email);
      return click(user, 'Enviar instrucciones');
    case 'resetConfirm.submit':
      await screen.findByLabelText(/^Contraseña nueva/);
      if (screen.queryByLabelText(/^Código de 6 dígitos/)) {
        await fill(user, /^Correo electrónico/, e.email);
        await fill(user, /^Código de 6 dígitos/, e.code);
      }
      await fill(user, /^Contraseña nueva/, e.password);
      await fill(user, /^Repite la contraseña nueva/, e.password);
      return click(user, 'Guardar contraseña');
  }
}

async function labelled(label: RegExp) {
  await screen.findByLabelText(label);
  return label;
}

const heading = (name: string) => screen.findByRole('heading', { name }, { timeout: 20_000 });
const button = (name: string) => screen.findByRole('button', { name });

/** What the buyer sees in each state of the machine. */
async function expectScreen(state: AnyMachineSnapshot) {
  const context = state.context as AccountFlowsContext;
  const at = (value: object | string) => state.matches(value as never);

  if (at('idle')) expect(await screen.findByText(/Si el correo que escribiste tiene una cuenta/)).toBeInTheDocument();

  if (at('registering')) {
    await heading('Crea la cuenta de tu empresa');
    if (at({ registering: 'editing' })) expect(await button('Crear cuenta')).toBeEnabled();
    if (at({ registering: 'submitting' })) expect(await button('Creando cuenta…')).toBeDisabled();
    if (at({ registering: 'failed' })) {
      expect(await screen.findByText('Revisa los campos marcados.')).toBeInTheDocument();
      expect(screen.getByLabelText(/^RUT de la empresa/)).toHaveAccessibleDescription(/Ya existe una cuenta/);
      expect(screen.getByLabelText(/^RUT de la empresa/)).toHaveValue(details.rut);
    }
  }

  if (at('verifying')) {
    await heading('Verifica tu correo');
    if (at({ verifying: { code: 'entering' } })) expect(await button('Verificar')).toBeEnabled();
    if (at({ verifying: { code: 'submitting' } })) expect(await button('Verificando…')).toBeDisabled();
    if (at({ verifying: { code: 'failed' } })) expect(await screen.findByText(/El código o el enlace no es correcto, ya se usó o venció/)).toBeInTheDocument();
    if (at({ verifying: { resend: 'coolingDown' } })) {
      expect(await screen.findByText(/Podrás pedir otro código en \d+ segundos?\./)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Enviar un código nuevo' })).toHaveAttribute('aria-disabled', 'true');
    }
    if (at({ verifying: { resend: 'available' } })) expect(await button('Enviar un código nuevo')).toBeEnabled();
    if (at({ verifying: { resend: 'resending' } })) expect(await button('Enviando…')).toBeInTheDocument();
    if (at({ verifying: { resend: 'failed' } })) expect(await screen.findByText(/No pudimos conectar con Despensa/)).toBeInTheDocument();
    if (context.resendNotice === 'sent') expect(await screen.findByText(/Te enviamos un código nuevo/)).toBeInTheDocument();
    if (context.resendNotice === 'tooSoon') expect(await screen.findByText(/Ya te enviamos un código hace poco/)).toBeInTheDocument();
  }

  if (at('verifyingLink')) expect(await screen.findByText('Verificando tu enlace…')).toBeInTheDocument();
  if (at('verified')) await heading('Hola, Camila Soto');

  if (at('requestingReset')) {
    await heading('¿Olvidaste tu contraseña?');
    if (at({ requestingReset: 'editing' })) expect(await button('Enviar instrucciones')).toBeEnabled();
    if (at({ requestingReset: 'sending' })) expect(await button('Enviando…')).toBeDisabled();
    if (at({ requestingReset: 'failed' })) {
      expect(await screen.findByText('Algo salió mal. Inténtalo de nuevo.')).toBeInTheDocument();
      expect(screen.getByLabelText(/^Correo electrónico/)).toHaveValue(details.email);
    }
  }

  if (at('resetSent')) expect(await screen.findByText(`Si ${context.email} tiene una cuenta en Despensa`, { exact: false })).toBeInTheDocument();

  if (at('confirmingReset')) {
    await heading('Crea una contraseña nueva');
    await waitFor(() => expect(screen.queryByLabelText(/^Código de 6 dígitos/) === null).toBe(context.resetToken !== null));
    if (at({ confirmingReset: 'editing' })) expect(await button('Guardar contraseña')).toBeEnabled();
    if (at({ confirmingReset: 'saving' })) expect(await button('Guardando…')).toBeDisabled();
    if (at({ confirmingReset: 'failed' })) {
      expect(await screen.findByText('Revisa los campos marcados.')).toBeInTheDocument();
      expect(screen.getByLabelText(/^Contraseña nueva/)).toHaveAccessibleDescription(/demasiado común/);
    }
  }

  if (at('passwordChanged')) await heading('Tu contraseña cambió');
}

describe('auth pages walk the account-flow model’s paths', { timeout: 60_000 }, () => {
  replayPaths(model, {
    render: () => {
      const gateway = heldGateway();
      const { router } = renderAuth('/auth/jwt/envioCorreo/', gateway.actors);
      // A verified address answers with a token fresh for this run, so the session keeps it.
      const calls = {
        holds: gateway.holds,
        answer: (id: string, outcome: { output?: unknown } | { error: unknown }) =>
          gateway.answer(id, 'output' in outcome && outcome.output !== undefined ? { output: token } : outcome),
      };
      return { router, calls, user: userEvent.setup() };
    },
    // The countdown's timers are left to auth-pages.test.tsx; a verified buyer has left for the dashboard.
    walkable: (event, before) => !event.type.startsWith('xstate.after.') && !before.matches('verified'),
    leftOut: [/--xstate\.after\./],
    send: (event, _, { user, router }) => send(event, user, router),
    expectScreen,
  });
});
