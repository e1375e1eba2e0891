import { and, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { AnalyticsProduct, AnalyticsReport, DebtBucket, PeriodQuery } from '../../contract/analytics';
import { debtBuckets } from '../../contract/analytics';
import { addDays, daysBetween, santiagoDate, santiagoInstant } from '../../machines/rules/calendar';
import type { Db } from '../db/client';
import { accountMove, productCategory, productProduct, resPartner, saleOrder, saleOrderLine } from '../db/schema';

/** Orders that count as purchases: confirmed (paid or on credit) and delivered; not drafts or cancelled ones. */
export const purchasedStates = ['sale', 'done'] as const;
const topCount = 10;

/** The same number of days just before the period. */
export function previousPeriod({ from, to }: PeriodQuery): PeriodQuery {
  const days = daysBetween(from, to) + 1;
  return { from: addDays(from, -days), to: addDays(from, -1) };
}

/** Every `YYYY-MM` from the month of `from` to the month of `to`. */
export function monthsOf({ from, to }: PeriodQuery): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/** The instants bounding Santiago's days `from` to `to`, for the (partner_id, date_order) index. */
export const instantsOf = ({ from, to }: PeriodQuery) => ({ start: santiagoInstant(from, 0), end: santiagoInstant(addDays(to, 1), 0) });

/** A line with IVA, rounded as the invoice rounds one line: net + round(net × 19 %). */
export const lineGross = sql<number>`round(${saleOrderLine.priceSubtotal} * 1.19)`;
/** What club prices make of a line, with IVA: the difference to the list price over its quantity. */
const lineClubDifference = sql`round(greatest(${saleOrderLine.priceUnit} - ${saleOrderLine.cxtiPrice}, 0) * ${saleOrderLine.productUomQty} * 1.19)`;
const chargedClubPrice = sql`${saleOrderLine.cxtiPrice} > 0 and ${saleOrderLine.priceSubtotal} < round(${saleOrderLine.priceUnit} * ${saleOrderLine.productUomQty})`;
const santiagoMonth = sql<string>`to_char(${saleOrder.dateOrder} at time zone 'America/Santiago', 'YYYY-MM')`;

interface Totals {
  spend: number;
  orders: number;
}
const figures = ({ spend, orders }: Totals) => ({ spend, orders, average: orders === 0 ? 0 : Math.round(spend / orders) });

/**
 * The report, aggregated by PostgreSQL: orders per month, lines per month and product, debt per ageing
 * bucket. Each query reads only the company's rows through its (partner_id, date) index; what is left for
 * JavaScript is rolling up at most months × products rows into categories and the top products.
 */
export async function analyticsReport(db: Db, partnerId: number, period: PeriodQuery, now: Date, withDebt: boolean): Promise<AnalyticsReport> {
  const previous = previousPeriod(period);
  const { start: previousStart } = instantsOf(previous);
  const { start, end } = instantsOf(period);
  const inPeriods = and(
    eq(saleOrder.partnerId, partnerId),
    inArray(saleOrder.state, [...purchasedStates]),
    gte(saleOrder.dateOrder, previousStart),
    lt(saleOrder.dateOrder, end),
  );
  const isCurrent = sql<boolean>`${saleOrder.dateOrder} >= ${start.toISOString()}::timestamptz`;

  const orderRows = await db
    .select({
      current: isCurrent,
      month: santiagoMonth,
      orders: sql<number>`count(*)::int`,
      spend: sql<number>`coalesce(sum(${saleOrder.amountTotal}), 0)::bigint`.mapWith(Number),
    })
    .from(saleOrder)
    .where(inPeriods)
    .groupBy(sql`1`, sql`2`);

  const lineRows = await db
    .select({
      current: isCurrent,
      month: santiagoMonth,
      productId: saleOrderLine.productId,
      quantity: sql<number>`sum(${saleOrderLine.productUomQty})`.mapWith(Number),
      spend: sql<number>`sum(${lineGross})::bigint`.mapWith(Number),
      saved: sql<number>`coalesce(sum(${lineClubDifference}) filter (where ${chargedClubPrice}), 0)::bigint`.mapWith(Number),
      missed: sql<number>`coalesce(sum(${lineClubDifference}) filter (where ${saleOrderLine.cxtiPrice} > 0 and not (${chargedClubPrice})), 0)::bigint`.mapWith(Number),
    })
    .from(saleOrder)
    .innerJoin(saleOrderLine, eq(saleOrderLine.orderId, saleOrder.id))
    .where(inPeriods)
    .groupBy(sql`1`, sql`2`, saleOrderLine.productId);

  const productIds = [...new Set(lineRows.map((row) => row.productId))];
  const products =
    productIds.length === 0
      ? []
      : await db
          .select({
            id: productProduct.id,
            name: productProduct.name,
            defaultCode: productProduct.defaultCode,
            uom: productProduct.uom,
            categoryId: productCategory.id,
            categoryName: productCategory.name,
            sequence: productCategory.sequence,
          })
          .from(productProduct)
          .innerJoin(productCategory, eq(productCategory.id, productProduct.categId))
          .where(inArray(productProduct.id, productIds));
  const productById = new Map(products.map((p) => [p.id, p]));

  const today = santiagoDate(now);
  const [partner] = await db.select({ clubMemberUntil: resPartner.clubMemberUntil }).from(resPartner).where(eq(resPartner.id, partnerId));

  // Months: spend and orders from the orders, categories from the lines; what the lines with IVA do not
  // explain (delivery, rounding, a discount) is the null category, so a month's categories add up to it.
  const months = monthsOf(period).map((month) => ({ month, spend: 0, orders: 0, categories: new Map<number | null, number>() }));
  const monthAt = new Map(months.map((m) => [m.month, m]));
  const totals = { current: { spend: 0, orders: 0 }, previous: { spend: 0, orders: 0 } };
  const orderSpendByPeriod = { current: 0, previous: 0 };
  for (const row of orderRows) {
    const which = row.current ? 'current' : 'previous';
    totals[which].spend += row.spend;
    totals[which].orders += row.orders;
    orderSpendByPeriod[which] += row.spend;
    const month = row.current ? monthAt.get(row.month) : undefined;
    if (month) {
      month.spend += row.spend;
      month.orders += row.orders;
    }
  }

  const categories = new Map<number | null, { id: number | null; name: string; sequence: number; spend: number; previous_spend: number }>();
  const category = (id: number | null, name: string, sequence: number) => {
    let found = categories.get(id);
    if (!found) categories.set(id, (found = { id, name, sequence, spend: 0, previous_spend: 0 }));
    return found;
  };
  const byProduct = new Map<number, AnalyticsProduct>();
  const club = { saved: 0, missed: 0 };
  const linesSpend = { current: 0, previous: 0 };
  for (const row of lineRows) {
    const product = productById.get(row.productId);
    if (!product) continue;
    const which = row.current ? 'current' : 'previous';
    linesSpend[which] += row.spend;
    const entry = category(product.categoryId, product.categoryName, product.sequence);
    if (!row.current) {
      entry.previous_spend += row.spend;
      continue;
    }
    entry.spend += row.spend;
    club.saved += row.saved;
    club.missed += row.missed;
    const month = monthAt.get(row.month)!;
    month.categories.set(product.categoryId, (month.categories.get(product.categoryId) ?? 0) + row.spend);
    const top = byProduct.get(product.id) ?? { id: product.id, name: product.name, default_code: product.defaultCode, uom: product.uom, spend: 0, quantity: 0 };
    top.spend += row.spend;
    top.quantity = Math.round((top.quantity + row.quantity) * 10) / 10;
    byProduct.set(product.id, top);
  }
  const rest = category(null, 'Despacho y ajustes', Number.MAX_SAFE_INTEGER);
  rest.spend = orderSpendByPeriod.current - linesSpend.current;
  rest.previous_spend = orderSpendByPeriod.previous - linesSpend.previous;
  for (const month of months) {
    const explained = [...month.categories.values()].reduce((sum, spend) => sum + spend, 0);
    if (month.spend !== explained) month.categories.set(null, month.spend - explained);
  }

  const tops = [...byProduct.values()];
  const sortedBy = (key: 'spend' | 'quantity') =>
    [...tops].sort((a, b) => b[key] - a[key] || a.name.localeCompare(b.name, 'es')).slice(0, topCount);

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
      .map(({ id, name, spend, previous_spend }) => ({ id, name, spend, previous_spend })),
    top_by_spend: sortedBy('spend'),
    top_by_quantity: sortedBy('quantity'),
    debt: withDebt ? await debtOf(db, partnerId, today) : null,
    club: { member: partner?.clubMemberUntil != null && partner.clubMemberUntil >= today, ...club },
  };
}

