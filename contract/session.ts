import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { roles } from './vocabulary';

/**
 * The sign-in and the session's own answers: what the login path validates. Registration, verification
 * and resets live in auth.ts, so the first page does not carry their schemas (zod keeps a schema built
 * with `.check()` even when nothing uses it).
 */

/** An e-mail as every form takes it: trimmed and lower-cased before it is checked. */
export const email = z.pipe(
  z.string({ error: 'Ingresa tu correo electrónico.' }).check(z.trim(), z.toLowerCase()),
  z.email({ error: 'Ingresa un correo electrónico válido.' }),
);

export const loginRequest = z.strictObject({
  email,
  password: z
    .string({ error: 'Ingresa tu contraseña.' })
    .check(z.minLength(1, { error: 'Ingresa tu contraseña.' }), z.maxLength(200)),
});
export type LoginRequest = z.input<typeof loginRequest>;

/** The refresh credential never appears here: it travels only in an HttpOnly cookie. */
export const accessTokenResponse = z.object({
  accessToken: z.string(),
  expiresAt: z.number(),
});
export type AccessTokenResponse = z.infer<typeof accessTokenResponse>;

const userProfile = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  is_premium: z.boolean(),
  role: z.enum(roles),
  partner_id: z.number(),
});
export type UserProfile = z.infer<typeof userProfile>;

const versionResponse = z.object({ version: z.string() });

/** Error codes of the auth endpoints a screen may branch on; each comes with a Spanish message. */
export const authErrorCodes = {
  invalidCredentials: 'invalid_credentials',
  /** 403 at login, only after a correct password: the e-mail was never confirmed. */
  emailUnverified: 'email_unverified',
  /** 429 with a Retry-After header (seconds): too many failed sign-ins for the account or the address. */
  tooManyAttempts: 'too_many_attempts',
  /** 429 with a Retry-After header (seconds): a new code only 60 s after the previous one. */
  resendTooSoon: 'resend_too_soon',
  /** 400: the code or link is wrong, used, expired or burnt after five wrong codes. */
  invalidCode: 'invalid_code',
  /** 409: a company with that RUT already has an account. */
  rutTaken: 'rut_taken',
} as const;

/** The session's endpoints: what the login path calls. */
/**
 * The e-mails a user may turn off (issue 32): the reminders, of the Club CXTI's renewal and of a saved
 * card about to expire. What an order, a payment or an invoice says always goes out.
 */
export const mailPreferences = z.strictObject({ mail_reminders: z.boolean() });
export type MailPreferences = z.infer<typeof mailPreferences>;

export const sessionEndpoints = {
  login: endpoint({
    method: 'post',
    path: '/auth/login',
    tag: 'Sesión',
    summary: 'Iniciar sesión',
    access: 'none',
    body: loginRequest,
    status: 200,
    answer: accessTokenResponse,
    errors: { 401: 'Correo o contraseña incorrectos', 403: 'Correo sin verificar', 429: 'Demasiados intentos (Retry-After)' },
  }),
  refresh: endpoint({
    method: 'post',
    path: '/auth/refresh',
    tag: 'Sesión',
    summary: 'Renovar el token de acceso con la cookie de renovación (rotada)',
    access: 'cookie',
    status: 200,
    /**
     * Null when the browser presents no refresh cookie, or one that no longer opens a session (expired,
     * signed out, replayed: removed with this answer): a visitor has nothing to renew, and that is not an
     * error. The cookie of a deactivated account or of a changed role is refused with 401 and its reason.
     */
    answer: z.nullable(accessTokenResponse),
  }),
  logout: endpoint({
    method: 'post',
    path: '/auth/logout',
    tag: 'Sesión',
    summary: 'Cerrar la sesión en todas las pestañas',
    access: 'cookie',
    status: 204,
  }),
  profile: endpoint({
    method: 'get',
    path: '/user-profile',
    tag: 'Sesión',
    summary: 'Perfil del usuario',
    access: 'bearer',
    action: 'profile.read',
    status: 200,
    answer: userProfile,
  }),
  mailPreferences: endpoint({
    method: 'get',
    path: '/user/mail-preferences',
    tag: 'Sesión',
    summary: 'Qué correos no esenciales recibe el usuario',
    access: 'bearer',
    action: 'profile.read',
    status: 200,
    answer: mailPreferences,
  }),
  updateMailPreferences: endpoint({
    method: 'put',
    path: '/user/mail-preferences',
    tag: 'Sesión',
    summary: 'Activar o desactivar los correos no esenciales (recordatorios)',
    access: 'bearer',
    action: 'profile.read',
    body: mailPreferences,
    status: 200,
    answer: mailPreferences,
  }),
  version: endpoint({
    method: 'get',
    path: '/version',
    tag: 'Sesión',
    summary: 'Versión del servidor',
    access: 'none',
    status: 200,
    answer: versionResponse,
  }),
};
