import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rutCheckDigit } from '../../contract/rut';
import { defaultConfig } from '../../server/context';
import { resUsers } from '../../server/db/schema';
import { codeIn, lastMailTo, linkIn, mailTo } from './support/mail';
import { createTestApp, noSessionAnswer, refreshAnswer } from './support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ payments: 'none' });
});
afterAll(() => t.close());

const minutes = (n: number) => n * 60_000;
const linkPrefix = `${defaultConfig.publicUrl}/auth/jwt/resetValidacion/`;
const sent = { status: 'reset_sent' };
const changed = { status: 'password_changed' };
const invalidCode = {
  error: { code: 'invalid_code', message: 'El código no es correcto o venció. Revísalo o pide uno nuevo.' },
};
const invalidLink = {
  error: { code: 'invalid_code', message: 'El enlace no es válido, ya se usó o venció. Pide un código nuevo.' },
};

/** Asks for a reset of `email` and answers the code and link e-mailed for it. */
async function requestReset(email: string) {
  const before = mailTo(t.sentMail, email).length;
  const res = await t.json('/api/auth/reset/request', { email });
  expect(res.status).toBe(202);
  expect(await res.json()).toEqual(sent);
  const mail = await mailAfter(email, before);
  return { mail, code: codeIn(mail), token: linkIn(mail, linkPrefix).slice(linkPrefix.length) };
}

/** The message to `email` after the first `before`: it goes out after the answer. */
function mailAfter(email: string, before: number) {
  return vi.waitFor(() => {
    if (mailTo(t.sentMail, email).length === before) throw new Error(`no mail to ${email} yet`);
    return lastMailTo(t.sentMail, email);
  });
}

/** Each test gets the next minute, so the one-message-a-minute spacing of earlier tests is over. */
const nextMinute = () => t.clock.advance(minutes(1));
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/auth/reset/request', () => {
  it('answers 202 and e-mails a link and a code to a real account', async () => {
    nextMinute();
    const { mail, code, token } = await requestReset('demo@despensa.cl');
    expect(mail.subject).toBe('Restablece tu contraseña de Despensa');
    expect(mail.text).toContain('Hola, Daniela Muñoz:');
    expect(code).toMatch(/^\d{6}$/);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(mail.html).toContain(code);
    expect(mail.html).toContain(`href="${linkPrefix}${token}"`);
  });

  it('answers an unknown e-mail exactly the same way and sends nothing', async () => {
    nextMinute();
    const before = mailTo(t.sentMail, 'club@despensa.cl').length;
    const unknown = await t.json('/api/auth/reset/request', { email: 'nadie@despensa.cl' });
    const known = await t.json('/api/auth/reset/request', { email: 'club@despensa.cl' });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    // The unknown e-mail was looked up first; by the time the known one's message is out, it sent nothing.
    await mailAfter('club@despensa.cl', before);
    expect(mailTo(t.sentMail, 'nadie@despensa.cl')).toEqual([]);
  });

  it('answers before it looks the account up or mails it, so the answer takes as long whether or not the e-mail has one', async () => {
    nextMinute();
    const before = mailTo(t.sentMail, 'finanzas@despensa.cl').length;
    const res = await t.json('/api/auth/reset/request', { email: 'finanzas@despensa.cl' });
    expect(res.status).toBe(202);
    // Read as soon as the answer is in: nothing was mailed yet, the message follows.
    expect(mailTo(t.sentMail, 'finanzas@despensa.cl').length).toBe(before);
    expect((await mailAfter('finanzas@despensa.cl', before)).subject).toBe('Restablece tu contraseña de Despensa');
  });

  it('sends at most one message a minute to an address, still answering 202', async () => {
    nextMinute();
    const before = mailTo(t.sentMail, 'otra@despensa.cl').length;
    await requestReset('otra@despensa.cl');
    t.clock.advance(30_000);
    const again = await t.json('/api/auth/reset/request', { email: 'otra@despensa.cl' });
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual(sent);
    expect(mailTo(t.sentMail, 'otra@despensa.cl').length - before).toBe(1);
    t.clock.advance(30_000);
    await requestReset('otra@despensa.cl');
    expect(mailTo(t.sentMail, 'otra@despensa.cl').length - before).toBe(2);
  });

  it.each([
    ['no e-mail', {}, { email: ['Ingresa tu correo electrónico.'] }],
    ['a malformed e-mail', { email: 'demo' }, { email: ['Ingresa un correo electrónico válido.'] }],
    ['unknown fields', { email: 'demo@despensa.cl', password: 'x' }, { password: ['Campo no permitido.'] }],
  ])('refuses %s with 400', async (_, body, fields) => {
    const res = await t.json('/api/auth/reset/request', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'invalid_request', message: 'Revisa los datos enviados.', fields } });
  });
});

