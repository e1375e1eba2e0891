import { and, eq, gt, isNull } from 'drizzle-orm';
import { sign } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSession, resUsers } from '../../server/db/schema';
import { createTestApp, noSessionAnswer, refreshAnswer } from './support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const minutes = (n: number) => n * 60_000;

describe('POST /api/auth/login', () => {
  it('signs in a demo user, answering a short-lived token and an HttpOnly refresh cookie', async () => {
    const res = await t.json('/api/auth/login', { email: ' Demo@Despensa.cl ', password: 'despensa-demo' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { accessToken: string; expiresAt: number };
    expect(body.accessToken.split('.')).toHaveLength(3);
    expect(body.expiresAt * 1000 - t.clock.now().getTime()).toBe(minutes(15));
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^despensa_refresh=[\w-]{40,};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api/auth');
  });

  it('refuses a wrong password with 401 and a Spanish message', async () => {
    const res = await t.json('/api/auth/login', { email: 'demo@despensa.cl', password: 'otra-clave' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: 'invalid_credentials', message: 'Correo o contraseña incorrectos.' },
    });
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const unknown = await t.json('/api/auth/login', { email: 'nadie@despensa.cl', password: 'despensa-demo' });
    const wrong = await t.json('/api/auth/login', { email: 'demo@despensa.cl', password: 'despensa-dem0' });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual(await wrong.json());
  });

  it.each([
    ['missing fields', {}, { email: ['Ingresa tu correo electrónico.'], password: ['Ingresa tu contraseña.'] }],
    ['a malformed e-mail', { email: 'demo', password: 'x' }, { email: ['Ingresa un correo electrónico válido.'] }],
    ['an empty password', { email: 'demo@despensa.cl', password: '' }, { password: ['Ingresa tu contraseña.'] }],
    ['wrong types', { email: 42, password: ['a'] }, { email: ['Ingresa tu correo electrónico.'], password: ['Ingresa tu contraseña.'] }],
    ['unknown fields', { email: 'demo@despensa.cl', password: 'x', role: 'admin' }, { role: ['Campo no permitido.'] }],
  ])('refuses %s with 400 and Spanish field errors', async (_, body, fields) => {
    const res = await t.json('/api/auth/login', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'invalid_request', message: 'Revisa los datos enviados.', fields } });
  });

  it.each([
    ['broken JSON', '{"email": '],
    ['a JSON array', '[1, 2]'],
    ['JSON null', 'null'],
  ])('refuses %s with 400, never 500', async (_, raw) => {
    const res = await t.json('/api/auth/login', raw);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/JSON|Revisa/);
  });

  it('refuses an account whose e-mail is unconfirmed with 403, but only after the right password', async () => {
    const verified = new Date('2024-01-02T12:00:00Z');
    await t.db.update(resUsers).set({ emailVerifiedAt: null }).where(eq(resUsers.login, 'otra@despensa.cl'));
    const wrong = await t.json('/api/auth/login', { email: 'otra@despensa.cl', password: 'despensa-dem0' });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe('invalid_credentials');
    const right = await t.json('/api/auth/login', { email: 'otra@despensa.cl', password: 'despensa-demo' });
    expect(right.status).toBe(403);
    expect(await right.json()).toEqual({
      error: {
        code: 'email_unverified',
        message: 'Aún no confirmas tu correo. Ingresa el código que te enviamos al registrarte o pide uno nuevo.',
      },
    });
    expect(right.headers.get('set-cookie')).toBeNull();
    await t.db.update(resUsers).set({ emailVerifiedAt: verified }).where(eq(resUsers.login, 'otra@despensa.cl'));
  });

  it('locks an account after 5 failures with 429, Retry-After and a Spanish message', async () => {
    for (let i = 0; i < 5; i++) await t.json('/api/auth/login', { email: 'bloqueo@despensa.cl', password: 'x' });
    const res = await t.json('/api/auth/login', { email: 'bloqueo@despensa.cl', password: 'x' });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('900');
    expect(await res.json()).toEqual({
      error: { code: 'too_many_attempts', message: 'Demasiados intentos fallidos. Espera 15 minutos antes de volver a intentarlo.' },
    });
  });

  it('refuses a disabled user with the same answer as a wrong password', async () => {
    await t.db.update(resUsers).set({ active: false }).where(eq(resUsers.login, 'otra@despensa.cl'));
    const res = await t.json('/api/auth/login', { email: 'otra@despensa.cl', password: 'despensa-demo' });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_credentials');
    await t.db.update(resUsers).set({ active: true }).where(eq(resUsers.login, 'otra@despensa.cl'));
  });
});

