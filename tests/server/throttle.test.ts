import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authLoginAttempt } from '../../server/db/schema';
import { createApp } from '../../server/app';
import { defaultConfig } from '../../server/context';
import { loginAccountRule, loginPairRule, retryAfterSeconds } from '../../server/auth/throttle';
import { addressKey } from '../../server/http/client-address';
import { createTestApp, jwtSecret } from './support/test-app';
import { silentLogger } from '../../server/log/logger';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ payments: 'none' });
});
afterAll(() => t.close());

const minutes = (n: number) => n * 60_000;
const seconds = (n: number) => n * 1000;

/** A request arriving on a socket from `address`, as @hono/node-server hands it to the app. */
function loginFrom(address: string | null, body: unknown, headers: Record<string, string> = {}, app = t.app) {
  const env = address ? { incoming: { socket: { remoteAddress: address, remotePort: 40_000, remoteFamily: 'IPv4' } } } : undefined;
  return app.request(
    '/api/auth/login',
    { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) },
    env,
  );
}

const wrong = (email: string) => ({ email, password: 'no-es-la-clave' });
const right = (email: string) => ({ email, password: 'despensa-demo' });

async function expectLocked(res: Response, retryAfter: number) {
  expect(res.status).toBe(429);
  expect(res.headers.get('retry-after')).toBe(String(retryAfter));
  const wait = Math.ceil(retryAfter / 60);
  expect(await res.json()).toEqual({
    error: {
      code: 'too_many_attempts',
      message: `Demasiados intentos fallidos. Espera ${wait === 1 ? '1 minuto' : `${wait} minutos`} antes de volver a intentarlo.`,
    },
  });
}

describe('the sliding-window rule (server/auth/throttle.ts)', () => {
  const rule = loginPairRule('a@b.cl', '198.51.100.1');
  const now = new Date('2026-03-02T15:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('lets attempts through below the limit', () => {
    expect(retryAfterSeconds(rule, [], now)).toBe(0);
    expect(retryAfterSeconds(rule, [ago(1), ago(2), ago(3), ago(4)], now)).toBe(0);
  });

  it('waits until the oldest of the last five leaves the 15 minutes', () => {
    const recent = [ago(minutes(1)), ago(minutes(2)), ago(minutes(3)), ago(minutes(4)), ago(minutes(10))];
    expect(retryAfterSeconds(rule, recent, now)).toBe(5 * 60);
  });

  it('rounds the wait up to whole seconds, never answering 0 while locked', () => {
    expect(retryAfterSeconds(rule, [ago(1), ago(1), ago(1), ago(1), ago(minutes(15) - 1)], now)).toBe(1);
  });
});

describe('client addresses', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:85a3:1:2:3:4:5', '2001:db8:85a3:1::/64'],
    ['2001:0db8:0000:0001::9', '2001:db8:0:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['FE80::1%eth0', 'fe80:0:0:0::/64'],
  ])('keys %s as %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });
});

