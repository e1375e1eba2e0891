import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { SessionContext } from '../../src/kernel/session-context';
import { SessionExpiredDialog } from '../../src/views/shell/SessionExpiredDialog';
import { camila, heldGateway, quietSession, renderAuth, token } from './auth-pages.harness';
import { sessionWithFakes } from './session-fakes';

// What a buyer is told when an administrator deactivated their account or changed their role: not
// "your session expired, enter your password", which for a deactivated account would fail.

const disabled = 'Tu cuenta fue desactivada por el administrador de tu empresa. Pídele que la reactive para volver a entrar.';
const roleChanged = 'El administrador de tu empresa cambió tu rol. Ingresa tu contraseña para seguir con tus nuevos permisos.';
const refusal = (code: string, message: string) => Promise.reject(Object.assign(new Error(message), { code, message }));

/** A call of the page refused for its token, as the gateway answers once the sessions were revoked. */
function RefusedCall() {
  const session = SessionContext.useActorRef();
  const signedIn = SessionContext.useSelector((s) => s.matches({ auth: 'authenticated' }));
  useEffect(() => {
    if (signedIn) session.send({ type: 'session.refused' });
  }, [session, signedIn]);
  return null;
}

function renderDialog(code: string, message: string) {
  const logic = sessionWithFakes(camila, { refreshToken: () => refusal(code, message) });
  return render(
    <FluentProvider theme={webLightTheme}>
      <SessionContext.Provider logic={logic} options={{ input: { token, now: () => Date.now(), buildVersion: '1.5.4' } }}>
        <RefusedCall />
        <SessionExpiredDialog />
      </SessionContext.Provider>
    </FluentProvider>,
  );
}

describe('an account an administrator changed', () => {
  it('is told on the open page that it was deactivated, with no password to type, only Cerrar sesión', async () => {
    renderDialog('account_disabled', disabled);
    const dialog = await screen.findByRole('alertdialog', { name: 'Tu cuenta fue desactivada' });
    expect(dialog).toHaveTextContent(disabled);
    expect(screen.queryByLabelText(/Contraseña/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Cerrar sesión']);
  });

  it('is told that its role changed, and may sign in again with the password', async () => {
    renderDialog('role_changed', roleChanged);
    const dialog = await screen.findByRole('alertdialog', { name: 'Tu rol cambió' });
    expect(dialog).toHaveTextContent(roleChanged);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.setup().type(screen.getByLabelText(/Contraseña/), 'despensa-demo');
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
  });

  it('reads on the login page that the account was deactivated when a new tab finds it so', async () => {
    renderAuth('/auth/jwt/login', heldGateway().actors, quietSession({ refreshToken: () => refusal('account_disabled', disabled) }));
    await waitFor(() => expect(screen.getByText(disabled)).toBeInTheDocument());
  });
});
