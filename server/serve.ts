import type { AddressInfo } from 'node:net';
import type { PickupPoint } from '../contract/delivery';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { runClubRenewals } from './club/club-renewals';
import { runTeamPurchaseClosings } from './team-purchase/closing';
import { sweepMoney } from './payments/money-sweeper';
import { mailIssuedInvoices } from './invoices/invoice-mails';
import { sendReminders } from './mail/reminders';
import { createScheduler } from './jobs/scheduler';
import { runRecurringOrders } from './recurring-orders/recurring-job';
import { expireApprovals } from './order-approvals/expire';
import { coherentCache } from './http/cache-coherence';
import { readSpa, serveSpa } from './http/spa-assets';
import { defaultConfig, systemClock, type Clock } from './context';
import { migrationCount, openDatabase, type DatabaseTarget } from './db/client';
import { loadJwtSecret } from './db/secrets';
import { seedDemoData } from './db/seed';
import { loggedMailer, type Mailer } from './mail/mailer';
import { createLogger, type Logger } from './log/logger';
import { outboxMailer } from './mail/outbox';
import { smtpMailer } from './mail/smtp';
import { mercadoPagoProvider } from './payments/mercadopago';
import type { PaymentProvider } from './payments/provider';
import type { PaymentProviderSettings } from './payments/provider-settings';
import { sandboxProvider } from './payments/sandbox';
import { loadSandboxWebhookSecret } from './payments/sandbox-secret';
import { transbankProvider } from './payments/transbank';

export interface ServeOptions {
  database: DatabaseTarget;
  port: number;
  host: string;
  version: string;
  /** The built SPA; without it only the API is served. */
  distDir?: string;
  jwtSecret?: string;
  clock?: Clock;
  /** Where buyers reach the portal (PUBLIC_URL); defaults to http://localhost:<port>. */
  publicUrl?: string;
  /** Where store pickup is collected (PICKUP_POINT); the demo warehouse by default. */
  pickupPoint?: PickupPoint;
  /** Folder of the e-mail outbox used when no SMTP server is configured. */
  outboxDir: string;
  /** Real e-mail through this server (SMTP_URL) instead of the outbox. */
  smtpUrl?: string;
  /** Sender of the portal's e-mail (MAIL_FROM); "Despensa <no-responder@despensa.cl>" when absent. */
  mailFrom?: string;
  mailer?: Mailer;
  /** The gateway sits behind a reverse proxy that appends the client's address to X-Forwarded-For (TRUST_PROXY=1). */
  trustProxy?: boolean;
  /** The payment provider and its credentials (PAYMENT_PROVIDER and its variables); the sandbox by default. */
  paymentProvider?: PaymentProviderSettings;
  /** Signs the sandbox provider's webhooks (SANDBOX_WEBHOOK_SECRET); generated and stored when absent. */
  sandboxWebhookSecret?: string;
  /** The sandbox's test clock (SANDBOX_TEST_CLOCK=1), for end-to-end tests only. */
  sandboxTestClock?: boolean;
  /** How long a request's body may take to arrive before it is refused (408); 10 s by default. */
  bodyTimeoutMs?: number;
  /** How long a stop waits for the requests in flight before it cuts them; 10 s by default. */
  drainMs?: number;
  /** Where the gateway writes its events; JSON lines, or readable ones in a terminal, by default. */
  logger?: Logger;
}

const defaultDrainMs = 10_000;

/**
 * Node's own limits, behind the gateway's body deadline (server/http/bounded-body.ts): headers that
 * trickle in are cut after 15 s, and a request not received whole in 60 s is cut whatever its route,
 * both checked every second instead of every 30. Node answers these with a bare 408.
 */
const connectionLimits = { headersTimeout: 15_000, requestTimeout: 60_000, connectionsCheckingInterval: 1_000 };

const renewalEveryMs = 60 * 60 * 1000;
/** A batch closes within a minute of its deadline. */
const closingEveryMs = 60 * 1000;
/** Refunds and holds the provider did not confirm are sent again this often (server/payments/money-sweeper.ts). */
const sweepEveryMs = 60 * 1000;
/** A new invoice reaches the company's inbox within a minute of being issued. */
const invoiceMailsEveryMs = 60 * 1000;
/** Recurring orders are built a day before their cutoff and placed at it: a minute late at most. */
const recurringEveryMs = 60 * 1000;
/** A request past its seven days is refused at once anyway; this only marks it and sends the e-mails. */
const approvalExpiryEveryMs = 10 * 60 * 1000;

export interface RunningServer {
  url: string;
  seeded: boolean;
  close(): Promise<void>;
}

