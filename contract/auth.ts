import * as z from 'zod/mini';
import { formatChileanPhone } from './phone';
import { isRutShaped, isValidRut, normalizeRut } from './rut';
import { endpoint } from './endpoint';
import { text } from './text';
import { accessTokenResponse, email } from './session';

// The sign-in's schemas are in session.ts; everything auth stays importable from here.
export * from './session';

/** How many wrong codes burn an e-mailed code, and how long codes and links last. */
export const emailCodeRules = { maxWrongCodes: 5, validMinutes: 30, resendAfterSeconds: 60 } as const;

const rutMessage = 'Ingresa un RUT válido, por ejemplo 12.345.678-5.';
/** Any common spelling in, `12.345.678-5` out. */
export const rut = z.pipe(
  z.string({ error: 'Ingresa el RUT de la empresa.' }).check(
    z.trim(),
    z.minLength(1, { error: 'Ingresa el RUT de la empresa.', abort: true }),
    z.refine(isRutShaped, { error: rutMessage, abort: true }),
    z.refine(isValidRut, { error: 'El dígito verificador del RUT no es correcto. Revísalo.' }),
  ),
  z.transform((value: string) => normalizeRut(value) ?? value),
);

const phoneMessage = 'Ingresa un teléfono chileno válido, por ejemplo +56 9 1234 5678.';
/** Any common spelling in, the readable Chilean form (`+56 9 1234 5678`) out: stored and shown as such. */
export const chileanPhone = z.pipe(
  z.string({ error: 'Ingresa un teléfono de contacto.' }).check(
    z.trim(),
    z.minLength(1, { error: 'Ingresa un teléfono de contacto.', abort: true }),
    z.maxLength(25, { error: phoneMessage, abort: true }),
    z.refine((value) => formatChileanPhone(value) !== null, { error: phoneMessage }),
  ),
  z.transform((value: string) => formatChileanPhone(value) ?? value),
);

const passwordMinLength = 10;
/**
 * A new password: at least 10 characters, pasting allowed. The gateway also refuses the most common
 * passwords, answering the same field error shape.
 */
export const newPassword = z.string({ error: 'Ingresa una contraseña.' }).check(
  z.minLength(passwordMinLength, { error: `La contraseña debe tener al menos ${passwordMinLength} caracteres.` }),
  z.maxLength(200, { error: 'La contraseña admite hasta 200 caracteres.' }),
);

export const registerRequest = z.strictObject({
  rut,
  razon_social: text(2, 120, 'Ingresa la razón social de la empresa.', 'La razón social admite hasta 120 caracteres.'),
  giro: text(2, 120, 'Ingresa el giro de la empresa.', 'El giro admite hasta 120 caracteres.'),
  contact_name: text(2, 80, 'Ingresa el nombre de la persona de contacto.', 'El nombre admite hasta 80 caracteres.'),
  email,
  phone: chileanPhone,
  password: newPassword,
});
export type RegisterRequest = z.input<typeof registerRequest>;

/** Register and resend answer 202 with this, whether or not the e-mail already has an account. */
const verificationSentResponse = z.object({ status: z.literal('verification_sent') });
export type VerificationSentResponse = z.infer<typeof verificationSentResponse>;

const code = z.string({ error: 'Ingresa el código de 6 dígitos.' }).check(
  z.overwrite((value) => value.replace(/\s/g, '')),
  z.regex(/^\d{6}$/, { error: 'El código tiene 6 dígitos.' }),
);
const linkToken = z.string({ error: 'El enlace no es válido.' }).check(
  z.trim(),
  z.regex(/^[\w-]{20,200}$/, { error: 'El enlace no es válido.' }),
);

type CodeOrLink = { email?: string; code?: string; token?: string };
/** Either the e-mailed link's token, or the e-mail address with the 6-digit code. */
export type EmailProof = { kind: 'link'; token: string } | { kind: 'code'; email: string; code: string };

