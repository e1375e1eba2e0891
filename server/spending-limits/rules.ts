import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { BuyerSpending, CompanyLimits, SpendingRule } from '../../contract/spending-limits';
import type { SpendingPeriod } from '../../contract/vocabulary';
import { noSpendingRule } from '../../contract/spending-limits';
import { can } from '../../contract/permissions';
import type { Role } from '../../contract/vocabulary';
import { santiagoDate } from '../../machines/rules/calendar';
import { periodAround, ruleFor } from '../../machines/rules/spending-limits';
import type { AppDeps } from '../context';
import type { Db } from '../db/client';
import { lockCompany, type Tx } from '../db/company-lock';
import { resUsers, saleOrder, spendingLimit } from '../db/schema';
import { ApiError } from '../http/errors';

type Reader = Db | Tx;
type LimitRow = typeof spendingLimit.$inferSelect;

const ruleOf = (row: LimitRow): SpendingRule => ({ per_order: row.perOrder, per_period: row.perPeriod, period: row.period as SpendingRule['period'] });

/** Whether `role`'s orders are judged by the spending rules: those who approve never wait for themselves. */
export const spendingRulesApply = (role: Role) => !can(role, 'purchase.approve');

/** The company's rule, and each of its users' own. */
async function rulesOf(db: Reader, companyId: number) {
  const rows = await db.select().from(spendingLimit).where(eq(spendingLimit.partnerId, companyId));
  const company = rows.find((row) => row.userId === null);
  const own = new Map(rows.filter((row) => row.userId !== null).map((row) => [row.userId!, ruleOf(row)]));
  return { company: company ? ruleOf(company) : noSpendingRule, own };
}

/**
 * The moments that bound the Santiago days `start` to `end`, so the orders are found through the company's
 * date index (sale_order_partner_date_idx) rather than by converting every order's date.
 */
const santiagoDaysBetween = (start: string, end: string) =>
  sql`${saleOrder.dateOrder} >= (${start}::date::timestamp at time zone 'America/Santiago') and ${saleOrder.dateOrder} < ((${end}::date + 1)::timestamp at time zone 'America/Santiago')`;

/** Orders that count against a limit: the company's, not cancelled. */
const countedOrdersOf = (companyId: number) => and(eq(saleOrder.partnerId, companyId), sql`${saleOrder.state} <> 'cancel'`);

/** The totals (with IVA) of a user's orders placed between two Santiago days, cancelled ones left out. */
export async function spentBetween(db: Reader, user: { id: number; partnerId: number }, start: string, end: string): Promise<number> {
  const [row] = await db
    .select({ spent: sql<string>`coalesce(sum(${saleOrder.amountTotal}), 0)` })
    .from(saleOrder)
    .where(and(countedOrdersOf(user.partnerId), eq(saleOrder.userId, user.id), santiagoDaysBetween(start, end)));
  return Number(row?.spent ?? 0);
}

/** What each of the company's users spent this week and this month, in one read of the company's orders. */
async function spentByUser(db: Reader, companyId: number, today: string): Promise<Map<number, Record<SpendingPeriod, number>>> {
  const week = periodAround('week', today);
  const month = periodAround('month', today);
  const from = week.start < month.start ? week.start : month.start;
  const to = week.end > month.end ? week.end : month.end;
  const within = ({ start, end }: { start: string; end: string }) => sql`coalesce(sum(${saleOrder.amountTotal}) filter (where ${santiagoDaysBetween(start, end)}), 0)`;
  const rows = await db
    .select({ userId: saleOrder.userId, week: sql<string>`${within(week)}`, month: sql<string>`${within(month)}` })
    .from(saleOrder)
    .where(and(countedOrdersOf(companyId), santiagoDaysBetween(from, to)))
    .groupBy(saleOrder.userId);
  return new Map(rows.filter((row) => row.userId !== null).map((row) => [row.userId!, { week: Number(row.week), month: Number(row.month) }]));
}

/** A user's rule and period; what they spent in it is read by the caller. */
function ruleAndPeriodOf(user: { id: number; role: Role }, rules: Awaited<ReturnType<typeof rulesOf>>, today: string): Omit<BuyerSpending, 'spent'> {
  const own = rules.own.get(user.id) ?? null;
  const rule = ruleFor(rules.company, own);
  const { start, end } = periodAround(rule.period, today);
  return { applies: spendingRulesApply(user.role), rule, own_rule: own !== null, period_start: start, period_end: end };
}

/** A buyer's rule and spending now: what the checkout judges an order by. */
export async function buyerSpending(db: Reader, user: { id: number; partnerId: number; role: Role }, today: string): Promise<BuyerSpending> {
  const spending = ruleAndPeriodOf(user, await rulesOf(db, user.partnerId), today);
  return { ...spending, spent: await spentBetween(db, user, spending.period_start, spending.period_end) };
}

/** The company's rule and every active user's, with what each spent in their period. */
export async function companyLimits(deps: Pick<AppDeps, 'db' | 'clock'>, companyId: number): Promise<CompanyLimits> {
  const { db, clock } = deps;
  const today = santiagoDate(clock.now());
  const [rules, users, spent] = await Promise.all([
    rulesOf(db, companyId),
    db
      .select({ id: resUsers.id, role: resUsers.role })
      .from(resUsers)
      .where(and(eq(resUsers.partnerId, companyId), eq(resUsers.active, true)))
      .orderBy(asc(resUsers.id)),
    spentByUser(db, companyId, today),
  ]);
  const members = users.map((user) => {
    const spending = ruleAndPeriodOf({ id: user.id, role: user.role as Role }, rules, today);
    return { user_id: user.id, ...spending, spent: spent.get(user.id)?.[spending.rule.period] ?? 0 };
  });
  return { company: rules.company, members };
}

async function upsertRule(tx: Tx, companyId: number, userId: number | null, rule: SpendingRule, now: Date) {
  const values = { perOrder: rule.per_order, perPeriod: rule.per_period, period: rule.period, updatedAt: now };
  const scope = userId === null ? isNull(spendingLimit.userId) : eq(spendingLimit.userId, userId);
  const updated = await tx
    .update(spendingLimit)
    .set(values)
    .where(and(eq(spendingLimit.partnerId, companyId), scope))
    .returning({ id: spendingLimit.id });
  if (updated.length === 0) await tx.insert(spendingLimit).values({ partnerId: companyId, userId, ...values });
}

/** Sets the company's rule; under the company's lock, so two admins saving at once leave one row. */
export async function setCompanyRule(deps: Pick<AppDeps, 'db' | 'clock'>, companyId: number, rule: SpendingRule): Promise<CompanyLimits> {
  await deps.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    await upsertRule(tx, companyId, null, rule, deps.clock.now());
  });
  return companyLimits(deps, companyId);
}

/** Sets a user's own rule, or with null lets the company's govern them again; another company's user is a 404. */
export async function setMemberRule(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  companyId: number,
  userId: number,
  rule: SpendingRule | null,
): Promise<CompanyLimits> {
  await deps.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const [user] = await tx
      .select({ id: resUsers.id })
      .from(resUsers)
      .where(and(eq(resUsers.id, userId), eq(resUsers.partnerId, companyId)))
      .limit(1);
    if (!user) throw new ApiError(404, 'not_found', 'El usuario no existe.');
    if (rule === null) {
      await tx.delete(spendingLimit).where(and(eq(spendingLimit.partnerId, companyId), eq(spendingLimit.userId, userId)));
    } else {
      await upsertRule(tx, companyId, userId, rule, deps.clock.now());
    }
  });
  return companyLimits(deps, companyId);
}
