import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rutCheckDigit } from '../../contract/rut';
import { defaultConfig } from '../../server/context';
import { resUsers } from '../../server/db/schema';
import { codeIn, lastMailTo, linkIn, mailTo } from './support/mail';
import { createTestApp } from './support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ payments: 'none' });
});
afterAll(() => t.close());

const minutes = (n: number) => n * 60_000;
const password = 'charquican-de-la-abuela';
const linkPrefix = `${defaultConfig.publicUrl}/auth/jwt/registroValidacion?token=`;

let serial = 0;
/** Registers a fresh company and answers its e-mail with the code and link that were sent. */
async function register() {
  serial += 1;
  const body = String(30_000_000 + serial);
  const email = `compras${serial}@picada.cl`;
  const res = await t.json('/api/auth/register', {
    rut: `${body}-${rutCheckDigit(body)}`,
    razon_social: 'La Picada del Puerto Ltda.',
    giro: 'Restaurantes',
    contact_name: 'Marta Soto',
    email,
    phone: '+56 32 268 1234',
    password,
  });
  if (res.status !== 202) throw new Error(`register answered ${res.status}`);
  const mail = lastMailTo(t.sentMail, email);
  return { email, code: codeIn(mail), token: linkIn(mail, linkPrefix).slice(linkPrefix.length) };
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const invalidCode = {
  error: { code: 'invalid_code', message: 'El código no es correcto o venció. Revísalo o pide uno nuevo.' },
};
const invalidLink = {
  error: { code: 'invalid_code', message: 'El enlace no es válido, ya se usó o venció. Pide un código nuevo.' },
};

async function expectSignedIn(res: Response) {
  expect(res.status).toBe(200);
  const { accessToken, expiresAt } = (await res.json()) as { accessToken: string; expiresAt: number };
  expect(expiresAt * 1000 - t.clock.now().getTime()).toBe(minutes(15));
  const cookie = res.headers.get('set-cookie') ?? '';
  expect(cookie).toMatch(/^despensa_refresh=[\w-]{40,};/);
  expect(cookie).toContain('HttpOnly');
  expect(cookie).toContain('Secure');
  expect(cookie).toContain('SameSite=Strict');
  expect(cookie).toContain('Path=/api/auth');
  const profile = await t.app.request('/api/user-profile', { headers: { Authorization: `Bearer ${accessToken}` } });
  expect(profile.status).toBe(200);
  return (await profile.json()) as { email: string; role: string };
}

describe('POST /api/auth/verify', () => {
  it('confirms the e-mail with the code and signs the buyer in, exactly like login', async () => {
    const { email, code } = await register();
    const profile = await expectSignedIn(await t.json('/api/auth/verify', { email: ` ${email.toUpperCase()} `, code: ` ${code.slice(0, 3)} ${code.slice(3)} ` }));
    expect(profile).toMatchObject({ email, role: 'admin' });
    const [user] = await t.db.select({ verifiedAt: resUsers.emailVerifiedAt }).from(resUsers).where(eq(resUsers.login, email));
    expect(user?.verifiedAt).toEqual(t.clock.now());
    expect((await t.json('/api/auth/login', { email, password })).status).toBe(200);
  });

  it('confirms the e-mail through the link alone', async () => {
    const { email, token } = await register();
    const profile = await expectSignedIn(await t.json('/api/auth/verify', { token }));
    expect(profile.email).toBe(email);
  });

  it('takes a code only once, and then its link neither', async () => {
    const { email, code, token } = await register();
    expect((await t.json('/api/auth/verify', { email, code })).status).toBe(200);
    const again = await t.json('/api/auth/verify', { email, code });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(invalidCode);
    const link = await t.json('/api/auth/verify', { token });
    expect(link.status).toBe(400);
    expect(await link.json()).toEqual(invalidLink);
  });

  it('takes a link only once', async () => {
    const { token } = await register();
    expect((await t.json('/api/auth/verify', { token })).status).toBe(200);
    const again = await t.json('/api/auth/verify', { token });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(invalidLink);
  });

  it('lets a code expire after 30 minutes', async () => {
    const first = await register();
    const second = await register();
    t.clock.advance(minutes(29));
    expect((await t.json('/api/auth/verify', { email: first.email, code: first.code })).status).toBe(200);
    t.clock.advance(minutes(1));
    const expired = await t.json('/api/auth/verify', { email: second.email, code: second.code });
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual(invalidCode);
    expect((await t.json('/api/auth/verify', { token: second.token })).status).toBe(400);
  });

  it('burns the code after 5 wrong ones: the right code and the link stop working', async () => {
    const { email, code, token } = await register();
    for (let i = 0; i < 5; i++) {
      const res = await t.json('/api/auth/verify', { email, code: wrongCode(code) });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(invalidCode);
    }
    expect((await t.json('/api/auth/verify', { email, code })).status).toBe(400);
    expect((await t.json('/api/auth/verify', { token })).status).toBe(400);
  });

  it('still takes the right code after 4 wrong ones', async () => {
    const { email, code } = await register();
    for (let i = 0; i < 4; i++) expect((await t.json('/api/auth/verify', { email, code: wrongCode(code) })).status).toBe(400);
    expect((await t.json('/api/auth/verify', { email, code })).status).toBe(200);
  });

  it('counts wrong codes sent in parallel: no more than 5 are ever compared', async () => {
    const { email, code } = await register();
    const guesses = await Promise.all(Array.from({ length: 8 }, () => t.json('/api/auth/verify', { email, code: wrongCode(code) })));
    expect(guesses.map((res) => res.status)).toEqual(Array(8).fill(400));
    expect((await t.json('/api/auth/verify', { email, code })).status).toBe(400);
  });

  it('answers an unknown e-mail, a verified account and an invented link exactly like a wrong code', async () => {
    const { email, code } = await register();
    const wrong = await t.json('/api/auth/verify', { email, code: wrongCode(code) });
    const unknown = await t.json('/api/auth/verify', { email: 'nadie@picada.cl', code });
    const verified = await t.json('/api/auth/verify', { email: 'demo@despensa.cl', code });
    for (const res of [unknown, verified]) {
      expect(res.status).toBe(wrong.status);
      expect(await res.json()).toEqual(invalidCode);
    }
    expect(await wrong.json()).toEqual(invalidCode);
    const invented = await t.json('/api/auth/verify', { token: 'x'.repeat(43) });
    expect(invented.status).toBe(400);
    expect(await invented.json()).toEqual(invalidLink);
  });

  it.each([
    ['nothing', {}, { email: ['Ingresa tu correo electrónico.'], code: ['Ingresa el código de 6 dígitos.'] }],
    ['an e-mail without code', { email: 'a@b.cl' }, { code: ['Ingresa el código de 6 dígitos.'] }],
    ['a code without e-mail', { code: '123456' }, { email: ['Ingresa tu correo electrónico.'] }],
    ['a code of 5 digits', { email: 'a@b.cl', code: '12345' }, { code: ['El código tiene 6 dígitos.'] }],
    ['a code with letters', { email: 'a@b.cl', code: '12345a' }, { code: ['El código tiene 6 dígitos.'] }],
    ['a code as a number', { email: 'a@b.cl', code: 123456 }, { code: ['Ingresa el código de 6 dígitos.'] }],
    ['a malformed e-mail', { email: 'a@', code: '123456' }, { email: ['Ingresa un correo electrónico válido.'] }],
    ['a link and a code', { token: 'x'.repeat(43), email: 'a@b.cl', code: '123456' }, { token: ['Usa el enlace o el código, no ambos.'] }],
    ['a link too short', { token: 'abc' }, { token: ['El enlace no es válido.'] }],
    ['unknown fields', { token: 'x'.repeat(43), user_id: 1 }, { user_id: ['Campo no permitido.'] }],
  ])('refuses %s with 400 and Spanish field errors', async (_, body, fields) => {
    const res = await t.json('/api/auth/verify', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'invalid_request', message: 'Revisa los datos enviados.', fields } });
  });
});

