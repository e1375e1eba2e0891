import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rutCheckDigit } from '../../contract/rut';
import { serveOptionsFromEnv } from '../../server/config';
import { createLogger } from '../../server/log/logger';
import { createTestApp } from './support/test-app';

type Line = Record<string, unknown>;

let t: Awaited<ReturnType<typeof createTestApp>>;
const raw: string[] = [];
const lines = () => raw.map((line) => JSON.parse(line) as Line);
const requests = () => lines().filter((line) => line.event === 'request');

beforeAll(async () => {
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  t = await createTestApp({ payments: 'sandbox', logger: createLogger({ destination, pretty: false }) });
});
afterAll(() => t.close());

describe('the request log', () => {
  it('writes one JSON line per request: id (also sent back), route as registered, status, duration, user and company', async () => {
    const login = await t.login('demo@despensa.cl');
    const orders = await t.send('GET', '/api/user-sales-orders', login.auth);
    const orderId = ((await orders.json()) as { id: number }[])[0]!.id;
    const detail = await t.send('GET', `/api/sales-orders/${orderId}?x=secreto`, login.auth);
    expect(detail.status).toBe(200);

    const logged = requests();
    const last = logged.at(-1)!;
    expect(last).toMatchObject({ method: 'GET', route: '/api/sales-orders/:id', status: 200, requestId: detail.headers.get('X-Request-Id') });
    expect(last.userId).toEqual(expect.any(Number));
    expect(last.companyId).toEqual(expect.any(Number));
    expect(last.durationMs).toEqual(expect.any(Number));
    expect(logged.find((line) => line.route === '/api/auth/login')).toMatchObject({ method: 'POST', status: 200 });
    expect(logged.find((line) => line.route === '/api/auth/login')).not.toHaveProperty('userId');
    expect(new Set(logged.map((line) => line.requestId)).size).toBe(logged.length);
  });

  it("keeps a proxy's request id when it looks like one, and makes its own otherwise", async () => {
    const kept = await t.send('GET', '/api/health', { 'X-Request-Id': 'proxy-1234abcd' });
    expect(kept.headers.get('X-Request-Id')).toBe('proxy-1234abcd');
    const replaced = await t.send('GET', '/api/health', { 'X-Request-Id': '<script>alert(1)</script>' });
    expect(replaced.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(requests().at(-1)!.requestId).toBe(replaced.headers.get('X-Request-Id'));
  });

  it('never writes a password, a token, a cookie, an e-mail address, a card number or a query string', async () => {
    const login = await t.json('/api/auth/login', { email: 'demo@despensa.cl', password: 'despensa-demo' });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    await t.send('POST', '/api/auth/refresh', { Cookie: cookie });
    await t.json('/api/auth/login', { email: 'demo@despensa.cl', password: 'una-clave-equivocada' });
    await t.json('/api/auth/reset/request', { email: 'finanzas@despensa.cl' });
    await t.send('GET', '/api/search?q=4242424242424242', { Authorization: `Bearer ${accessToken}` });

    const everything = raw.join('\n');
    for (const secret of ['despensa-demo', 'una-clave-equivocada', accessToken, cookie.split('=')[1]!, '@despensa.cl', '4242424242424242', 'secreto']) {
      expect(everything).not.toContain(secret);
    }
    expect(requests().some((line) => line.route === '/api/auth/refresh')).toBe(true);
  });

  it('writes what it could not handle as an error line with the request id, and answers 500 without the details', async () => {
    const closed = await createTestApp({ payments: 'none', logger: createLogger({ destination: { write: (line: string) => void raw.push(line.trim()) }, pretty: false }) });
    await closed.close();
    const res = await closed.send('GET', '/api/products?q=arroz');
    expect(res.status).toBe(500);
    const requestId = res.headers.get('X-Request-Id');
    const error = lines().find((line) => line.event === 'error' && line.requestId === requestId);
    expect(error).toMatchObject({ level: 50 });
    expect(await res.json()).toEqual({ error: { code: 'internal', message: 'Ocurrió un error inesperado. Intenta de nuevo en unos minutos.' } });
  });
});

describe('a query that fails', () => {
  it("writes the database's error without the values it was sent with: no e-mail, phone, RUT or password hash", async () => {
    // Constraints no real registration breaks, so the registration's own inserts fail on purpose.
    await t.db.execute(sql`alter table res_partner add constraint probe_phone check (phone <> '+56 9 8765 0001')`);
    await t.db.execute(sql`alter table res_users add constraint probe_login check (login <> 'falla@cocineria.cl')`);
    const registration = (rut: string, email: string, phone: string) => ({
      rut: `${rut}-${rutCheckDigit(rut)}`,
      razon_social: 'Cocinería Falla SpA',
      giro: 'Restaurantes',
      contact_name: 'Fabiola Falla',
      email,
      phone,
      password: 'una-clave-que-no-se-loguea',
    });
    const before = raw.length;
    const onPartner = await t.json('/api/auth/register', registration('21000001', 'socia@cocineria.cl', '+56 9 8765 0001'));
    const onUser = await t.json('/api/auth/register', registration('21000002', 'falla@cocineria.cl', '+56 9 8765 0002'));
    expect([onPartner.status, onUser.status]).toEqual([500, 500]);
    let wrongType: unknown;
    await t.db.execute(sql`select ${'tipo@cocineria.cl'}::int`).catch((error: unknown) => (wrongType = error));
    createLogger({ destination: { write: (line: string) => void raw.push(line.trim()) }, pretty: false }).error({ event: 'probe', err: wrongType });

    const written = raw.slice(before);
    const errors = written.map((line) => JSON.parse(line) as Line).filter((line) => line.event === 'error' || line.event === 'probe');
    expect(errors).toHaveLength(3);
    // What finding the fault needs stays: the SQL with its placeholders, the constraint broken, the SQLSTATE.
    expect(errors[1]).toMatchObject({ err: { message: expect.stringContaining('insert into "res_users"'), cause: { code: '23514', constraint: 'probe_login' } } });
    expect(errors[2]).toMatchObject({ err: { cause: { code: '22P02', message: 'invalid input syntax for type integer' } } });
    const text = written.join('\n');
    for (const secret of ['cocineria.cl', '8765 0001', '87650001', '21000001', '21000002', 'scrypt$', 'una-clave-que-no-se-loguea', 'Fabiola']) {
      expect(text).not.toContain(secret);
    }
  });
});

/** A destination that keeps what the logger writes. */
function collected() {
  const written: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written.push(chunk.toString());
      done();
    },
  });
  return { written, destination };
}

