import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { AccountStatement, StatementAging, StatementEntry, StatementEntryDetail, StatementParty, StatementPeriod } from '../../contract/account-statement';
import type { DebtBucket } from '../../contract/analytics';
import { addDays, santiagoInstant } from '../../machines/rules/calendar';
import { debtBucketOn } from '../analytics/report';
import type { Db } from '../db/client';
import { accountMove, resPartner } from '../db/schema';
import { creditLineOf } from '../payments/credit-line';

/**
 * One entry of the period as the ledger query answers it: day, whether it is a credit, the payment's id,
 * reference, an invoice's line, a payment's card, the order's name, a payment's invoices, debit, credit
 * and the balance after it.
 */
type LedgerEntry = [string, boolean, string | null, string, string | null, string | null, string | null, string[] | null, number, number, number];

/** The ledger query's one row: the opening balance (a bigint, which node-postgres hands as text), and the period's entries in order. */
interface Ledger {
  opening: number | string | bigint;
  entries: LedgerEntry[];
}

/**
 * The company's ledger up to the period's last day and the period's entries with their running balance,
 * in one statement:
 *
 * - a debit per invoice, on its invoice date (through account_move_partner_date_idx);
 * - a credit per approved invoice payment, on the Santiago day it was approved, for its amount;
 * - a credit per invoice paid but not through an approved invoice payment (born paid at checkout, a
 *   Club CXTI fee, the history), on its paid_on day, for its total. An invoice in an approved payment is
 *   credited by that payment alone (invoice_payment_line_open_idx answers which are).
 *
 * The opening balance sums what came before the period's first day; the running balance is that plus a
 * window sum in date order (invoices before payments on one day, then by id). Only the period's rows
 * look up their order's name and a payment's invoices, each through its key. The entries come back as
 * one JSON array: thousands of rows of a dozen columns cost PGlite more to hand over than to compute.
 */
export const ledgerQuery = (companyId: number, { from, to }: StatementPeriod) => {
  const end = santiagoInstant(addDays(to, 1), 0).toISOString();
  return sql`
    with ledger as (
      select m.invoice_date as day, 0 as side, null::timestamptz as moment, m.id as move_id, null::text as payment_id,
        false as paid, m.name as reference, m.order_id, m.line_description as line, null::text as card,
        m.amount_total::bigint as debit, 0::bigint as credit
      from account_move m
      where m.partner_id = ${companyId} and m.invoice_date <= ${to}::date
      union all
      select m.paid_on, 1, null, m.id, null, true, m.name, null, null, null, 0, m.amount_total
      from account_move m
      where m.partner_id = ${companyId} and m.paid_on <= ${to}::date
        and not exists (
          select 1 from invoice_payment_line l join invoice_payment p on p.id = l.payment_id
          where l.invoice_id = m.id and l.open and p.state = 'approved'
        )
      union all
      select (p.paid_at at time zone 'America/Santiago')::date, 1, p.paid_at, null, p.id, true,
        coalesce(p.provider_reference, upper(left(p.id, 8))), null, null, p.card_label, 0, p.amount
      from invoice_payment p
      where p.partner_id = ${companyId} and p.state = 'approved' and p.paid_at < ${end}::timestamptz
    ),
    opening as (
      select coalesce(sum(debit - credit), 0)::bigint as balance from ledger where day < ${from}::date
    ),
    period as (
      select l.*, (select balance from opening) + sum(l.debit - l.credit) over (
        order by l.day, l.side, l.moment nulls first, l.move_id, l.payment_id rows between unbounded preceding and current row
      ) as balance
      from ledger l
      where l.day >= ${from}::date
    ),
    -- The period's payments' invoices, in one join: a lookup per row would be cheap, but the planner prices
    -- it high enough on a year of entries for PostgreSQL to JIT-compile the query, which costs it ten times more.
    paid_invoices as (
      select pl.payment_id, array_agg(pm.name order by pm.invoice_date, pm.id) as names
      from invoice_payment_line pl join account_move pm on pm.id = pl.invoice_id
      where pl.payment_id in (select payment_id from period where payment_id is not null)
      group by pl.payment_id
    )
    select (select balance from opening) as opening, coalesce(json_agg(json_build_array(
      e.day, e.paid, e.payment_id, e.reference, e.line, e.card,
      (select so.name from sale_order so where so.id = e.order_id), pi.names,
      e.debit, e.credit, e.balance
    ) order by e.day, e.side, e.moment nulls first, e.move_id, e.payment_id), '[]'::json) as entries
    from period e
    left join paid_invoices pi on pi.payment_id = e.payment_id`;
};

