import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { AcceptInvitationRequest, InvitationStatus } from '../../contract/company';
import type { SaveInput } from '../../machines/form';
import type { AccessToken } from '../../machines/session.machine';
import { violations } from './axe';
import { fakeEffects } from './effects-fakes';
import { renderApp } from './render-app';
import { daniela, sessionFor, token } from './shell-routes.harness';

const linkToken = 'k'.repeat(43);

const pending: InvitationStatus = { state: 'pending', email: 'paula@losaromos.cl', company_name: 'Restaurante Los Aromos SpA', role: 'finanzas' };

function open(path: string, accept: (input: SaveInput<AcceptInvitationRequest>) => Promise<AccessToken>, status: (token: string) => Promise<InvitationStatus> = async () => pending) {
  const save = vi.fn(accept);
  const check = vi.fn(status);
  const { logic, input } = sessionFor({ ...daniela, role: 'finanzas', displayName: 'Paula Vera' }, { signedIn: false });
  const effects = fakeEffects({
    invitationForm: { actors: { save: fromPromise<AccessToken, SaveInput<AcceptInvitationRequest>>(({ input }) => save(input)) } },
    reads: { invitation: (token) => check(token) },
  });
  const view = renderApp(path, logic, input, { effects });
  return { ...view, save, check };
}

async function fill(user: ReturnType<typeof userEvent.setup>, password = 'una-clave-larga', repeat = password) {
  await user.type(await screen.findByRole('textbox', { name: /^Nombre y apellido/ }, { timeout: 20_000 }), 'Paula Vera');
  await user.type(screen.getByLabelText(/^Contraseña/), password);
  await user.type(screen.getByLabelText(/^Repite la contraseña/), repeat);
  await user.click(screen.getByRole('button', { name: 'Crear mi cuenta y entrar' }));
}

describe('the invitation page (/auth/jwt/invitacion?token=)', { timeout: 30_000 }, () => {
  it('sends the name and password with the link’s token and lands signed in on the dashboard', async () => {
    const user = userEvent.setup();
    const { save, router } = open(`/auth/jwt/invitacion?token=${linkToken}`, async () => token);
    await fill(user);
    expect(save).toHaveBeenCalledWith({ id: null, draft: { token: linkToken, name: 'Paula Vera', password: 'una-clave-larga' } });
    await waitFor(() => expect(router.location().pathname).toBe('/dashboard'));
  });

  it('checks the form before sending: a short password and a repeat that differs', async () => {
    const user = userEvent.setup();
    const { save } = open(`/auth/jwt/invitacion?token=${linkToken}`, async () => token);
    await fill(user, 'corta', 'otra');
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByText('Las contraseñas no coinciden.')).toBeInTheDocument();
  });

  it('says in Spanish that a used or expired link no longer works, keeping what was typed', async () => {
    const user = userEvent.setup();
    const message = 'El enlace de invitación no es válido, ya se usó, se canceló o venció. Pide a tu empresa una invitación nueva.';
    open(`/auth/jwt/invitacion?token=${linkToken}`, () => Promise.reject({ status: 400, code: 'invalid_invitation', message }));
    await fill(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Nombre y apellido/ })).toHaveValue('Paula Vera');
  });

  it('names the company, the role and the e-mail of a pending invitation, read with the link’s token', async () => {
    const { check } = open(`/auth/jwt/invitacion?token=${linkToken}`, async () => token);
    expect(
      await screen.findByText(
        'Restaurante Los Aromos SpA te invitó a comprar en Despensa como Finanzas. Entrarás con paula@losaromos.cl: escribe tu nombre y elige una contraseña.',
        {},
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    expect(check).toHaveBeenCalledWith(linkToken);
  });

  it.each([
    ['accepted', 'Esta invitación ya se usó. Si la aceptaste tú, inicia sesión con tu correo y la contraseña que elegiste.'],
    ['expired', 'Esta invitación venció. Pide a quien te invitó que te envíe una nueva.'],
    ['cancelled', 'Esta invitación fue cancelada. Si aún debes unirte, pide a tu empresa una invitación nueva.'],
  ] as const)('says an invitation %s no longer works, with the way to the login and no form', async (state, message) => {
    const { save } = open(`/auth/jwt/invitacion?token=${linkToken}`, async () => token, async () => ({ state }));
    expect(await screen.findByText(message, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Nombre y apellido/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Crear mi cuenta y entrar' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '¿Ya tienes cuenta? Inicia sesión' })).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('says when the invitation cannot be read, and reads it again on Reintentar', async () => {
    let answer: () => Promise<InvitationStatus> = () => Promise.reject(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    open(`/auth/jwt/invitacion?token=${linkToken}`, async () => token, () => answer());
    const retry = await screen.findByRole('button', { name: 'Reintentar' }, { timeout: 20_000 });
    expect(screen.getByText('No pudimos revisar tu invitación. Inténtalo de nuevo.')).toBeInTheDocument();
    answer = async () => pending;
    await user.click(retry);
    expect(await screen.findByRole('textbox', { name: /^Nombre y apellido/ })).toBeInTheDocument();
  });

  it('tells the invitee a link without its token is broken, and sends nothing', async () => {
    const { save } = open('/auth/jwt/invitacion', async () => token);
    expect(await screen.findByText(/Este enlace de invitación no es válido/, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear mi cuenta y entrar' })).toBeDisabled();
    expect(save).not.toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    open(`/auth/jwt/invitacion?token=${linkToken}`, async () => token);
    await screen.findByRole('heading', { level: 1, name: 'Únete a tu empresa en Despensa' }, { timeout: 20_000 });
    expect(await violations()).toEqual([]);
  });
});