describe('sign-in throttling per account and address', () => {
  it('answers 429 with Retry-After after 5 failures in 15 minutes from that address, even for the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await loginFrom('198.51.100.1', wrong('demo@despensa.cl'))).status).toBe(401);
    await expectLocked(await loginFrom('198.51.100.1', right('demo@despensa.cl')), 15 * 60);
    t.clock.advance(minutes(5));
    await expectLocked(await loginFrom('198.51.100.1', right('demo@despensa.cl')), 10 * 60);
    t.clock.advance(minutes(10));
    expect((await loginFrom('198.51.100.1', right('demo@despensa.cl'))).status).toBe(200);
  });

  it('does not lock the buyer out from another address: five wrong passwords elsewhere change nothing there', async () => {
    for (let i = 0; i < 5; i++) expect((await loginFrom('203.0.113.66', wrong('demo@despensa.cl'))).status).toBe(401);
    expect((await loginFrom('203.0.113.66', right('demo@despensa.cl'))).status).toBe(429);
    expect((await loginFrom('198.51.100.2', right('demo@despensa.cl'))).status).toBe(200);
    // And a correct sign-in elsewhere does not lift the guesser's lock.
    expect((await loginFrom('203.0.113.66', right('demo@despensa.cl'))).status).toBe(429);
    t.clock.advance(minutes(15));
  });

  it('locks the account everywhere after 50 failures from many addresses in 15 minutes', async () => {
    // 45 failures as ten addresses left them a minute ago, then the last five from one more.
    const earlier = new Date(t.clock.now().getTime() - minutes(1));
    const account = loginAccountRule('otra@despensa.cl').key;
    await t.db.insert(authLoginAttempt).values(Array.from({ length: 45 }, () => ({ key: account, attemptedAt: earlier })));
    for (let i = 0; i < 5; i++) expect((await loginFrom('192.0.2.100', wrong('otra@despensa.cl'))).status).toBe(401);
    await expectLocked(await loginFrom('198.51.100.3', right('otra@despensa.cl')), 14 * 60);
    t.clock.advance(minutes(15));
    expect((await loginFrom('198.51.100.3', right('otra@despensa.cl'))).status).toBe(200);
  });

  it('locks an unknown account exactly like a real one', async () => {
    for (let i = 0; i < 5; i++) {
      const [real, unknown] = [await loginFrom(null, wrong('otra@despensa.cl')), await loginFrom(null, wrong('nadie@despensa.cl'))];
      expect(unknown.status).toBe(real.status);
      expect(await unknown.json()).toEqual(await real.json());
    }
    const [real, unknown] = [await loginFrom(null, right('otra@despensa.cl')), await loginFrom(null, wrong('nadie@despensa.cl'))];
    expect([real.status, unknown.status]).toEqual([429, 429]);
    expect(unknown.headers.get('retry-after')).toBe(real.headers.get('retry-after'));
    expect(await unknown.json()).toEqual(await real.json());
    t.clock.advance(minutes(15));
  });

  it('slides: failures leave the window one by one', async () => {
    for (let i = 0; i < 3; i++) await loginFrom(null, wrong('club@despensa.cl'));
    t.clock.advance(minutes(10));
    for (let i = 0; i < 2; i++) await loginFrom(null, wrong('club@despensa.cl'));
    await expectLocked(await loginFrom(null, right('club@despensa.cl')), 5 * 60);
    t.clock.advance(minutes(5));
    // The first three left the window; two remain, so three more failures fit before the next lock.
    for (let i = 0; i < 3; i++) expect((await loginFrom(null, wrong('club@despensa.cl'))).status).toBe(401);
    await expectLocked(await loginFrom(null, right('club@despensa.cl')), 10 * 60);
    t.clock.advance(minutes(10));
    expect((await loginFrom(null, right('club@despensa.cl'))).status).toBe(200);
  });

  it('does not count attempts refused while locked, so the lock does not grow', async () => {
    for (let i = 0; i < 5; i++) await loginFrom(null, wrong('club@despensa.cl'));
    for (let i = 0; i < 10; i++) {
      t.clock.advance(minutes(1));
      expect((await loginFrom(null, wrong('club@despensa.cl'))).status).toBe(429);
    }
    t.clock.advance(minutes(5));
    expect((await loginFrom(null, right('club@despensa.cl'))).status).toBe(200);
  });

  it('forgets earlier failures after a correct password', async () => {
    for (let i = 0; i < 4; i++) await loginFrom(null, wrong('club@despensa.cl'));
    expect((await loginFrom(null, right('club@despensa.cl'))).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await loginFrom(null, wrong('club@despensa.cl'))).status).toBe(401);
    expect((await loginFrom(null, right('club@despensa.cl'))).status).toBe(200);
  });

  it('counts guesses sent in parallel: only 5 are ever checked', async () => {
    const guesses = await Promise.all(Array.from({ length: 12 }, () => loginFrom(null, wrong('demo@despensa.cl'))));
    const statuses = guesses.map((res) => res.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
    t.clock.advance(minutes(15));
  });
});

