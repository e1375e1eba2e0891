import type { RegisterRequest } from '../../contract/auth';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { VerificationProof } from '../../machines/account-flows.types';
import type { AccessToken } from '../../machines/session.machine';
import { details, linkToken, resetLinkToken } from '../machines/models/account-flows.model';
import { fill, heldGateway, quietSession, renderAuth, token } from './auth-pages.harness';

const refusal = (code: string, message: string, fields?: Record<string, string[]>) => ({ code, message, ...(fields ? { fields } : {}) });

async function fillRegistration(user: ReturnType<typeof userEvent.setup>, values: RegisterRequest = details) {
  await fill(user, /^RUT de la empresa/, values.rut);
  await fill(user, /^Razón social/, values.razon_social);
  await fill(user, /^Giro/, values.giro);
  await fill(user, /^Nombre y apellido/, values.contact_name);
  await fill(user, /^Correo electrónico/, values.email);
  await fill(user, /^Teléfono/, values.phone);
  await fill(user, /^Contraseña/, values.password);
}

afterEach(() => vi.useRealTimers());

describe('registration page', () => {
  it('formats the RUT as it is typed and judges its check digit when the field is left', async () => {
    renderAuth('/auth/jwt/register', heldGateway().actors);
    const user = userEvent.setup();
    const rut = await screen.findByLabelText(/^RUT de la empresa/);

    await user.type(rut, '7654');
    expect(rut).toHaveValue('765-4');
    await user.type(rut, '32103');
    expect(rut).toHaveValue('76.543.210-3');
    await user.tab();
    expect(rut).not.toHaveAccessibleDescription(/dígito verificador/);

    await user.clear(rut);
    await user.type(rut, '76543210k');
    expect(rut).toHaveValue('76.543.210-K');
    await user.tab();
    expect(rut).toHaveAccessibleDescription(/El dígito verificador del RUT no es correcto/);

    // The last character is always the check digit: replacing it re-flows the rest, and the error goes.
    await user.type(rut, '{Backspace}3');
    expect(rut).toHaveValue('76.543.210-3');
    expect(rut).not.toHaveAccessibleDescription(/dígito verificador/);
  });

  it('explains every empty or malformed field in Spanish, beside it, without calling the gateway', async () => {
    const gateway = heldGateway();
    renderAuth('/auth/jwt/register', gateway.actors);
    const user = userEvent.setup();
    await fill(user, await findLabel(/^Teléfono/), '123');
    await fill(user, /^Contraseña/, 'corta');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(screen.getByLabelText(/^RUT de la empresa/)).toHaveAccessibleDescription(/Ingresa el RUT de la empresa/);
    expect(screen.getByLabelText(/^Razón social/)).toHaveAccessibleDescription(/Ingresa la razón social/);
    expect(screen.getByLabelText(/^Correo electrónico/)).toHaveAccessibleDescription(/Ingresa un correo electrónico válido/);
    expect(screen.getByLabelText(/^Teléfono/)).toHaveAccessibleDescription(/Ingresa un teléfono chileno válido/);
    expect(screen.getByLabelText(/^Contraseña/)).toHaveAccessibleDescription(/al menos 10 caracteres/);
    expect(gateway.inputs('register')).toEqual([]);
  });

  it('shows the gateway’s field errors beside their fields and keeps everything typed', async () => {
    const gateway = heldGateway();
    renderAuth('/auth/jwt/register', gateway.actors);
    const user = userEvent.setup();
    await findLabel(/^RUT de la empresa/);
    await fillRegistration(user, { ...details, rut: '76543210-3', phone: '9 1234 5678' });
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(screen.getByRole('button', { name: 'Creando cuenta…' })).toBeDisabled();
    // The phone as typed is sent in one Chilean format, as the company's data shows it.
    expect(gateway.inputs('register')).toEqual([{ ...details, phone: '+56 9 1234 5678' }]);
    await gateway.answer('register', {
      error: refusal('invalid_request', 'Revisa los datos enviados.', {
        password: ['Esa contraseña es demasiado común y fácil de adivinar. Elige otra.'],
        email: ['Ya usaste este correo.'],
      }),
    });

    expect(await screen.findByText('Revisa los campos marcados.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Contraseña/)).toHaveAccessibleDescription(/demasiado común/);
    expect(screen.getByLabelText(/^Correo electrónico/)).toHaveAccessibleDescription(/Ya usaste este correo/);
    expect(screen.getByLabelText(/^RUT de la empresa/)).toHaveValue('76.543.210-3');
    expect(screen.getByLabelText(/^Teléfono/)).toHaveValue('9 1234 5678');
    expect(screen.getByLabelText(/^Contraseña/)).toHaveValue(details.password);
    expect(screen.getByRole('button', { name: 'Crear cuenta' })).toBeEnabled();
  });

  it('lets the buyer see the password they pasted, and links to the terms and the login', async () => {
    renderAuth('/auth/jwt/register', heldGateway().actors);
    const user = userEvent.setup();
    const password = await screen.findByLabelText(/^Contraseña/);
    await fill(user, /^Contraseña/, details.password);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');

    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(password).toHaveAttribute('type', 'password');

    expect(screen.getByRole('link', { name: 'términos y condiciones' })).toHaveAttribute('href', '/terminos-y-condiciones');
    expect(screen.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/auth/jwt/login');
  });
});

describe('verification page', () => {
  it('goes from a new account to the code step and, with the right code, into the dashboard', async () => {
    const gateway = heldGateway();
    const { router } = renderAuth('/auth/jwt/register', gateway.actors);
    const user = userEvent.setup();
    await findLabel(/^RUT de la empresa/);
    await fillRegistration(user);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await gateway.answer('register', { output: undefined });

    expect(await screen.findByRole('heading', { name: 'Verifica tu correo' })).toBeInTheDocument();
    await waitFor(() => expect(router.location().pathname).toBe('/auth/jwt/registroValidacion'));
    const steps = within(screen.getByRole('list', { name: 'Pasos del registro' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Cuenta creadaCompletado',
      'Verifica tu correoPaso actual',
      'ListoPendiente',
    ]);
    expect(screen.getByText(/Te enviamos un código de 6 dígitos a compras@losaromos.cl/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Correo electrónico/)).toHaveValue('compras@losaromos.cl');
    expect(screen.getByRole('button', { name: 'Enviar un código nuevo' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText(/Podrás pedir otro código en \d+ segundos/)).toBeInTheDocument();

    const code = screen.getByLabelText(/^Código de 6 dígitos/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '12 34-56');
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(gateway.inputs('verifyEmail')).toEqual([{ email: 'compras@losaromos.cl', code: '123456' }]);
    await gateway.answer('verifyEmail', { output: token });

    expect(await screen.findByRole('heading', { name: 'Hola, Camila Soto' }, { timeout: 20_000 })).toBeInTheDocument();
    await waitFor(() => expect(router.location().pathname).toBe('/dashboard'));
  });

  it('shows a wrong code’s Spanish message and keeps the code to fix', async () => {
    const gateway = heldGateway();
    renderAuth('/auth/jwt/registroValidacion', gateway.actors);
    const user = userEvent.setup();
    await fill(user, await findLabel(/^Correo electrónico/), details.email);
    await fill(user, /^Código de 6 dígitos/, '000000');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(screen.getByRole('button', { name: 'Verificando…' })).toBeDisabled();
    await gateway.answer('verifyEmail', {
      error: refusal('invalid_code', 'El código no es correcto o venció. Revísalo o pide uno nuevo.'),
    });

    expect(await screen.findByText('El código o el enlace no es correcto, ya se usó o venció. Revísalo o pide uno nuevo.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Código de 6 dígitos/)).toHaveValue('000000');
    expect(screen.getByRole('button', { name: 'Verificar' })).toBeEnabled();
  });

  it('counts the 60 s down before a new code may be asked for, without waiting for them', async () => {
    const resendCode = vi.fn(async () => {});
    renderAuth('/auth/jwt/registroValidacion', {
      ...heldGateway().actors,
      resendCode: fromPromise<void, { email: string }>(() => resendCode()),
    });
    const user = userEvent.setup();
    await fill(user, await findLabel(/^Correo electrónico/), details.email);
    const resend = screen.getByRole('button', { name: 'Enviar un código nuevo' });
    expect(resend).toBeEnabled();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => resend.click());
    expect(resendCode).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Te enviamos un código nuevo.');
    expect(screen.getByText('Podrás pedir otro código en 60 segundos.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar un código nuevo' })).toHaveAccessibleDescription(
      'Podrás pedir otro código en 60 segundos.',
    );

    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('Podrás pedir otro código en 59 segundos.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(58_000));
    expect(screen.getByText('Podrás pedir otro código en 1 segundo.')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'Enviar un código nuevo' }).click());
    expect(resendCode).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText(/Podrás pedir otro código/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar un código nuevo' })).toBeEnabled();
  });

  it('verifies the link in the address at once, after the tab’s own session check', async () => {
    let endRefresh: (reason: unknown) => void = () => {};
    const session = quietSession({ refreshToken: () => new Promise<AccessToken>((_, reject) => (endRefresh = reject)) });
    const verifyEmail = vi.fn(async (_: VerificationProof) => token);
    const { router } = renderAuth(
      `/auth/jwt/registroValidacion?token=${linkToken}`,
      { ...heldGateway().actors, verifyEmail: fromPromise<AccessToken, VerificationProof>(({ input }) => verifyEmail(input)) },
      session,
    );
    expect(await screen.findByText('Verificando tu enlace…')).toBeInTheDocument();
    expect(verifyEmail).not.toHaveBeenCalled();

    await act(async () => endRefresh(new Error('no refresh cookie')));
    expect(await screen.findByRole('heading', { name: 'Hola, Camila Soto' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(verifyEmail).toHaveBeenCalledTimes(1);
    expect(verifyEmail).toHaveBeenCalledWith({ token: linkToken });
    await waitFor(() => expect(router.location().pathname).toBe('/dashboard'));
  });

  it('falls back to the code form when the link is spent, saying so', async () => {
    const gateway = heldGateway();
    renderAuth(`/auth/jwt/registroValidacion?token=${linkToken}`, gateway.actors);
    await waitFor(() => expect(gateway.inputs('verifyEmail')).toEqual([{ token: linkToken }]));
    await gateway.answer('verifyEmail', {
      error: refusal('invalid_code', 'El enlace no es válido, ya se usó o venció. Pide un código nuevo.'),
    });
    expect(await screen.findByText('El código o el enlace no es correcto, ya se usó o venció. Revísalo o pide uno nuevo.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Código de 6 dígitos/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar un código nuevo' })).toBeEnabled();
  });
});

describe('password reset pages', () => {
  it('asks for the e-mail, then says what to do next whatever the answer', async () => {
    const gateway = heldGateway();
    const { router } = renderAuth('/auth/jwt/login', gateway.actors);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: '¿Olvidaste tu contraseña?' }));
    await fill(user, await findLabel(/^Correo electrónico/), 'alguien@empresa.cl');
    await user.click(screen.getByRole('button', { name: 'Enviar instrucciones' }));
    expect(screen.getByRole('button', { name: 'Enviando…' })).toBeDisabled();
    await gateway.answer('requestReset', { output: undefined });

    expect(await screen.findByRole('heading', { name: 'Revisa tu correo' })).toBeInTheDocument();
    await waitFor(() => expect(router.location().pathname).toBe('/auth/jwt/envioCorreo/'));
    expect(screen.getByText(/Si alguien@empresa.cl tiene una cuenta en Despensa/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Escribir el código' })).toHaveAttribute('href', '/auth/jwt/resetValidacion/');
    expect(screen.getByText(/vencen en 30 minutos/)).toBeInTheDocument();
  });

  it('sets a new password from the e-mailed link, typed twice, and sends the buyer to sign in', async () => {
    const gateway = heldGateway();
    renderAuth(`/auth/jwt/resetValidacion/${resetLinkToken}`, gateway.actors);
    const user = userEvent.setup();
    await fill(user, await findLabel(/^Contraseña nueva/), 'aromos-nuevos-2026');
    await fill(user, /^Repite la contraseña nueva/, 'aromos-nuevos-2025');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(screen.getByLabelText(/^Repite la contraseña nueva/)).toHaveAccessibleDescription('Las contraseñas no coinciden.');
    expect(screen.queryByLabelText(/^Código/)).not.toBeInTheDocument();

    await fill(user, /^Repite la contraseña nueva/, 'aromos-nuevos-2026');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(gateway.inputs('confirmReset')).toEqual([{ token: resetLinkToken, password: 'aromos-nuevos-2026' }]);
    await gateway.answer('confirmReset', { output: undefined });

    expect(await screen.findByRole('heading', { name: 'Tu contraseña cambió' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/auth/jwt/login');
  });

  it('without a link asks for the e-mail and the code too', async () => {
    const gateway = heldGateway();
    renderAuth('/auth/jwt/resetValidacion/', gateway.actors);
    const user = userEvent.setup();
    await fill(user, await findLabel(/^Correo electrónico/), details.email);
    await fill(user, /^Código de 6 dígitos/, '654321');
    await fill(user, /^Contraseña nueva/, 'aromos-nuevos-2026');
    await fill(user, /^Repite la contraseña nueva/, 'aromos-nuevos-2026');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(gateway.inputs('confirmReset')).toEqual([{ email: details.email, code: '654321', password: 'aromos-nuevos-2026' }]);
  });
});

describe('links between the auth pages', () => {
  it('leads from the login to the registration and back', async () => {
    const { router } = renderAuth('/auth/jwt/login', heldGateway().actors);
    const user = userEvent.setup();
    expect(await screen.findByText(/¿No tienes cuenta\?/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Regístrate' }));
    expect(await screen.findByRole('heading', { name: 'Crea la cuenta de tu empresa' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Inicia sesión' }));
    expect(await screen.findByRole('heading', { name: 'Inicia sesión' })).toBeInTheDocument();
    await waitFor(() => expect(router.location().pathname).toBe('/auth/jwt/login'));
  });

  it('takes a buyer whose e-mail is unconfirmed from the login to the code, with the address filled in', async () => {
    const unverified = refusal(
      'email_unverified',
      'Aún no confirmas tu correo. Ingresa el código que te enviamos al registrarte o pide uno nuevo.',
    );
    const session = quietSession({ logIn: () => Promise.reject(unverified) });
    const { router } = renderAuth('/auth/jwt/login', heldGateway().actors, session);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Correo electrónico/), details.email);
    await user.type(screen.getByLabelText(/^Contraseña/), details.password);
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Aún no confirmas tu correo/);

    await user.click(within(screen.getByRole('alert')).getByRole('link', { name: 'Ingresar el código de verificación' }));
    expect(await screen.findByRole('heading', { name: 'Verifica tu correo' })).toBeInTheDocument();
    await waitFor(() => expect(router.location().pathname).toBe('/auth/jwt/registroValidacion'));
    expect(screen.getByLabelText(/^Correo electrónico/)).toHaveValue(details.email);
    expect(screen.getByRole('button', { name: 'Enviar un código nuevo' })).toBeEnabled();
  });
});

async function findLabel(label: RegExp): Promise<RegExp> {
  await screen.findByLabelText(label);
  return label;
}