describe('POST /api/auth/resend', () => {
  it('refuses a new code within 60 s of the last one with 429 and Retry-After', async () => {
    const { email } = await register();
    t.clock.advance(20_000);
    const res = await t.json('/api/auth/resend', { email });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('40');
    expect(await res.json()).toEqual({
      error: { code: 'resend_too_soon', message: 'Ya te enviamos un código hace poco. Espera 40 segundos antes de pedir otro.' },
    });
    expect(mailTo(t.sentMail, email)).toHaveLength(1);
  });

  it('sends a new code after 60 s; the earlier code and link stop working', async () => {
    const first = await register();
    t.clock.advance(60_000);
    const res = await t.json('/api/auth/resend', { email: first.email });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ status: 'verification_sent' });
    const mails = mailTo(t.sentMail, first.email);
    expect(mails).toHaveLength(2);
    const code = codeIn(mails[1]!);
    expect((await t.json('/api/auth/verify', { token: first.token })).status).toBe(400);
    if (code !== first.code) expect((await t.json('/api/auth/verify', { email: first.email, code: first.code })).status).toBe(400);
    expect((await t.json('/api/auth/verify', { email: first.email, code })).status).toBe(200);
  });

  it('answers an unknown e-mail the same way, 429 within 60 s included, and sends nothing', async () => {
    const { email } = await register();
    t.clock.advance(60_000);
    const before = t.sentMail.length;
    const unknown = 'nadie@picada.cl';
    const [known1, unknown1] = [await t.json('/api/auth/resend', { email }), await t.json('/api/auth/resend', { email: unknown })];
    expect(unknown1.status).toBe(known1.status);
    expect(await unknown1.json()).toEqual(await known1.json());
    t.clock.advance(10_000);
    const [known2, unknown2] = [await t.json('/api/auth/resend', { email }), await t.json('/api/auth/resend', { email: unknown })];
    expect([known2.status, unknown2.status]).toEqual([429, 429]);
    expect(unknown2.headers.get('retry-after')).toBe(known2.headers.get('retry-after'));
    expect(await unknown2.json()).toEqual(await known2.json());
    expect(t.sentMail.length - before).toBe(1);
    expect(mailTo(t.sentMail, unknown)).toEqual([]);
  });

  it('sends nothing to an account that is already verified', async () => {
    const res = await t.json('/api/auth/resend', { email: 'club@despensa.cl' });
    expect(res.status).toBe(202);
    expect(mailTo(t.sentMail, 'club@despensa.cl')).toEqual([]);
  });

  it.each([
    ['no e-mail', {}, { email: ['Ingresa tu correo electrónico.'] }],
    ['a malformed e-mail', { email: 'picada.cl' }, { email: ['Ingresa un correo electrónico válido.'] }],
    ['unknown fields', { email: 'a@b.cl', purpose: 'reset' }, { purpose: ['Campo no permitido.'] }],
  ])('refuses %s with 400', async (_, body, fields) => {
    const res = await t.json('/api/auth/resend', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'invalid_request', message: 'Revisa los datos enviados.', fields } });
  });
});
