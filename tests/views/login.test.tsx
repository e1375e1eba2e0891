import type { LoginRequest } from '../../contract/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AccessToken, SessionUser } from '../../machines/session.machine';
import { renderApp } from './render-app';
import { sessionWithFakes } from './session-fakes';

const now = Date.now();
const token: AccessToken = { value: 'a.b.c', exp: now / 1000 + 900 };
const daniela: SessionUser = { id: 1, role: 'admin', isPremium: false, displayName: 'Daniela Muñoz', email: 'demo@despensa.cl' };

const session = (logIn: (c: LoginRequest) => Promise<AccessToken>) => sessionWithFakes(daniela, { logIn });

describe('login page', () => {
  it('sends a visitor of a guarded page to the login, then back to that page with a greeting', async () => {
    const logIn = vi.fn(async () => token);
    const { router } = renderApp('/dashboard', session(logIn), { token: null, now: () => now, buildVersion: '1.5.4' });
    expect(await screen.findByRole('heading', { name: 'Inicia sesión' })).toBeInTheDocument();
    await waitFor(() => expect(router.location().search).toBe('?returnTo=%2Fdashboard'));

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Correo electrónico/), 'demo@despensa.cl');
    await user.type(screen.getByLabelText(/Contraseña/), 'despensa-demo');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    // The dashboard's chunks are this file's first lazy load.
    expect(await screen.findByRole('heading', { name: 'Hola, Daniela Muñoz' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(logIn).toHaveBeenCalledWith({ email: 'demo@despensa.cl', password: 'despensa-demo' });
    await waitFor(() => expect(router.location().pathname).toBe('/dashboard'));
  });

  it('explains empty and malformed fields in Spanish without calling the gateway', async () => {
    const logIn = vi.fn(async () => token);
    renderApp('/auth/jwt/login', session(logIn), { token: null, now: () => now, buildVersion: '1.5.4' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getByText('Ingresa un correo electrónico válido.')).toBeInTheDocument();
    expect(screen.getByText('Ingresa tu contraseña.')).toBeInTheDocument();
    expect(logIn).not.toHaveBeenCalled();
  });

  it('shows the gateway refusal, keeps what was typed and re-enables the button', async () => {
    let reject: (reason: unknown) => void = () => {};
    const logIn = vi.fn(() => new Promise<AccessToken>((_, r) => (reject = r)));
    renderApp('/auth/jwt/login', session(logIn), { token: null, now: () => now, buildVersion: '1.5.4' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Correo electrónico/), 'demo@despensa.cl');
    await user.type(screen.getByLabelText(/Contraseña/), 'mala-clave');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getByRole('button', { name: 'Ingresando…' })).toBeDisabled();

    reject({ code: 'invalid_credentials', message: 'Correo o contraseña incorrectos.' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Correo o contraseña incorrectos.');
    expect(screen.getByLabelText(/Correo electrónico/)).toHaveValue('demo@despensa.cl');
    expect(screen.getByLabelText(/Contraseña/)).toHaveValue('mala-clave');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled());
  });

  it('says in Spanish what went wrong when the gateway could not be reached', async () => {
    renderApp('/auth/jwt/login', session(() => Promise.reject(new TypeError('Failed to fetch'))), {
      token: null,
      now: () => now,
      buildVersion: '1.5.4',
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Correo electrónico/), 'demo@despensa.cl');
    await user.type(screen.getByLabelText(/Contraseña/), 'despensa-demo');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Algo salió mal. Inténtalo de nuevo.');
  });

  // A browser would leave the site for these, or throw replacing the history entry and show the crash page.
  it.each([
    ['another site', '%2F%2Fevil.example'],
    ['a backslash for a slash', '%2F%5Cevil.example'],
    ['a tab between the slashes', '%2F%09%2Fevil.example'],
    ['malformed percent-encoding', '%2Fdashboard%2Fthree%25E0%25A4%25A'],
  ])('sends a signed-in user to the dashboard, never off the site, for a returnTo of %s', async (_, returnTo) => {
    const { router } = renderApp(`/auth/jwt/login?returnTo=${returnTo}`, session(async () => token), {
      token,
      now: () => now,
      buildVersion: '1.5.4',
    });
    expect(await screen.findByRole('heading', { name: 'Hola, Daniela Muñoz' }, { timeout: 20_000 })).toBeInTheDocument();
    await waitFor(() => expect(router.location().pathname).toBe('/dashboard'));
  });
});
