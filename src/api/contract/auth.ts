import * as z from 'zod/mini';

const email = z.pipe(
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

export const roles = ['admin', 'comprador', 'finanzas'] as const;
export type Role = (typeof roles)[number];

export const userProfile = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  is_premium: z.boolean(),
  role: z.enum(roles),
  partner_id: z.number(),
});
export type UserProfile = z.infer<typeof userProfile>;

export const versionResponse = z.object({ version: z.string() });
