import { randomUUID } from 'node:crypto';
import type { PickupPoint } from '../../../contract/delivery';
import { createApp } from '../../../server/app';
import { paymentToken } from '../../../server/db/schema';
import { coherentCache, type CoherentCache } from '../../../server/http/cache-coherence';
import { defaultConfig } from '../../../server/context';
import type { OutgoingMail } from '../../../server/mail/mailer';
import { createScratchDatabase } from '../../../server/db/scratch-database';
import { seedDemoData } from '../../../server/db/seed';
import { silentLogger, type Logger } from '../../../server/log/logger';
import { openPayer, type CardBehaviour, type Payer, type ProviderName } from './payers';
import { seededTemplate } from './seeded-template';
import { TestClock } from './test-clock';

export { TestClock } from './test-clock';

export interface CardFields {
  brand?: string;
  last4?: string;
  expMonth?: number;
  expYear?: number;
  active?: boolean;
}

export const jwtSecret = 'test-secret-for-the-gateway-suite-only';
export const sandboxWebhookSecret = 'test-sandbox-webhook-secret';

/** A webhook the sandbox delivered, kept so a test can replay or tamper with it. */
export interface DeliveredWebhook {
  headers: Headers;
  body: string;
}

/** One seeded database per test file, an app over it, and helpers that speak the gateway's HTTP. */
export async function createTestApp(
  options: {
    /** The sandbox by default; the payment suites pass providerUnderTest() (support/payers.ts). */
    payments?: ProviderName | 'none';
    cache?: boolean;
    sandboxTestClock?: boolean;
    inlineScriptHashes?: readonly string[];
    inlineStyleHashes?: readonly string[];
    pickupPoint?: PickupPoint;
    /** Where the gateway's log goes; nowhere by default. */
    logger?: Logger;
  } = {},
) {
  // A copy of the run's seeded template (seeded as of the suite's clock); a file run on its own seeds its own.
  const template = seededTemplate();
  const database = await createScratchDatabase(undefined, undefined, template);
  const clock = new TestClock();
  if (!template) await seedDemoData(database.db, clock.now());
  // SMTP is a boundary we do not own: the suite reads what would have been sent.
  const sentMail: OutgoingMail[] = [];
  const mailer = { send: async (mail: OutgoingMail) => void sentMail.push(mail) };
  const webhooks: DeliveredWebhook[] = [];
  const payer: Payer | null =
    options.payments === 'none'
      ? null
      : await openPayer(options.payments ?? 'sandbox', {
          db: database.db,
          clock,
          publicUrl: defaultConfig.publicUrl,
          request: async (path, init) => app.request(path, init),
          sandboxWebhookSecret,
          deliverWebhook: async (request) => {
            webhooks.push({ headers: new Headers(request.headers), body: await request.clone().text() });
            return app.request(request);
          },
        });
  const payments = payer?.provider ?? null;
  const logger = options.logger ?? silentLogger;
  // As npm start runs it: one instance among the N a database may have, hearing the others' writes.
  const caches: CoherentCache[] = [];
  const cacheOfInstance = async () => {
    if (!options.cache) return null;
    const coherent = await coherentCache(database, logger);
    caches.push(coherent);
    return coherent.cache;
  };
  const deps = {
    db: database.db,
    clock,
    jwtSecret,
    version: '9.9.9',
    mailer,
    payments,
    config: { ...defaultConfig, sandboxTestClock: options.sandboxTestClock ?? false, inlineScriptHashes: options.inlineScriptHashes ?? [], inlineStyleHashes: options.inlineStyleHashes ?? [], pickupPoint: options.pickupPoint ?? defaultConfig.pickupPoint },
    cache: await cacheOfInstance(),
    logger,
  };
  const app = createApp(deps);
  /** Another gateway instance on the same database, with a cache of its own (a second process, in production). */
  const anotherInstance = async () => createApp({ ...deps, cache: await cacheOfInstance() });

  /** A request with a JSON body (a string is sent as it stands, to send malformed JSON) or none. */
  const send = (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) =>
    app.request(path, {
      method,
      headers: { 'Content-Type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  const json = (path: string, body: unknown, headers: Record<string, string> = {}) => send('POST', path, headers, body);

  async function login(email: string, password = 'despensa-demo') {
    const res = await json('/api/auth/login', { email, password });
    if (res.status !== 200) throw new Error(`login of ${email} answered ${res.status}`);
    const { accessToken } = (await res.json()) as { accessToken: string };
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    return { accessToken, cookie, auth: { Authorization: `Bearer ${accessToken}` } };
  }

  /**
   * A card the company saved, as the gateway keeps it (`fields`), and as the provider keeps it: charged with
   * `behaviour`, or, without one, no longer known there (or, with no provider, known to none).
   */
  async function addCard(partnerId: number, fields: CardFields = {}, behaviour?: CardBehaviour) {
    if (!payer && behaviour) throw new Error('no payment provider to charge the card');
    const card = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, ...fields };
    // Without a provider the card is the gateway's record alone, as a sandbox card it never kept.
    const providerRef = payer ? await payer.cardRef(behaviour) : `sandbox_tok_test_${randomUUID()}`;
    const [row] = await database.db.insert(paymentToken).values({ partnerId, providerRef, ...card }).returning();
    if (!row) throw new Error('card not created');
    return row;
  }

  /** What the app was built with, for a job the gateway runs on a timer (the Club CXTI renewals). */
  async function close() {
    await payer?.close();
    for (const coherent of caches) await coherent.close();
    await database.close();
  }
  return { app, deps, db: database.db, database, clock, send, json, login, sentMail, webhooks, payer, addCard, anotherInstance, close };
}

/** A refresh's answer as status and body, to compare with `noSessionAnswer`. */
export const refreshAnswer = async (res: Response) => ({ status: res.status, body: (await res.json()) as unknown });

/** What a refresh cookie that no longer opens a session gets: no session, as a visitor, and no error status. */
export const noSessionAnswer = { status: 200, body: null };