describe('GET /api/user-profile', () => {
  it('answers the spec fields plus role and the company partner_id', async () => {
    const { auth } = await t.login('demo@despensa.cl');
    const res = await t.app.request('/api/user-profile', { headers: auth });
    expect(res.status).toBe(200);
    const profile = (await res.json()) as Record<string, unknown>;
    expect(profile).toMatchObject({ name: 'Daniela Muñoz', email: 'demo@despensa.cl', is_premium: false, role: 'admin' });
    expect(profile.id).toEqual(expect.any(Number));
    expect(profile.partner_id).toEqual(expect.any(Number));
  });

  it('marks club members as premium', async () => {
    const { auth } = await t.login('club@despensa.cl');
    const profile = (await (await t.app.request('/api/user-profile', { headers: auth })).json()) as { is_premium: boolean };
    expect(profile.is_premium).toBe(true);
  });

  it('refuses a call without a token', async () => {
    const res = await t.app.request('/api/user-profile');
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/Inicia sesión/);
  });

  it('refuses a token signed with another secret', async () => {
    const forged = await sign({ sub: 1, sid: 'x', iat: 0, exp: 4_000_000_000 }, 'not-our-secret', 'HS256');
    const res = await t.app.request('/api/user-profile', { headers: { Authorization: `Bearer ${forged}` } });
    expect(res.status).toBe(401);
  });

  it('refuses an unsigned token (alg: none)', async () => {
    const { accessToken } = await t.login('demo@despensa.cl');
    const payload = accessToken.split('.')[1];
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const res = await t.app.request('/api/user-profile', { headers: { Authorization: `Bearer ${header}.${payload}.` } });
    expect(res.status).toBe(401);
  });

  it('refuses garbage in the Authorization header', async () => {
    for (const value of ['Bearer', 'Bearer abc', 'Basic ZGVtbzpkZW1v', 'Bearer a.b.c']) {
      const res = await t.app.request('/api/user-profile', { headers: { Authorization: value } });
      expect(res.status, value).toBe(401);
    }
  });

  it('refuses an expired token', async () => {
    const { auth } = await t.login('demo@despensa.cl');
    t.clock.advance(minutes(16));
    const res = await t.app.request('/api/user-profile', { headers: auth });
    expect(res.status).toBe(401);
  });

  it('refuses the token of a user disabled after signing in', async () => {
    const { auth } = await t.login('otra@despensa.cl');
    await t.db.update(resUsers).set({ active: false }).where(eq(resUsers.login, 'otra@despensa.cl'));
    const res = await t.app.request('/api/user-profile', { headers: auth });
    expect(res.status).toBe(401);
    await t.db.update(resUsers).set({ active: true }).where(eq(resUsers.login, 'otra@despensa.cl'));
  });
});