describe('POST /api/auth/reset/confirm', () => {
  const refresh = (cookie: string) => t.app.request('/api/auth/refresh', { method: 'POST', headers: { Cookie: cookie } });
  const profile = (auth: Record<string, string>) => t.app.request('/api/user-profile', { headers: auth });
  let current = 'despensa-demo';

  it('sets the new password through the link and ends every earlier session', async () => {
    const laptop = await t.login('club@despensa.cl', current);
    const phone = await t.login('club@despensa.cl', current);
    nextMinute();
    const { token } = await requestReset('club@despensa.cl');
    const res = await t.json('/api/auth/reset/confirm', { token, password: 'cazuela-de-vacuno-2026' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(changed);
    expect(res.headers.get('set-cookie')).toBeNull();

    for (const session of [laptop, phone]) {
      expect((await profile(session.auth)).status).toBe(401);
      expect(await refreshAnswer(await refresh(session.cookie))).toEqual(noSessionAnswer);
    }
    expect((await t.json('/api/auth/login', { email: 'club@despensa.cl', password: current })).status).toBe(401);
    current = 'cazuela-de-vacuno-2026';
    const fresh = await t.login('club@despensa.cl', current);
    expect((await profile(fresh.auth)).status).toBe(200);
  });

  it('sets the new password with the e-mail and the code', async () => {
    nextMinute();
    const { code } = await requestReset('club@despensa.cl');
    const res = await t.json('/api/auth/reset/confirm', { email: 'club@despensa.cl', code, password: 'pastel-de-choclo-2026' });
    expect(res.status).toBe(200);
    current = 'pastel-de-choclo-2026';
    await t.login('club@despensa.cl', current);
  });

  it('takes a link or a code only once', async () => {
    nextMinute();
    const { token, code } = await requestReset('club@despensa.cl');
    expect((await t.json('/api/auth/reset/confirm', { token, password: 'porotos-granados-2026' })).status).toBe(200);
    current = 'porotos-granados-2026';
    const byLink = await t.json('/api/auth/reset/confirm', { token, password: 'otra-clave-muy-larga' });
    expect(byLink.status).toBe(400);
    expect(await byLink.json()).toEqual(invalidLink);
    const byCode = await t.json('/api/auth/reset/confirm', { email: 'club@despensa.cl', code, password: 'otra-clave-muy-larga' });
    expect(byCode.status).toBe(400);
    expect(await byCode.json()).toEqual(invalidCode);
    await t.login('club@despensa.cl', current);
  });

  it('lets a link expire after 30 minutes', async () => {
    nextMinute();
    const { token } = await requestReset('club@despensa.cl');
    t.clock.advance(minutes(30));
    const res = await t.json('/api/auth/reset/confirm', { token, password: 'humitas-con-azucar-2026' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(invalidLink);
    await t.login('club@despensa.cl', current);
  });

  it('only the latest e-mail counts: a new request ends the earlier link', async () => {
    nextMinute();
    const first = await requestReset('club@despensa.cl');
    nextMinute();
    const second = await requestReset('club@despensa.cl');
    expect((await t.json('/api/auth/reset/confirm', { token: first.token, password: 'sopaipillas-pasadas' })).status).toBe(400);
    expect((await t.json('/api/auth/reset/confirm', { token: second.token, password: 'sopaipillas-pasadas' })).status).toBe(200);
    current = 'sopaipillas-pasadas';
  });

  it('burns the code after 5 wrong ones', async () => {
    nextMinute();
    const { code, token } = await requestReset('club@despensa.cl');
    for (let i = 0; i < 5; i++) {
      const res = await t.json('/api/auth/reset/confirm', { email: 'club@despensa.cl', code: wrongCode(code), password: 'mote-con-huesillo' });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(invalidCode);
    }
    expect((await t.json('/api/auth/reset/confirm', { email: 'club@despensa.cl', code, password: 'mote-con-huesillo' })).status).toBe(400);
    expect((await t.json('/api/auth/reset/confirm', { token, password: 'mote-con-huesillo' })).status).toBe(400);
    await t.login('club@despensa.cl', current);
  });

  it('answers an unknown e-mail exactly like a wrong code', async () => {
    nextMinute();
    const { code } = await requestReset('club@despensa.cl');
    const wrong = await t.json('/api/auth/reset/confirm', { email: 'club@despensa.cl', code: wrongCode(code), password: 'mote-con-huesillo' });
    const unknown = await t.json('/api/auth/reset/confirm', { email: 'nadie@despensa.cl', code, password: 'mote-con-huesillo' });
    expect(unknown.status).toBe(wrong.status);
    expect(await unknown.json()).toEqual(await wrong.json());
  });

  it('refuses a short or common password without spending the link', async () => {
    nextMinute();
    const { token } = await requestReset('club@despensa.cl');
    const short = await t.json('/api/auth/reset/confirm', { token, password: 'corta' });
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({
      error: { code: 'invalid_request', message: 'Revisa los datos enviados.', fields: { password: ['La contraseña debe tener al menos 10 caracteres.'] } },
    });
    const common = await t.json('/api/auth/reset/confirm', { token, password: 'Contraseña123' });
    expect(common.status).toBe(400);
    expect(await common.json()).toEqual({
      error: {
        code: 'invalid_request',
        message: 'Revisa los datos enviados.',
        fields: { password: ['Esa contraseña es demasiado común y fácil de adivinar. Elige otra.'] },
      },
    });
    expect((await t.json('/api/auth/reset/confirm', { token, password: 'curanto-en-hoyo-2026' })).status).toBe(200);
    current = 'curanto-en-hoyo-2026';
  });

  it('ends a sign-in lock of the account: the new password works at once', async () => {
    for (let i = 0; i < 5; i++) await t.json('/api/auth/login', { email: 'club@despensa.cl', password: 'no-me-acuerdo' });
    expect((await t.json('/api/auth/login', { email: 'club@despensa.cl', password: current })).status).toBe(429);
    nextMinute();
    const { token } = await requestReset('club@despensa.cl');
    expect((await t.json('/api/auth/reset/confirm', { token, password: 'paila-marina-2026' })).status).toBe(200);
    current = 'paila-marina-2026';
    await t.login('club@despensa.cl', current);
  });

  it('confirms the e-mail of an account that never verified it', async () => {
    const body = '40000001';
    const email = 'sinverificar@picada.cl';
    const registered = await t.json('/api/auth/register', {
      rut: `${body}-${rutCheckDigit(body)}`,
      razon_social: 'Sin Verificar SpA',
      giro: 'Cafetería',
      contact_name: 'Rosa Díaz',
      email,
      phone: '912345678',
      password: 'cafe-con-leche-y-tostadas',
    });
    expect(registered.status).toBe(202);
    const { token } = await requestReset(email);
    expect((await t.json('/api/auth/reset/confirm', { token, password: 'te-con-calzones-rotos' })).status).toBe(200);
    const [user] = await t.db.select({ verifiedAt: resUsers.emailVerifiedAt }).from(resUsers).where(eq(resUsers.login, email));
    expect(user?.verifiedAt).toEqual(t.clock.now());
    await t.login(email, 'te-con-calzones-rotos');
  });

  it.each([
    ['nothing', {}, { email: ['Ingresa tu correo electrónico.'], code: ['Ingresa el código de 6 dígitos.'], password: ['Ingresa una contraseña.'] }],
    ['a link without password', { token: 'x'.repeat(43) }, { password: ['Ingresa una contraseña.'] }],
    ['a code of 7 digits', { email: 'a@b.cl', code: '1234567', password: 'una-clave-larga' }, { code: ['El código tiene 6 dígitos.'] }],
    ['a malformed e-mail', { email: 'a@', code: '123456', password: 'una-clave-larga' }, { email: ['Ingresa un correo electrónico válido.'] }],
    ['unknown fields', { token: 'x'.repeat(43), password: 'una-clave-larga', user_id: 3 }, { user_id: ['Campo no permitido.'] }],
  ])('refuses %s with 400 and Spanish field errors', async (_, body, fields) => {
    const res = await t.json('/api/auth/reset/confirm', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'invalid_request', message: 'Revisa los datos enviados.', fields } });
  });
});
