import { and, eq, gt, gte, lte, sql } from 'drizzle-orm';
import type { AnalyticsProduct, AnalyticsReport, DebtBucket, PeriodQuery } from '../../contract/analytics';
import { debtBuckets } from '../../contract/analytics';
import { santiagoDate, santiagoInstant } from '../../machines/rules/calendar';
import type { Db } from '../db/client';
import { accountMove, productCategory, productProduct, resPartner, saleOrderLine, saleReportLine, saleReportOrder } from '../db/schema';
import { creditLineOf } from '../payments/credit-line';

/** Orders that count as purchases: confirmed (paid or on credit) and delivered; not drafts or cancelled ones. The triggers of sale_report_* count the same. */
export const purchasedStates = ['sale', 'done'] as const;
const topCount = 10;

const indexOf = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthAt = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

/** The same number of months just before the period. */
export function previousPeriod({ from, to }: PeriodQuery): PeriodQuery {
  const length = indexOf(to) - indexOf(from) + 1;
  return { from: monthAt(indexOf(from) - length), to: monthAt(indexOf(from) - 1) };
}

/** Every `YYYY-MM` from `from` to `to`. */
export function monthsOf({ from, to }: PeriodQuery): string[] {
  return Array.from({ length: indexOf(to) - indexOf(from) + 1 }, (_, i) => monthAt(indexOf(from) + i));
}

/** The instants bounding the period's months in Santiago, for the (partner_id, date_order) index. */
export const instantsOf = ({ from, to }: PeriodQuery) => ({
  start: santiagoInstant(`${from}-01`, 0),
  end: santiagoInstant(`${monthAt(indexOf(to) + 1)}-01`, 0),
});

/** A line with IVA, rounded as the invoice rounds one line: net + round(net × 19 %). The triggers sum the same. */
export const lineGross = sql<number>`round(${saleOrderLine.priceSubtotal} * 1.19)`;
const firstDay = (month: string) => `${month}-01`;

interface Totals {
  spend: number;
  orders: number;
}
const figures = ({ spend, orders }: Totals) => ({ spend, orders, average: orders === 0 ? 0 : Math.round(spend / orders) });

/**
 * The report, from the monthly sums the database keeps (sale_report_order, sale_report_line): a period
 * of twelve months reads at most 24 order rows and 24 × products line rows of the company, through their
 * primary keys, whatever its number of orders; months per category, the period per product and the debt
 * per ageing bucket are grouped in SQL. JavaScript picks the top ten of at most a catalogue's rows.
 */
