import * as z from 'zod/mini';
import { endpoint } from './endpoint';

/** The longest period a report or an export covers: five years of months. */
export const maxPeriodMonths = 60;

const badMonth = 'Los meses del período van como AAAA-MM.';
const month = z.string({ error: badMonth }).check(z.regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, { error: badMonth }));
const monthIndex = (value: string) => Number(value.slice(0, 4)) * 12 + Number(value.slice(5, 7)) - 1;

/**
 * GET /analytics and /analytics/lines.csv: the period as whole Santiago months, both ends included
 * (`from=2026-01&to=2026-03` is the first quarter; the current month counts up to now).
 */
export const periodQuery = z.strictObject({ from: month, to: month }).check(
  z.refine((q) => q.from <= q.to, { error: 'El mes de inicio del período debe ser anterior al de término.', path: ['to'] }),
  z.refine((q) => q.from > q.to || monthIndex(q.to) - monthIndex(q.from) < maxPeriodMonths, {
    error: 'El período puede abarcar hasta cinco años.',
    path: ['to'],
  }),
);
export type PeriodQuery = z.infer<typeof periodQuery>;

/** The name the period's lines are downloaded under: the gateway's Content-Disposition and the SPA's saved file. */
export const linesFileName = ({ from, to }: PeriodQuery) => `compras-${from}-${to}.csv`;

/** How late an unpaid invoice is, in days past its due date (Santiago): the ageing of the debt. */
export const debtBuckets = ['current', '1-30', '31-60', '61-90', '90+'] as const;
export type DebtBucket = (typeof debtBuckets)[number];

const period = z.object({ from: z.string(), to: z.string() });
/** Spend is what the orders cost with IVA (their `amount_total`: lines, delivery, IVA, discount). */
const figures = z.object({ spend: z.int(), orders: z.int(), average: z.int() });
const categorySpend = z.object({
  /** null: delivery and rounding, what an order costs beyond its lines with IVA. */
  category_id: z.nullable(z.int()),
  spend: z.int(),
});
const monthFigures = z.object({
  /** `YYYY-MM`, every month of the period, those without orders too. */
  month: z.string(),
  spend: z.int(),
  orders: z.int(),
  categories: z.array(categorySpend),
});
const category = z.object({
  id: z.nullable(z.int()),
  name: z.string(),
  /** The catalogue's slug, by which the portal words the category in the reader's language; null for delivery and adjustments. */
  slug: z.nullable(z.string()),
  spend: z.int(),
  previous_spend: z.int(),
});
const product = z.object({
  id: z.int(),
  name: z.string(),
  default_code: z.string(),
  uom: z.string(),
  /** The product's lines with IVA. */
  spend: z.int(),
  quantity: z.number(),
});
const debt = z.object({
  /** What the company owes today, and how much of it is past due. */
  owed: z.int(),
  overdue: z.int(),
  buckets: z.array(z.object({ bucket: z.enum(debtBuckets), amount: z.int(), count: z.int() })),
  /** The credit line, null when the company does not buy on credit: what it may owe, owes or holds, and has left. */
  credit: z.nullable(z.object({ limit: z.int(), used: z.int(), available: z.int() })),
});

/** GET /analytics: the company's purchases in a period beside the same number of months just before it. */
export const analyticsReport = z.object({
  period,
  previous: period,
  current: figures,
  before: figures,
  months: z.array(monthFigures),
  categories: z.array(category),
  top_by_spend: z.array(product),
  top_by_quantity: z.array(product),
  /** Null for a role that may not read invoices. Debt is as of today, whatever the period. */
  debt: z.nullable(debt),
  club: z.object({
    member: z.boolean(),
    /** With IVA: what club prices saved on the period's lines, and what they would have saved on lines paid at list price. */
    saved: z.int(),
    missed: z.int(),
  }),
});
export type AnalyticsReport = z.infer<typeof analyticsReport>;
export type AnalyticsProduct = z.infer<typeof product>;

export const analyticsEndpoints = {
  report: endpoint({
    method: 'get',
    path: '/analytics',
    tag: 'Análisis',
    summary: 'Las compras de la empresa en un período, comparadas con los meses inmediatamente anteriores, tantos como el período',
    access: 'bearer',
    action: 'analytics.read',
    query: periodQuery,
    status: 200,
    answer: analyticsReport,
  }),
  lines: endpoint({
    method: 'get',
    path: '/analytics/lines.csv',
    tag: 'Análisis',
    summary: 'Las líneas de los pedidos del período en CSV (UTF-8 con BOM, separado por punto y coma)',
    access: 'bearer',
    action: 'analytics.read',
    query: periodQuery,
    status: 200,
    answer: { contentType: 'text/csv; charset=utf-8', description: 'compras-AAAA-MM-AAAA-MM.csv' },
  }),
};