/** Days past due, as the invoices page counts them: due today is not late. */
const lateness = (today: string) => sql<number>`(${today}::date - ${accountMove.invoiceDateDue})`;

async function debtOf(db: Db, partnerId: number, today: string): Promise<NonNullable<AnalyticsReport['debt']>> {
  const late = lateness(today);
  const bucket = sql<DebtBucket>`case when ${late} <= 0 then 'current' when ${late} <= 30 then '1-30' when ${late} <= 60 then '31-60' when ${late} <= 90 then '61-90' else '90+' end`;
  const rows = await db
    .select({
      bucket,
      amount: sql<number>`sum(${accountMove.amountResidual})::bigint`.mapWith(Number),
      count: sql<number>`count(*)::int`,
    })
    .from(accountMove)
    .where(and(eq(accountMove.partnerId, partnerId), gt(accountMove.amountResidual, 0)))
    .groupBy(sql`1`);
  const found = new Map(rows.map((row) => [row.bucket, row]));
  const buckets = debtBuckets.map((name) => ({ bucket: name, amount: found.get(name)?.amount ?? 0, count: found.get(name)?.count ?? 0 }));
  const owed = buckets.reduce((sum, b) => sum + b.amount, 0);
  return { owed, overdue: owed - buckets[0]!.amount, buckets };
}