export async function startServer(options: ServeOptions): Promise<RunningServer> {
  const logger = options.logger ?? createLogger();
  const database = await openDatabase(options.database, logger);
  logger.info({ event: 'database.ready', kind: database.kind, migrations: migrationCount });
  // Seeded relative to the gateway's clock, so the demo invoices' states make sense on the first day.
  const seeded = await seedDemoData(database.db, (options.clock ?? systemClock).now());
  if (seeded) logger.info({ event: 'database.seeded' });
  const jwtSecret = await loadJwtSecret(database.db, options.jwtSecret);
  const clock = options.clock ?? systemClock;
  const publicUrl = options.publicUrl ?? `http://localhost:${options.port}`;
  const spa = options.distDir ? readSpa(options.distDir) : null;
  const settings = options.paymentProvider ?? { name: 'sandbox' };
  let payments: PaymentProvider;
  if (settings.name === 'transbank') {
    payments = transbankProvider({ db: database.db, clock, publicUrl, ...settings });
  } else if (settings.name === 'mercadopago') {
    payments = mercadoPagoProvider({ db: database.db, clock, publicUrl, ...settings });
  } else {
    payments = sandboxProvider({
      db: database.db,
      clock,
      publicUrl,
      webhookSecret: await loadSandboxWebhookSecret(database.db, options.sandboxWebhookSecret),
      // The sandbox lives in this process: its webhooks reach the gateway without a network hop.
      deliverWebhook: (request) => Promise.resolve(app.fetch(request)),
    });
  }
  logger.info({ event: 'payments.provider', provider: payments.name });
  // One of N instances on this database: each instance's writes reach the others' caches.
  const coherent = await coherentCache(database, logger);
  const deps = {
    db: database.db,
    clock,
    jwtSecret,
    version: options.version,
    mailer: loggedMailer(
      options.mailer ??
        (options.smtpUrl
          ? smtpMailer(options.smtpUrl, options.mailFrom)
          : outboxMailer(options.outboxDir, (file) => logger.info({ event: 'mail.outbox', file }))),
      logger,
    ),
    payments,
    config: {
      ...defaultConfig,
      publicUrl,
      pickupPoint: options.pickupPoint ?? defaultConfig.pickupPoint,
      trustProxy: options.trustProxy ?? false,
      sandboxTestClock: options.sandboxTestClock ?? false,
      inlineScriptHashes: spa?.inlineScriptHashes ?? [],
      inlineStyleHashes: spa?.inlineStyleHashes ?? [],
      bodyTimeoutMs: options.bodyTimeoutMs,
    },
    cache: coherent.cache,
    logger,
  };
  const app = createApp(deps);
  // Club CXTI renewals are due by the day: an hourly run charges each on its date, and a retry on its day;
  // the first run, at start, catches up on a day the gateway was stopped.
  const scheduler = createScheduler({ database, logger });
  scheduler.every('club-renewals', renewalEveryMs, async () => ({ ...(await runClubRenewals(deps)) }));
  scheduler.every('team-purchase-closing', closingEveryMs, async () => ({ ...(await runTeamPurchaseClosings(deps)) }));
  scheduler.every('money-sweeper', sweepEveryMs, async () => ({ ...(await sweepMoney(deps)) }));
  scheduler.every('invoice-mails', invoiceMailsEveryMs, async () => ({ ...(await mailIssuedInvoices(deps)) }));
  scheduler.every('reminders', renewalEveryMs, async () => ({ ...(await sendReminders(deps)) }));
  scheduler.every('recurring-orders', recurringEveryMs, async () => ({ ...(await runRecurringOrders(deps)) }));
  scheduler.every('approval-expiry', approvalExpiryEveryMs, async () => ({ ...(await expireApprovals(deps)) }));

  if (spa) serveSpa(app, spa);

  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: options.port, hostname: options.host, serverOptions: connectionLimits }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${options.host === '127.0.0.1' ? 'localhost' : options.host}:${port}`,
    seeded,
    async close() {
      // No new connections; idle keep-alive sockets (a browser's) go at once; the requests in flight finish,
      // for at most drainMs, and only then is what is left cut.
      const closed = new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      if ('closeIdleConnections' in server) server.closeIdleConnections();
      let timer: NodeJS.Timeout | undefined;
      const drained = await Promise.race([
        closed.then(() => true),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), options.drainMs ?? defaultDrainMs))),
      ]);
      clearTimeout(timer);
      if (!drained && 'closeAllConnections' in server) server.closeAllConnections();
      await closed;
      // A run under way finishes before its database goes.
      await scheduler.stop();
      await coherent.close();
      await database.close();
    },
  };
}