describe('the log in a terminal', () => {
  it('is written for a person to read, the same events', () => {
    const { written, destination } = collected();
    createLogger({ destination, pretty: true }).info({ event: 'job.run', job: 'club-renewals', charged: 2 }, 'Renovaciones del Club CXTI');
    const text = written.join('');
    expect(text).toMatch(/INFO.*Renovaciones del Club CXTI/);
    expect(text).toContain('club-renewals');
    expect(text.trimStart().startsWith('{')).toBe(false);
  });
});

describe('the second guard', () => {
  it('hides a secret named in a log call, or inside an error a provider answered with', () => {
    const { written, destination } = collected();
    const error = Object.assign(new Error('refused'), { headers: { authorization: 'Bearer abc.def.ghi', cookie: 'rt=1' }, token: 'tok_1' });
    createLogger({ destination, pretty: false }).warn({ event: 'payments.noAnswer', password: 'despensa-demo', cardNumber: '4242424242424242', err: error });
    const line = JSON.parse(written.join('')) as { password: string; cardNumber: string; err: { token: string; headers: Record<string, string> } };
    expect(line.password).toBe('[oculto]');
    expect(line.cardNumber).toBe('[oculto]');
    expect(line.err.token).toBe('[oculto]');
    expect(line.err.headers).toEqual({ authorization: '[oculto]', cookie: '[oculto]' });
    expect(written.join('')).not.toMatch(/despensa-demo|4242|abc\.def|tok_1|rt=1/);
  });
});

describe('LOG_LEVEL', () => {
  it('sets the level of the log, and a level pino does not know falls back to info instead of stopping the start', () => {
    expect(serveOptionsFromEnv({ LOG_LEVEL: 'warn' }).logger.level).toBe('warn');
    expect(serveOptionsFromEnv({}).logger.level).toBe('info');
    expect(serveOptionsFromEnv({ LOG_LEVEL: 'ruidoso' }).logger.level).toBe('info');
  });
});
