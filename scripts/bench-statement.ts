import { eq, sql } from 'drizzle-orm';
import { loadavg } from 'node:os';
import type { AccountStatement } from '../contract/account-statement';
import type { InvoiceListRow } from '../contract/lists';
import { ledgerQuery } from '../server/account-statement/statement';
import { createScratchDatabase } from '../server/db/scratch-database';
import { resUsers } from '../server/db/schema';
import { seedDemoData } from '../server/db/seed';
import { addDays, santiagoDate } from '../machines/rules/calendar';
import { benchGateway, benchSignIn } from './bench/gateway';
import { summary } from './bench/stats';
import { orderCount, seedTenThousandOrders } from './bench/ten-thousand-orders';

/**
 * npm run bench:statement: GET /api/account-statement for the company of bench:analytics (10,000 orders
 * over three years, each invoiced; a third paid by card at checkout, the rest on credit, paid from
 * Facturas a week's invoices at a time, 37 days after that week, but the last 45 days' still owed), among
 * 40 other companies with 1,000 invoices each. Median and p95 of sequential requests for this month and
 * for the last 365 days, the CSV of that year and the PDF of this month, beside Facturas' own read (the
 * company's whole invoices list) in the same run, on PGlite and (with BENCH_DATABASE_URL) PostgreSQL, with
 * the gateway's answer cache off. Then the ledger's plan, to show it reads one company's rows through its
 * indexes. Target: a year's statement at a lower p95 than Facturas' list, which the same company's
 * Facturas page already reads on every visit; a shared machine's load moves both alike.
 */
const otherCompanies = 40;
const otherInvoices = 1_000;
const samples = Number(process.env.BENCH_SAMPLES ?? 100);
const today = santiagoDate(new Date());

async function seedInvoices(db: Parameters<typeof seedTenThousandOrders>[0], partnerId: number, userId: number) {
  await seedTenThousandOrders(db, partnerId);
  // Each order's invoice on its Santiago day, due 30 days later; every third paid by card at checkout.
  await db.execute(sql`
    insert into account_move (name, folio, partner_id, order_id, invoice_date, invoice_date_due, amount_untaxed, amount_tax,
      amount_total, amount_residual, paid_on)
    select 'FB-' || o.name, 7000000 + row_number() over (order by o.id), o.partner_id, o.id, d.day, d.day + 30,
      o.amount_untaxed + o.amount_shipping, o.amount_tax, o.amount_total,
      case when o.id % 3 = 0 then 0 else o.amount_total end, case when o.id % 3 = 0 then d.day end
    from sale_order o cross join lateral (select (o.date_order at time zone 'America/Santiago')::date as day) d
    where o.partner_id = ${partnerId} and o.name like 'A%' and o.state <> 'cancel'`);
  // The credit ones paid from Facturas: one approved card payment per week of invoices, 37 days after it.
  const owedWeek = sql`date_trunc('week', m.invoice_date)::date`;
  const paidBy = sql`md5('bench-' || ${owedWeek}::text)::uuid::text`;
  const settled = sql`m.partner_id = ${partnerId} and m.name like 'FB-%' and m.amount_residual > 0 and m.invoice_date < ${addDays(today, -45)}::date`;
  await db.execute(sql`
    insert into invoice_payment (id, partner_id, user_id, provider, provider_reference, payment_method_code, card_label, amount, state,
      paid_at, created_at, updated_at)
    select ${paidBy}, ${partnerId}, ${userId}, 'sandbox', 'BENCH-' || ${owedWeek}::text, 'saved_card', 'Visa •••• 4242', sum(m.amount_total),
      'approved', at, at, at
    from account_move m cross join lateral (select ((${owedWeek} + 37)::timestamp + interval '11 hours') at time zone 'America/Santiago' as at) p
    where ${settled}
    group by ${owedWeek}, at`);
  await db.execute(sql`
    insert into invoice_payment_line (payment_id, invoice_id, amount, open)
    select ${paidBy}, m.id, m.amount_total, true from account_move m where ${settled}`);
  await db.execute(sql`update account_move m set amount_residual = 0, paid_on = ${owedWeek} + 37 where ${settled}`);

  // A distributor has many customers: 40 other companies' invoices of the last year, half of them paid.
  await db.execute(sql`insert into res_partner (name, is_company) select 'Otra empresa ' || c, true from generate_series(1, ${otherCompanies}::int) c`);
  await db.execute(sql`
    insert into account_move (name, folio, partner_id, invoice_date, invoice_date_due, amount_untaxed, amount_tax, amount_total,
      amount_residual, paid_on)
    select 'FO-' || p.id || '-' || g, 8000000 + row_number() over (order by p.id, g), p.id, current_date - (g % 365), current_date - (g % 365) + 30,
      100000, 19000, 119000, case when g % 2 = 0 then 0 else 119000 end, case when g % 2 = 0 then current_date - (g % 365) end
    from res_partner p cross join generate_series(1, ${otherInvoices}::int) g
    where p.name like 'Otra empresa %'`);
  await db.execute(sql`vacuum analyze`);
}