export async function analyticsReport(db: Db, partnerId: number, period: PeriodQuery, now: Date, withDebt: boolean): Promise<AnalyticsReport> {
  const previous = previousPeriod(period);
  const start = firstDay(period.from);
  const ordersQuery = db
    .select({ month: saleReportOrder.month, orders: saleReportOrder.orders, spend: saleReportOrder.spend })
    .from(saleReportOrder)
    .where(and(eq(saleReportOrder.partnerId, partnerId), gte(saleReportOrder.month, firstDay(previous.from)), lte(saleReportOrder.month, firstDay(period.to))));
  const linesOf = and(eq(saleReportLine.partnerId, partnerId), gte(saleReportLine.month, firstDay(previous.from)), lte(saleReportLine.month, firstDay(period.to)));
  const categoriesQuery = db
    .select({
      month: saleReportLine.month,
      categoryId: productCategory.id,
      name: productCategory.name,
      slug: productCategory.slug,
      sequence: productCategory.sequence,
      spend: sql<number>`sum(${saleReportLine.spend})::bigint`.mapWith(Number),
    })
    .from(saleReportLine)
    .innerJoin(productProduct, eq(productProduct.id, saleReportLine.productId))
    .innerJoin(productCategory, eq(productCategory.id, productProduct.categId))
    .where(linesOf)
    .groupBy(saleReportLine.month, productCategory.id);
  // Per product over the period: the top products and the club's figure are picked from these few rows.
  const productsQuery = db
    .select({
      id: productProduct.id,
      name: productProduct.name,
      default_code: productProduct.defaultCode,
      uom: productProduct.uom,
      spend: sql<number>`sum(${saleReportLine.spend})::bigint`.mapWith(Number),
      quantity: sql<number>`sum(${saleReportLine.quantity})`.mapWith(Number),
      saved: sql<number>`sum(${saleReportLine.saved})::bigint`.mapWith(Number),
      missed: sql<number>`sum(${saleReportLine.missed})::bigint`.mapWith(Number),
    })
    .from(saleReportLine)
    .innerJoin(productProduct, eq(productProduct.id, saleReportLine.productId))
    .where(and(eq(saleReportLine.partnerId, partnerId), gte(saleReportLine.month, start), lte(saleReportLine.month, firstDay(period.to))))
    .groupBy(productProduct.id);

  const today = santiagoDate(now);
  // Independent reads: on PostgreSQL they run side by side on the pool's connections.
  const [orderRows, byCategory, productRows, [partner], debt] = await Promise.all([
    ordersQuery,
    categoriesQuery,
    productsQuery,
    db.select({ clubMemberUntil: resPartner.clubMemberUntil }).from(resPartner).where(eq(resPartner.id, partnerId)),
    withDebt ? debtOf(db, partnerId, today) : null,
  ]);

  // Months: spend and orders from the orders, categories from the lines; what the lines with IVA do not
  // explain (delivery, rounding, a discount) is the null category, so a month's categories add up to it.
  const months = monthsOf(period).map((month) => ({ month, spend: 0, orders: 0, categories: new Map<number | null, number>() }));
  const monthByKey = new Map(months.map((m) => [m.month, m]));
  const totals = { current: { spend: 0, orders: 0 }, previous: { spend: 0, orders: 0 } };
  for (const row of orderRows) {
    const current = row.month >= start;
    totals[current ? 'current' : 'previous'].spend += row.spend;
    totals[current ? 'current' : 'previous'].orders += row.orders;
    const month = current ? monthByKey.get(row.month.slice(0, 7)) : undefined;
    if (month) {
      month.spend += row.spend;
      month.orders += row.orders;
    }
  }

  const categories = new Map<number | null, { id: number | null; name: string; slug: string | null; sequence: number; spend: number; previous_spend: number }>();
  const category = (id: number | null, name: string, slug: string | null, sequence: number) => {
    let found = categories.get(id);
    if (!found) categories.set(id, (found = { id, name, slug, sequence, spend: 0, previous_spend: 0 }));
    return found;
  };
  const linesSpend = { current: 0, previous: 0 };
  for (const row of byCategory) {
    const current = row.month >= start;
    linesSpend[current ? 'current' : 'previous'] += row.spend;
    const entry = category(row.categoryId, row.name, row.slug, row.sequence);
    if (!current) {
      entry.previous_spend += row.spend;
      continue;
    }
    entry.spend += row.spend;
    const month = monthByKey.get(row.month.slice(0, 7))!;
    month.categories.set(row.categoryId, (month.categories.get(row.categoryId) ?? 0) + row.spend);
  }
  const rest = category(null, 'Despacho y ajustes', null, Number.MAX_SAFE_INTEGER);
  rest.spend = totals.current.spend - linesSpend.current;
  rest.previous_spend = totals.previous.spend - linesSpend.previous;
  for (const month of months) {
    const explained = [...month.categories.values()].reduce((sum, spend) => sum + spend, 0);
    if (month.spend !== explained) month.categories.set(null, month.spend - explained);
  }
  const club = { saved: 0, missed: 0 };
  const bought: AnalyticsProduct[] = [];
  for (const { saved, missed, ...product } of productRows) {
    club.saved += saved;
    club.missed += missed;
    // A month whose orders were all cancelled leaves rows of zeros behind.
    if (product.spend !== 0 || product.quantity !== 0) bought.push({ ...product, quantity: Math.round(product.quantity * 10) / 10 });
  }
  const top = (key: 'spend' | 'quantity') =>
    [...bought].sort((a, b) => b[key] - a[key] || a.name.localeCompare(b.name, 'es')).slice(0, topCount);

  return {
    period: { from: period.from, to: period.to },
    previous,
    current: figures(totals.current),
    before: figures(totals.previous),
    months: months.map((m) => ({
      month: m.month,
      spend: m.spend,
      orders: m.orders,
      categories: [...m.categories].map(([category_id, spend]) => ({ category_id, spend })),
    })),
    categories: [...categories.values()]
      .filter((c) => c.spend !== 0 || c.previous_spend !== 0)
      .sort((a, b) => b.spend - a.spend || a.sequence - b.sequence)
      .map(({ id, name, slug, spend, previous_spend }) => ({ id, name, slug, spend, previous_spend })),
    top_by_spend: top('spend'),
    top_by_quantity: top('quantity'),
    debt,
    club: { member: partner?.clubMemberUntil != null && partner.clubMemberUntil >= today, ...club },
  };
}

/** Days past due, as the invoices page counts them: due today is not late. */
const lateness = (today: string) => sql<number>`(${today}::date - ${accountMove.invoiceDateDue})`;

/**
 * An invoice's ageing bucket on `day` (Santiago), with the bounds of machines/rules/debt-bucket.ts: the
 * analytics page's debt and the account statement's aging group by it.
 */
export function debtBucketOn(day: string) {
  const late = lateness(day);
  return sql<DebtBucket>`case when ${late} <= 0 then 'current' when ${late} <= 30 then '1-30' when ${late} <= 60 then '31-60' when ${late} <= 90 then '61-90' else '90+' end`;
}

async function debtOf(db: Db, partnerId: number, today: string): Promise<NonNullable<AnalyticsReport['debt']>> {
  const rows = await db
    .select({
      bucket: debtBucketOn(today),
      amount: sql<number>`sum(${accountMove.amountResidual})::bigint`.mapWith(Number),
      count: sql<number>`count(*)::int`,
    })
    .from(accountMove)
    .where(and(eq(accountMove.partnerId, partnerId), gt(accountMove.amountResidual, 0)))
    .groupBy(sql`1`);
  const found = new Map(rows.map((row) => [row.bucket, row]));
  const buckets = debtBuckets.map((name) => ({ bucket: name, amount: found.get(name)?.amount ?? 0, count: found.get(name)?.count ?? 0 }));
  const owed = buckets.reduce((sum, b) => sum + b.amount, 0);
  const line = await creditLineOf(db, partnerId);
  const credit = line && { limit: line.limit, used: line.used, available: line.available };
  return { owed, overdue: owed - buckets[0]!.amount, buckets, credit };
}
