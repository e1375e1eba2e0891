import * as z from 'zod/mini';
import { endpoint } from './endpoint';

/** The longest period a report or an export covers: five years of days. */
export const maxPeriodDays = 5 * 366;

const badDay = 'Las fechas del período van como AAAA-MM-DD.';
const day = z.string({ error: badDay }).check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: badDay }),
  z.refine((value) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
  }, { error: 'Esa fecha no existe en el calendario.' }),
);
const dayMs = 86_400_000;
const spanDays = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs + 1;

/** GET /analytics and /analytics/lines.csv: the period, Santiago calendar days, both ends included. */
export const periodQuery = z.strictObject({ from: day, to: day }).check(
  z.refine((q) => q.from <= q.to, { error: 'La fecha de inicio del período debe ser anterior a la de término.', path: ['to'] }),
  z.refine((q) => q.from > q.to || spanDays(q.from, q.to) <= maxPeriodDays, {
    error: 'El período puede abarcar hasta cinco años.',
    path: ['to'],
  }),
);
export type PeriodQuery = z.infer<typeof periodQuery>;

/** How late an unpaid invoice is, in days past its due date (Santiago): the ageing of the debt. */
export const debtBuckets = ['current', '1-30', '31-60', '61-90', '90+'] as const;
export type DebtBucket = (typeof debtBuckets)[number];

const period = z.object({ from: z.iso.date(), to: z.iso.date() });
/** Spend is what the orders cost with IVA (their `amount_total`: lines, delivery, IVA, discount). */
const figures = z.object({ spend: z.int(), orders: z.int(), average: z.int() });
const categorySpend = z.object({
  /** null: delivery and rounding, what an order costs beyond its lines with IVA. */
  category_id: z.nullable(z.int()),
  spend: z.int(),
});
const month = z.object({
  /** `YYYY-MM`, every month the period touches, those without orders too. */
  month: z.string(),
  spend: z.int(),
  orders: z.int(),
  categories: z.array(categorySpend),
});
const category = z.object({
  id: z.nullable(z.int()),
  name: z.string(),
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
});

/** GET /analytics: the company's purchases in a period beside the same number of days just before it. */
export const analyticsReport = z.object({
  period,
  previous: period,
  current: figures,
  before: figures,
  months: z.array(month),
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
    summary: 'Las compras de la empresa en un período, comparadas con el período anterior de igual largo',
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
    answer: { contentType: 'text/csv; charset=utf-8', description: 'compras-AAAA-MM-DD-AAAA-MM-DD.csv' },
  }),
};
