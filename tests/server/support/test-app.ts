import { createApp } from '../../../server/app';
import { defaultConfig, type Clock } from '../../../server/context';
import type { OutgoingMail } from '../../../server/mail/mailer';
import { seedDemoData } from '../../../server/db/seed';
import { createTestDatabase } from './test-database';

export class TestClock implements Clock {
  constructor(private current = new Date('2026-03-02T12:00:00-03:00')) {}
  now() {
    return new Date(this.current);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export const jwtSecret = 'test-secret-for-the-gateway-suite-only';

/** One seeded database per test file, an app over it, and helpers that speak the gateway's HTTP. */
export async function createTestApp() {
  const database = await createTestDatabase();
  await seedDemoData(database.db);
  const clock = new TestClock();
  // SMTP is a boundary we do not own: the suite reads what would have been sent.
  const sentMail: OutgoingMail[] = [];
  const mailer = { send: async (mail: OutgoingMail) => void sentMail.push(mail) };
  const app = createApp({ db: database.db, clock, jwtSecret, version: '9.9.9', mailer, payments: null, config: defaultConfig });

  const json = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  async function login(email: string, password = 'despensa-demo') {
    const res = await json('/api/auth/login', { email, password });
    if (res.status !== 200) throw new Error(`login of ${email} answered ${res.status}`);
    const { accessToken } = (await res.json()) as { accessToken: string };
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    return { accessToken, cookie, auth: { Authorization: `Bearer ${accessToken}` } };
  }

  return { app, db: database.db, clock, json, login, sentMail, close: () => database.close() };
}
