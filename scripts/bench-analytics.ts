import { eq, sql } from 'drizzle-orm';
import { loadavg } from 'node:os';
import { createScratchDatabase } from '../server/db/scratch-database';
import { resUsers } from '../server/db/schema';
import { seedDemoData } from '../server/db/seed';
import { ORDER_GUIDE_DAYS } from '../contract/order-guide';
import { historyAndChoicesQuery } from '../server/order-guide/guide';
import { addMonths, santiagoDate } from '../machines/rules/calendar';
import { benchGateway, benchSignIn } from './bench/gateway';
import { linesPerOrder, orderCount, seedTenThousandOrders } from './bench/ten-thousand-orders';
import { summary } from './bench/stats';

/**
 * npm run bench:analytics: GET /api/analytics for a company with 10,000 orders (60,000 lines) over three
 * years, among 40 other companies with 1,000 orders each, p95 of sequential requests beside the orders list's first page in the same run, on PGlite and
 * (with BENCH_DATABASE_URL) PostgreSQL, with the gateway's answer cache off. Targets: p95 under 50 ms on
 * PGlite and under 20 ms on PostgreSQL. Then the plan of the heaviest query, to show it reads the
 * company's rows through the summary table's primary key and nothing else. Mis habituales (GET
 * /api/order-guide, the last 90 days of the same orders) is measured beside them, with its plan.
 */
const otherCompanies = 40;
const otherOrders = 1_000;
const samples = Number(process.env.BENCH_SAMPLES ?? 200);
const now = new Date();
const today = santiagoDate(now);

async function run(label: string, adminUrl: string | undefined, target: number) {
  const database = await createScratchDatabase(adminUrl ?? '', 'despensa_bench');
  const { db } = database;
  try {
    await seedDemoData(db);
    const [demo] = await db.select({ partnerId: resUsers.partnerId }).from(resUsers).where(eq(resUsers.login, 'demo@despensa.cl'));
    const partnerId = demo!.partnerId;
    await seedTenThousandOrders(db, partnerId);
    // A distributor has many customers: 40 other companies' orders of the last year, so that the order
    // guide's read shows it takes one company's orders through its index, not the whole lines table.
    await db.execute(sql`insert into res_partner (name, is_company) select 'Otra empresa ' || c, true from generate_series(1, ${otherCompanies}::int) c`);
    await db.execute(sql`
      insert into sale_order (name, partner_id, partner_invoice_id, user_id, date_order, state, payment_method_code,
        scheduled_date, retiro_en_tienda, amount_untaxed, amount_shipping, amount_tax, amount_total, amount_original)
      select 'B' || lpad(p.id::text, 7, '0') || lpad(g::text, 4, '0'), p.id, p.id, null, now() - (g * interval '8 hours'), 'done',
        'credit', current_date, false, 0, 4990, 0, 0, 0
      from res_partner p cross join generate_series(1, ${otherOrders}::int) g
      where p.name like 'Otra empresa %'`);
    await db.execute(sql`
      with products as (select id, list_price, cxti_price, name, row_number() over (order by id) - 1 as n, count(*) over () as total from product_product)
      insert into sale_order_line (order_id, product_id, name, product_uom_qty, price_unit, cxti_price, price_subtotal)
      select o.id, p.id, p.name, (o.id % 5) + 1, p.list_price, p.cxti_price, p.list_price * ((o.id % 5) + 1)
      from sale_order o cross join generate_series(0, ${linesPerOrder - 1}::int) k
      join products p on p.n = (o.id * 11 + k * 7) % p.total
      where o.name like 'B%'`);
    // The summary table also holds 200 other companies' three years.
    await db.execute(sql`
      insert into sale_report_line (partner_id, month, product_id, quantity, spend, saved, missed)
      select 1000000 + c, (date_trunc('month', now()) - m * interval '1 month')::date, p, 10, 119000, 0, 0
      from generate_series(1, 200) c, generate_series(0, 35) m, generate_series(1, 40) p`);
    // The triggers updated each monthly row once per line: what autovacuum does on a live database.
    await db.execute(sql`vacuum analyze`);

    const app = benchGateway(db);
    const { auth: headers } = await benchSignIn(app, 'demo@despensa.cl');

    async function p95(path: string) {
      const times: number[] = [];
      for (let i = 0; i < samples + 20; i += 1) {
        const started = performance.now();
        const res = await app.request(path, { headers });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
        if (i >= 20) times.push(performance.now() - started);
      }
      return summary(times);
    }
    const month = today.slice(0, 7);
    const twelveMonths = `/api/analytics?from=${addMonths(today, -11).slice(0, 7)}&to=${month}`;
    const threeYears = `/api/analytics?from=${addMonths(today, -35).slice(0, 7)}&to=${month}`;
    const rows = [
      ['orders list, first page (baseline)', await p95('/api/user-sales-orders?limit=50')],
      ['analytics, last 12 months', await p95(twelveMonths)],
      ['analytics, last 3 years', await p95(threeYears)],
      ['Mis habituales (the order guide)', await p95('/api/order-guide')],
    ] as const;
    const baseline = rows[0][1].p95;
    process.stdout.write(
      `\n${label}: ${orderCount} orders, ${orderCount * linesPerOrder} lines, beside ${otherCompanies} other companies' ${otherCompanies * otherOrders} orders and 200 other companies' monthly sums; ${samples} requests each (load ${loadavg()[0]!.toFixed(2)})\n`,
    );
    for (const [name, t] of rows) {
      process.stdout.write(`  ${name.padEnd(38)} median ${t.median.toFixed(1).padStart(6)} ms   p95 ${t.p95.toFixed(1).padStart(6)} ms   ${(t.p95 / baseline).toFixed(2)}x\n`);
    }
    const worst = Math.max(rows[1][1].p95, rows[2][1].p95);
    process.stdout.write(`  target p95 < ${target} ms: ${worst < target ? 'met' : 'NOT met'} (${worst.toFixed(1)} ms)\n`);

    // The plan of the heaviest read, the lines of 24 months (the period and the one before it).
    const client = (db as unknown as { $client: { query(text: string, params?: unknown[]): Promise<{ rows: Record<string, string>[] }> } }).$client;
    const plan = await client.query(
      `explain select month, product_id, quantity, spend, saved, missed from sale_report_line
       where partner_id = $1 and month >= $2::date and month <= $3::date`,
      [partnerId, `${addMonths(today, -23).slice(0, 7)}-01`, `${month}-01`],
    );
    process.stdout.write(`  plan:\n${plan.rows.map((r) => `    ${Object.values(r)[0]}`).join('\n')}\n`);

    // Mis habituales reads the company's orders of the window through sale_order_partner_date_idx.
    const from = new Date(now.getTime() - ORDER_GUIDE_DAYS * 24 * 60 * 60 * 1000);
    const guidePlan = (await db.execute(sql`explain ${historyAndChoicesQuery(partnerId, from)}`)) as unknown as { rows: Record<string, string>[] };
    process.stdout.write(`  Mis habituales' plan:\n${guidePlan.rows.map((r) => `    ${Object.values(r)[0]}`).join('\n')}\n`);
  } finally {
    await database.close();
  }
}

await run('PGlite', undefined, 50);
if (process.env.BENCH_DATABASE_URL) await run('PostgreSQL', process.env.BENCH_DATABASE_URL, 20);