describe('refresh and logout', () => {
  const refresh = (cookie: string) => t.app.request('/api/auth/refresh', { method: 'POST', headers: { Cookie: cookie } });

  it('rotates the refresh cookie and answers a fresh access token', async () => {
    const { cookie } = await t.login('demo@despensa.cl');
    t.clock.advance(minutes(20));
    const res = await refresh(cookie);
    expect(res.status).toBe(200);
    const next = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(next).not.toBe(cookie);
    const { accessToken } = (await res.json()) as { accessToken: string };
    const profile = await t.app.request('/api/user-profile', { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(profile.status).toBe(200);
  });

  it('revokes the whole session when a rotated cookie comes back later', async () => {
    const { cookie } = await t.login('demo@despensa.cl');
    const first = await refresh(cookie);
    const rotated = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    t.clock.advance(minutes(5));
    expect(await refreshAnswer(await refresh(cookie))).toEqual(noSessionAnswer);
    expect(await refreshAnswer(await refresh(rotated))).toEqual(noSessionAnswer);
  });

  it('lets two tabs refresh with the same cookie at once', async () => {
    const { cookie } = await t.login('demo@despensa.cl');
    const [a, b] = await Promise.all([refresh(cookie), refresh(cookie)]);
    expect([a.status, b.status]).toEqual([200, 200]);
  });

  it('answers reuses of a rotated cookie within the grace window with the same successor, on two instances', async () => {
    const { cookie, accessToken } = await t.login('demo@despensa.cl');
    const family = (JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;
    const other = await t.anotherInstance();
    const reuse = (app: typeof t.app) => app.request('/api/auth/refresh', { method: 'POST', headers: { Cookie: cookie } });
    const first = await reuse(t.app);
    t.clock.advance(10_000);
    const reuses = await Promise.all(Array.from({ length: 5 }, (_, i) => reuse(i % 2 ? other : t.app)));
    const answers = [first, ...reuses];
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const successors = new Set(answers.map((res) => (res.headers.get('set-cookie') ?? '').split(';')[0]));
    expect(successors.size).toBe(1);
    expect(successors.has(cookie)).toBe(false);
    for (const res of answers) {
      const { accessToken: fresh } = (await res.json()) as { accessToken: string };
      expect((await t.app.request('/api/user-profile', { headers: { Authorization: `Bearer ${fresh}` } })).status).toBe(200);
    }
    // Live: the rotated cookie, for the rest of its grace window, and its one successor.
    const live = await t.db
      .select({ rotatedAt: authSession.rotatedAt })
      .from(authSession)
      .where(and(eq(authSession.familyId, family), isNull(authSession.revokedAt), gt(authSession.expiresAt, t.clock.now())));
    expect(live).toHaveLength(2);
    expect(live.filter((row) => row.rotatedAt === null)).toHaveLength(1);
  });

  it("answers a visitor's refresh, without a cookie, with no session and no error status", async () => {
    const res = await t.app.request('/api/auth/refresh', { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await res.json()).toBeNull();
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('answers an unknown refresh cookie with no session, no error status, and removes it', async () => {
    const res = await refresh('despensa_refresh=invented');
    expect(await refreshAnswer(res)).toEqual(noSessionAnswer);
    expect(res.headers.get('set-cookie')).toMatch(/despensa_refresh=;.*Max-Age=0/);
  });

  it('opens no session with a refresh cookie after its 30 days', async () => {
    const { cookie } = await t.login('demo@despensa.cl');
    t.clock.advance(31 * 24 * minutes(60));
    expect(await refreshAnswer(await refresh(cookie))).toEqual(noSessionAnswer);
  });

  it('ends the session on logout: the access token and the refresh cookie stop working', async () => {
    const { cookie, auth } = await t.login('demo@despensa.cl');
    const res = await t.app.request('/api/auth/logout', { method: 'POST', headers: { ...auth, Cookie: cookie } });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/despensa_refresh=;.*Max-Age=0/);
    expect((await t.app.request('/api/user-profile', { headers: auth })).status).toBe(401);
    expect(await refreshAnswer(await refresh(cookie))).toEqual(noSessionAnswer);
  });

  it('answers logout without any credential quietly', async () => {
    expect((await t.app.request('/api/auth/logout', { method: 'POST' })).status).toBe(204);
  });
});

describe('the rest of the gateway surface', () => {
  it('answers its version without a session', async () => {
    const res = await t.app.request('/api/version');
    expect(await res.json()).toEqual({ version: '9.9.9' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.request('/api/no-existe');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'El recurso solicitado no existe.' } });
  });

  it('sends security headers with a CSP that allows only our own scripts', async () => {
    const res = await t.app.request('/api/version');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