async function run(label: string, adminUrl: string | undefined) {
  const database = await createScratchDatabase(adminUrl ?? '', 'despensa_bench');
  const { db } = database;
  try {
    await seedDemoData(db);
    const [demo] = await db.select({ id: resUsers.id, partnerId: resUsers.partnerId }).from(resUsers).where(eq(resUsers.login, 'demo@despensa.cl'));
    const partnerId = demo!.partnerId;
    await seedInvoices(db, partnerId, demo!.id);

    const app = benchGateway(db);
    const { auth: headers } = await benchSignIn(app, 'demo@despensa.cl');
    const read = async (path: string) => {
      const res = await app.request(path, { headers });
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
      return res;
    };
    async function timed(path: string) {
      const times: number[] = [];
      for (let i = 0; i < samples + 10; i += 1) {
        const started = performance.now();
        await (await read(path)).arrayBuffer();
        if (i >= 10) times.push(performance.now() - started);
      }
      return summary(times);
    }

    const year = `from=${addDays(today, -364)}&to=${today}`;
    const month = `from=${today.slice(0, 8)}01&to=${today}`;
    const yearStatement = (await (await read(`/api/account-statement?${year}`)).json()) as AccountStatement;
    const monthStatement = (await (await read(`/api/account-statement?${month}`)).json()) as AccountStatement;
    const invoices = (await (await read('/api/user/invoice-details')).json()) as InvoiceListRow[];
    // The statement's closing balance is what Facturas shows as owed, or the figures below mean nothing.
    const owed = invoices.reduce((sum, row) => sum + row.total_due, 0);
    if (monthStatement.closing_balance !== owed || yearStatement.closing_balance !== owed) {
      throw new Error(`closing balances ${monthStatement.closing_balance} and ${yearStatement.closing_balance}, Facturas owes ${owed}`);
    }

    const rows = [
      [`Facturas' list, ${invoices.length} invoices (baseline)`, await timed('/api/user/invoice-details')],
      [`statement, this month (${monthStatement.entries.length} entries)`, await timed(`/api/account-statement?${month}`)],
      [`statement, last 365 days (${yearStatement.entries.length} entries)`, await timed(`/api/account-statement?${year}`)],
      ['CSV, last 365 days', await timed(`/api/account-statement/csv?${year}`)],
      ['PDF, this month', await timed(`/api/account-statement/pdf?${month}`)],
    ] as const;
    const baseline = rows[0][1].p95;
    process.stdout.write(
      `\n${label}: ${orderCount} orders invoiced, beside ${otherCompanies} other companies' ${otherCompanies * otherInvoices} invoices; ${samples} requests each (load ${loadavg()[0]!.toFixed(2)})\n`,
    );
    for (const [name, t] of rows) {
      process.stdout.write(`  ${name.padEnd(44)} median ${t.median.toFixed(1).padStart(6)} ms   p95 ${t.p95.toFixed(1).padStart(6)} ms   ${(t.p95 / baseline).toFixed(2)}x\n`);
    }
    const yearP95 = rows[2][1].p95;
    process.stdout.write(`  target: a year's p95 below the baseline's: ${yearP95 < baseline ? 'met' : 'NOT met'} (${yearP95.toFixed(1)} ms against ${baseline.toFixed(1)} ms)\n`);

    const plan = (await db.execute(sql`explain ${ledgerQuery(partnerId, { from: addDays(today, -364), to: today })}`)) as unknown as { rows: Record<string, string>[] };
    process.stdout.write(`  the ledger's plan (a year):\n${plan.rows.map((r) => `    ${Object.values(r)[0]}`).join('\n')}\n`);
  } finally {
    await database.close();
  }
}

await run('PGlite', undefined);
if (process.env.BENCH_DATABASE_URL) await run('PostgreSQL', process.env.BENCH_DATABASE_URL);
