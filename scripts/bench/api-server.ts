import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq, sql } from 'drizzle-orm';
import { coherentCache } from '../../server/http/cache-coherence';
import { createGatewayCache } from '../../server/http/gateway-cache';
import { openDatabase } from '../../server/db/client';
import { createScratchTarget } from '../../server/db/scratch-database';
import { createLogger, jsonLines, silentLogger } from '../../server/log/logger';
import { resUsers } from '../../server/db/schema';
import { seedDemoData } from '../../server/db/seed';
import { benchGateway, benchSignIn } from './gateway';

/**
 * The gateway as `npm start` runs it, on a scratch database (PGlite, or PostgreSQL with
 * BENCH_DATABASE_URL), with the demo data plus 10,000 more orders and invoices for demo@despensa.cl.
 * Beside each measured route it serves the same bytes as static JSON, the baseline of the benchmark.
 * BENCH_JOIN_URL: a second instance on the database another bench server made (it neither fills nor drops it).
 */
const joining = process.env.BENCH_JOIN_URL;
const scratch = joining ? null : await createScratchTarget(process.env.BENCH_DATABASE_URL, 'despensa_bench');
const database = await openDatabase(joining ? { kind: 'postgres', url: joining } : scratch!.target);
const { db } = database;
if (!joining) await fillBenchData();

/** The demo data and 10,000 more orders and invoices of demo@despensa.cl. */
async function fillBenchData() {
  await seedDemoData(db);
  await db.execute(sql`
    insert into sale_order (name, partner_id, partner_invoice_id, user_id, date_order, state, payment_method_code,
      scheduled_date, retiro_en_tienda, amount_untaxed, amount_shipping, amount_tax, amount_total, amount_original)
    select 'B' || lpad(g::text, 6, '0'), u.partner_id, u.partner_id, u.id,
      now() - (g || ' hours')::interval, 'sale', 'credit', current_date, false, 84000, 0, 15960, 99960, 99960
    from res_users u, generate_series(1, 10000) g
    where u.login = 'demo@despensa.cl'`);
  await db.execute(sql`
    insert into account_move (name, folio, partner_id, order_id, invoice_date, invoice_date_due,
      amount_untaxed, amount_tax, amount_total, amount_residual)
    select 'FB-' || o.name, 900000 + row_number() over (order by o.id), o.partner_id, o.id,
      (o.date_order at time zone 'America/Santiago')::date, (o.date_order at time zone 'America/Santiago')::date + 30,
      o.amount_untaxed, o.amount_tax, o.amount_total, case when o.id % 3 = 0 then 0 else o.amount_total end
    from sale_order o where o.name like 'B%'`);
  await db.execute(sql`analyze`);
}

// BENCH_CACHE=0: every request goes to the database, the worst case of the p95 target. `local`: a cache
// that hears no other instance (what one instance alone needs). By default, as npm start: coherent.
const cacheMode = process.env.BENCH_CACHE ?? 'coherent';
const coherent = cacheMode === 'coherent' ? await coherentCache(database, silentLogger) : null;
// BENCH_LOG=sync|async: one JSON line per request into BENCH_LOG_FILE, as npm start writes them.
const logger = process.env.BENCH_LOG
  ? createLogger({ pretty: false, destination: jsonLines(process.env.BENCH_LOG_FILE ?? '/dev/null', process.env.BENCH_LOG === 'sync') })
  : silentLogger;
const app = benchGateway(db, { cache: cacheMode === '0' ? null : cacheMode === 'local' ? createGatewayCache() : coherent!.cache, logger });

// Registered before the first request (Hono builds its router then); filled once the real answers are known.
const staticBodies = new Map<string, string>();
app.all('/bench/static/:name', (c) => c.body(staticBodies.get(c.req.param('name')) ?? '', 200, { 'Content-Type': 'application/json' }));

const { accessToken, auth } = await benchSignIn(app, 'demo@despensa.cl');

async function fetchJson(path: string) {
  const res = await app.request(path, { headers: auth });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res;
}

// An order body built from what the API itself offers, so prices and dates are the current ones.
const products = (await (await fetchJson('/api/products?limit=5&sort=price_desc')).json()) as {
  items: { id: number; list_price: number; cxti_price: number; uom: string }[];
};
const methods = (await (await fetchJson('/api/payment-methods')).json()) as { id: unknown; code: string }[];
const delivery = (await (await fetchJson('/api/delivery-options')).json()) as { dates: string[] };
const [company] = await db.select({ partnerId: resUsers.partnerId }).from(resUsers).where(eq(resUsers.login, 'demo@despensa.cl'));
const orderBody = {
  partner_id: company?.partnerId,
  payment_method_id: methods.find((m) => m.code === 'credit')?.id,
  scheduled_date: delivery.dates[0],
  retiro_en_tienda: true,
  order_line: products.items.map((p) => ({
    product_id: p.id,
    product_uom_qty: 10,
    price_unit: p.list_price,
    cxti_price: p.cxti_price,
  })),
};

const measured: Record<string, { method: string; path: string; body?: string }> = {
  orders: { method: 'GET', path: '/api/user-sales-orders?limit=50' },
  invoices: { method: 'GET', path: '/api/user/invoice-details?limit=50' },
  search: { method: 'GET', path: '/api/products?q=queso&limit=24' },
  // What every open /teampurchase page asks for every 15 s: the campaigns and their progress.
  teamPurchases: { method: 'GET', path: '/api/team-purchases' },
  createOrder: { method: 'POST', path: '/api/create-sales-order', body: JSON.stringify(orderBody) },
};

for (const [name, route] of Object.entries(measured)) {
  const res = await app.request(route.path, {
    method: route.method,
    headers: { ...auth, 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: route.body,
  });
  if (!res.ok) throw new Error(`${route.path} answered ${res.status}: ${await res.text()}`);
  staticBodies.set(name, await res.text());
}

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
  const databaseUrl = scratch?.target.kind === 'postgres' ? scratch.target.url : joining;
  process.stdout.write(`${JSON.stringify({ port: info.port, accessToken, measured, kind: database.kind, databaseUrl })}\n`);
});

// The driver ends us with SIGTERM; a scratch PostgreSQL database is dropped on the way out.
process.on('SIGTERM', () => {
  server.close();
  void (async () => {
    await coherent?.close();
    await database.close();
    await scratch?.drop();
    process.exit(0);
  })();
});