describe('many sign-ins of one account at once', () => {
  it('lets 10 correct sign-ins through, sent together to two gateway instances from one address', async () => {
    const other = await t.anotherInstance();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => loginFrom('198.51.100.20', right('finanzas@despensa.cl'), {}, i % 2 ? other : t.app)),
    );
    expect(results.map((res) => res.status)).toEqual(Array<number>(10).fill(200));
  });

  it('still judges at most 5 guesses sent together to two instances', async () => {
    const other = await t.anotherInstance();
    const attempts = await Promise.all([
      ...Array.from({ length: 12 }, (_, i) => loginFrom('198.51.100.21', wrong('finanzas@despensa.cl'), {}, i % 2 ? other : t.app)),
    ]);
    const statuses = attempts.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    t.clock.advance(minutes(15));
  });

  it('lets an attempt through when the places before it were left by a process that stopped', async () => {
    const now = t.clock.now();
    const pair = loginPairRule('finanzas@despensa.cl', '198.51.100.22').key;
    await t.db.insert(authLoginAttempt).values(Array.from({ length: 5 }, () => ({ key: pair, attemptedAt: now, pending: true })));
    await t.db.insert(authLoginAttempt).values(Array.from({ length: 50 }, () => ({ key: loginAccountRule('finanzas@despensa.cl').key, attemptedAt: now, pending: true })));
    t.clock.advance(61_000);
    expect((await loginFrom('198.51.100.22', right('finanzas@despensa.cl'))).status).toBe(200);
  });
});

describe('sign-in throttling per client address', () => {
  it('answers 429 after 20 failures from one address, whatever the accounts, and not for other addresses', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await loginFrom('192.0.2.50', wrong(`cuenta${i}@ejemplo.cl`))).status).toBe(401);
      t.clock.advance(seconds(10));
    }
    await expectLocked(await loginFrom('192.0.2.50', right('demo@despensa.cl')), 15 * 60 - 200);
    expect((await loginFrom('192.0.2.51', right('demo@despensa.cl'))).status).toBe(200);
    t.clock.advance(minutes(15));
    expect((await loginFrom('192.0.2.50', right('demo@despensa.cl'))).status).toBe(200);
  });

  it('keys IPv6 clients by their /64, so changing the last bits does not help', async () => {
    for (let i = 0; i < 20; i++) await loginFrom(`2001:db8:1:2::${i.toString(16)}`, wrong(`otra${i}@ejemplo.cl`));
    expect((await loginFrom('2001:db8:1:2:ffff::1', right('demo@despensa.cl'))).status).toBe(429);
    expect((await loginFrom('2001:db8:1:3::1', right('demo@despensa.cl'))).status).toBe(200);
    t.clock.advance(minutes(15));
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set: a client cannot pick its address', async () => {
    for (let i = 0; i < 20; i++) {
      await loginFrom('192.0.2.60', wrong(`spoof${i}@ejemplo.cl`), { 'X-Forwarded-For': `10.0.${i}.1` });
    }
    expect((await loginFrom('192.0.2.60', right('demo@despensa.cl'), { 'X-Forwarded-For': '10.9.9.9' })).status).toBe(429);
    t.clock.advance(minutes(15));
  });

  it('behind a trusted proxy, keys by the address the proxy appended to X-Forwarded-For', async () => {
    const proxied = createApp({
      db: t.db,
      clock: t.clock,
      jwtSecret,
      version: 'test',
      mailer: { send: async () => {} },
      payments: null,
      config: { ...defaultConfig, trustProxy: true },
      cache: null,
      logger: silentLogger,
    });
    for (let i = 0; i < 20; i++) {
      // The client claims an address of its own in front; the proxy appends the real one.
      await loginFrom('127.0.0.1', wrong(`detras${i}@ejemplo.cl`), { 'X-Forwarded-For': `10.0.${i}.1, 198.51.100.77` }, proxied);
    }
    expect((await loginFrom('127.0.0.1', right('demo@despensa.cl'), { 'X-Forwarded-For': '198.51.100.77' }, proxied)).status).toBe(429);
    expect((await loginFrom('127.0.0.1', right('demo@despensa.cl'), { 'X-Forwarded-For': '198.51.100.78' }, proxied)).status).toBe(200);
    t.clock.advance(minutes(15));
  });
});