/** How an entry reads in Spanish, on the PDF, in the CSV and for callers without the SPA. */
function describeEntry(detail: StatementEntryDetail): string {
  switch (detail.type) {
    case 'invoice':
      return detail.order_name ? `Factura del pedido ${detail.order_name}` : (detail.line ?? 'Factura');
    case 'payment':
      return `Pago con ${detail.card ?? 'tarjeta'} de ${detail.invoices.join(', ')}`;
    case 'invoice_paid':
      return `Pago de la factura ${detail.invoice}`;
  }
}

function entryOf([date, paid, paymentId, reference, line, card, orderName, invoices, debit, credit, balance]: LedgerEntry): StatementEntry {
  const detail: StatementEntryDetail = !paid
    ? { type: 'invoice', order_name: orderName, line }
    : paymentId
      ? { type: 'payment', card, invoices: invoices ?? [] }
      : { type: 'invoice_paid', invoice: reference };
  return { date, kind: paid ? 'payment' : 'invoice', reference, description: describeEntry(detail), detail, debit, credit, balance };
}

const agingKeyOf: Readonly<Record<DebtBucket, keyof StatementAging>> = {
  current: 'not_due',
  '1-30': 'd1_30',
  '31-60': 'd31_60',
  '61-90': 'd61_90',
  '90+': 'over_90',
};

/**
 * What was unpaid at the end of `day`, by how late it was then, with the analytics page's buckets: an
 * invoice issued by then and not paid by then (paid_on later, or not yet).
 */
async function agingOn(db: Db, companyId: number, day: string): Promise<StatementAging> {
  const rows = await db
    .select({ bucket: debtBucketOn(day), amount: sql<number>`sum(${accountMove.amountTotal})::bigint`.mapWith(Number) })
    .from(accountMove)
    .where(and(eq(accountMove.partnerId, companyId), lte(accountMove.invoiceDate, day), or(isNull(accountMove.paidOn), gt(accountMove.paidOn, day))))
    .groupBy(sql`1`);
  const aging: StatementAging = { not_due: 0, d1_30: 0, d31_60: 0, d61_90: 0, over_90: 0 };
  for (const row of rows) aging[agingKeyOf[row.bucket]] += row.amount;
  return aging;
}

/** The company as its documents name it: razón social, RUT, giro and its own address. */
async function companyParty(db: Db, companyId: number): Promise<StatementParty> {
  const [company] = await db
    .select({ name: resPartner.name, vat: resPartner.vat, activity: resPartner.businessActivity, street: resPartner.street, comuna: resPartner.comuna, region: resPartner.region })
    .from(resPartner)
    .where(eq(resPartner.id, companyId))
    .limit(1);
  if (!company) throw new Error(`company ${companyId} vanished under its own session`);
  return company;
}

/** The statement of `period` for the caller's company: four reads side by side (the pool's connections on PostgreSQL). */
export async function accountStatementOf(db: Db, companyId: number, period: StatementPeriod): Promise<AccountStatement> {
  const [ledger, aging, company, line] = await Promise.all([
    db.execute(ledgerQuery(companyId, period)) as unknown as Promise<{ rows: [Ledger] }>,
    agingOn(db, companyId, period.to),
    companyParty(db, companyId),
    creditLineOf(db, companyId),
  ]);
  const [row] = ledger.rows;
  const opening = Number(row.opening);
  const entries = row.entries.map(entryOf);
  const debits = entries.reduce((sum, entry) => sum + entry.debit, 0);
  const credits = entries.reduce((sum, entry) => sum + entry.credit, 0);
  return {
    period,
    company,
    opening_balance: opening,
    entries,
    debits,
    credits,
    closing_balance: opening + debits - credits,
    aging,
    credit: line && { limit: line.limit, used: line.used, available: line.available },
  };
}