function requireCodeOrLink(value: CodeOrLink, ctx: z.core.$RefinementCtx<CodeOrLink>) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message, input: value });
  if (value.token !== undefined) {
    if (value.email !== undefined || value.code !== undefined) issue('token', 'Usa el enlace o el código, no ambos.');
    return;
  }
  if (value.email === undefined) issue('email', 'Ingresa tu correo electrónico.');
  if (value.code === undefined) issue('code', 'Ingresa el código de 6 dígitos.');
}

const toProof = (value: CodeOrLink): EmailProof =>
  value.token !== undefined
    ? { kind: 'link', token: value.token }
    : { kind: 'code', email: value.email ?? '', code: value.code ?? '' };

const codeOrLinkFields = { email: z.optional(email), code: z.optional(code), token: z.optional(linkToken) };
/** Says what is missing even when another field is wrong too, so a form can mark every field at once. */
const codeOrLink = z.superRefine(requireCodeOrLink, {
  when: (payload) => typeof payload.value === 'object' && payload.value !== null,
});

/** `{ token }` from the e-mailed link, or `{ email, code }`. Success answers like login. */
export const verifyRequest = z.pipe(
  z.strictObject(codeOrLinkFields).check(codeOrLink),
  z.transform(toProof),
);
const resendRequest = z.strictObject({ email });
export const resetRequest = z.strictObject({ email });
/** Always 202 with this, whether or not the e-mail has an account. */
const resetSentResponse = z.object({ status: z.literal('reset_sent') });
export type ResetSentResponse = z.infer<typeof resetSentResponse>;

/** `{ token, password }` from the e-mailed link, or `{ email, code, password }`. */
export const resetConfirmRequest = z.pipe(
  z.strictObject({ ...codeOrLinkFields, password: newPassword }).check(codeOrLink),
  z.transform(({ password, ...proof }) => ({ password, proof: toProof(proof) })),
);
/** Every earlier session of the user has ended; the buyer signs in with the new password. */
const passwordChangedResponse = z.object({ status: z.literal('password_changed') });
export type PasswordChangedResponse = z.infer<typeof passwordChangedResponse>;

/** Registration, e-mail verification and password reset. */
export const accountEndpoints = {
  register: endpoint({
    method: 'post',
    path: '/auth/register',
    tag: 'Sesión',
    summary: 'Registrar una empresa y su administrador',
    access: 'none',
    body: registerRequest,
    status: 202,
    answer: verificationSentResponse,
    errors: { 409: 'RUT ya registrado (rut_taken)', 429: 'Demasiados RUT ya registrados desde la misma dirección (Retry-After)' },
  }),
  verify: endpoint({
    method: 'post',
    path: '/auth/verify',
    tag: 'Sesión',
    summary: 'Verificar el correo con el código o el enlace e iniciar sesión',
    access: 'none',
    body: verifyRequest,
    status: 200,
    answer: accessTokenResponse,
    errors: { 400: 'Código incorrecto, vencido o ya usado (invalid_code)' },
  }),
  resend: endpoint({
    method: 'post',
    path: '/auth/resend',
    tag: 'Sesión',
    summary: 'Reenviar el código de verificación',
    access: 'none',
    body: resendRequest,
    status: 202,
    answer: verificationSentResponse,
    errors: { 429: 'Antes de 60 s (Retry-After)' },
  }),
  resetRequest: endpoint({
    method: 'post',
    path: '/auth/reset/request',
    tag: 'Sesión',
    summary: 'Pedir el restablecimiento de la contraseña (misma respuesta siempre)',
    access: 'none',
    body: resetRequest,
    status: 202,
    answer: resetSentResponse,
  }),
  resetConfirm: endpoint({
    method: 'post',
    path: '/auth/reset/confirm',
    tag: 'Sesión',
    summary: 'Fijar una contraseña nueva con el enlace o el código',
    access: 'none',
    body: resetConfirmRequest,
    status: 200,
    answer: passwordChangedResponse,
    errors: { 400: 'Enlace o código inválido, vencido o ya usado (invalid_code)' },
  }),
};
