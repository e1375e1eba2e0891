import * as z from 'zod/mini';
import { endpoint } from './endpoint';

/**
 * Estado de cuenta: the company's invoices (cargos) and payments (abonos) of a period in date order with
 * the running balance, from the balance owed the day before it to the balance owed at its end; what was
 * overdue at its end by age, and the credit line now. The gateway computes it in SQL
 * (server/account-statement/); the page, the PDF and the CSV print the same figures.
 */

/** The longest period a statement covers: a year, a leap one too. */
export const maxStatementDays = 366;

const badDay = 'Las fechas del período van como AAAA-MM-DD.';
const day = z.iso.date({ error: badDay });

export interface StatementPeriod {
  /** Santiago days, `YYYY-MM-DD`, both included. */
  from: string;
  to: string;
}

const dayIndex = (value: string) => Date.UTC(Number(value.slice(0, 4)), Number(value.slice(5, 7)) - 1, Number(value.slice(8, 10))) / 86_400_000;

/** Days the period covers, both ends counted. */
const statementDays = ({ from, to }: StatementPeriod) => dayIndex(to) - dayIndex(from) + 1;

/** What is wrong with a period of real days, read on the Santiago day `today`; null when the gateway takes it. */
export type StatementPeriodProblem = 'reversed' | 'tooLong' | 'future';
export function statementPeriodProblem(period: StatementPeriod, today: string): StatementPeriodProblem | null {
  if (period.from > period.to) return 'reversed';
  if (statementDays(period) > maxStatementDays) return 'tooLong';
  if (period.to > today) return 'future';
  return null;
}

/** The gateway's words for each problem, beside the field `to`. */
export const statementPeriodMessages: Readonly<Record<StatementPeriodProblem, string>> = {
  reversed: 'La fecha de inicio del período no puede ser posterior a la de término.',
  tooLong: `El período puede abarcar hasta ${maxStatementDays} días.`,
  future: 'La fecha de término no puede ser posterior a hoy.',
};

/**
 * `?from=2026-11-01&to=2026-11-28`: both optional, the first of the current month and today (Santiago)
 * when left out. Two days given in the wrong order or too far apart are refused here; a day after today
 * needs the clock and is refused by the gateway with the same words.
 */
export const statementQuery = z.strictObject({ from: z.optional(day), to: z.optional(day) }).check(
  z.refine((q) => !q.from || !q.to || q.from <= q.to, { error: statementPeriodMessages.reversed, path: ['to'] }),
  z.refine((q) => !q.from || !q.to || q.from > q.to || statementDays({ from: q.from, to: q.to }) <= maxStatementDays, {
    error: statementPeriodMessages.tooLong,
    path: ['to'],
  }),
);

/** The name the PDF and the CSV are downloaded under: the gateway's Content-Disposition and the SPA's saved file. */
export const statementFileName = ({ from, to }: StatementPeriod, extension: 'pdf' | 'csv') => `estado-de-cuenta-${from}-${to}.${extension}`;

const party = z.object({
  /** Razón social. */
  name: z.string(),
  /** RUT, as registered (`76.123.456-0`). */
  vat: z.nullable(z.string()),
  /** Giro. */
  activity: z.nullable(z.string()),
  street: z.nullable(z.string()),
  comuna: z.nullable(z.string()),
  region: z.nullable(z.string()),
});
export type StatementParty = z.infer<typeof party>;

/** What an entry is, for the page to word it in the reader's language; `description` words it in Spanish. */
const entryDetail = z.discriminatedUnion('type', [
  /** An invoice: the order it bills, or without one (a Club CXTI fee) its one line as printed. */
  z.object({ type: z.literal('invoice'), order_name: z.nullable(z.string()), line: z.nullable(z.string()) }),
  /** A payment of invoices from Facturas: its card as the receipt names it (null: typed on the provider's page), and the invoices it paid. */
  z.object({ type: z.literal('payment'), card: z.nullable(z.string()), invoices: z.array(z.string()) }),
  /** An invoice paid when it was issued (a card order, a Club CXTI fee) or outside the portal. */
  z.object({ type: z.literal('invoice_paid'), invoice: z.string() }),
]);
export type StatementEntryDetail = z.infer<typeof entryDetail>;

const entry = z.object({
  /** The Santiago day of the invoice, or of the payment. */
  date: z.iso.date(),
  kind: z.enum(['invoice', 'payment']),
  /** The invoice's name (`FE 1042`), or the payment's reference with the provider. */
  reference: z.string(),
  /** In Spanish, as the PDF and the CSV print it. */
  description: z.string(),
  detail: entryDetail,
  /** Whole CLP with IVA: an invoice's total is a debit, a payment's amount a credit; the other is 0. */
  debit: z.int(),
  credit: z.int(),
  /** What the company owed after this entry. */
  balance: z.int(),
});
export type StatementEntry = z.infer<typeof entry>;

/** What was unpaid at the period's end, by days past its due date then: not due yet, 1-30, 31-60, 61-90, more than 90. */
const aging = z.object({ not_due: z.int(), d1_30: z.int(), d31_60: z.int(), d61_90: z.int(), over_90: z.int() });
export type StatementAging = z.infer<typeof aging>;
export const agingKeys = ['not_due', 'd1_30', 'd31_60', 'd61_90', 'over_90'] as const satisfies readonly (keyof StatementAging)[];

/** GET /account-statement: the statement of a period, money in whole CLP with IVA. */
export const accountStatement = z.object({
  period: z.object({ from: z.iso.date(), to: z.iso.date() }),
  /** The company the statement is of. */
  company: party,
  /** Owed at the start of the period's first day: every invoice before it less every payment before it. */
  opening_balance: z.int(),
  /** In date order, invoices before payments on one day. */
  entries: z.array(entry),
  /** The period's invoices and payments, added up. */
  debits: z.int(),
  credits: z.int(),
  /** Owed at the end of the period's last day: opening + debits - credits. */
  closing_balance: z.int(),
  aging,
  /** The credit line today, whatever the period; null when the company does not buy on credit. */
  credit: z.nullable(z.object({ limit: z.int(), used: z.int(), available: z.int() })),
});
export type AccountStatement = z.infer<typeof accountStatement>;

const forbidden = 'Solo la administración y finanzas ven el estado de cuenta de la empresa.';
const tag = 'Documentos';

export const accountStatementEndpoints = {
  statement: endpoint({
    method: 'get',
    path: '/account-statement',
    tag,
    summary: 'Estado de cuenta de un período: saldo inicial, facturas y pagos con el saldo de cada día, saldo final, deuda vencida por antigüedad y línea de crédito',
    access: 'bearer',
    action: 'accountStatement.read',
    forbidden,
    query: statementQuery,
    status: 200,
    answer: accountStatement,
  }),
  pdf: endpoint({
    method: 'get',
    path: '/account-statement/pdf',
    tag,
    summary: 'El estado de cuenta del período en PDF, con el RUT, la razón social y el giro del distribuidor y de la empresa',
    access: 'bearer',
    action: 'accountStatement.read',
    forbidden,
    query: statementQuery,
    status: 200,
    answer: { contentType: 'application/pdf', description: 'estado-de-cuenta-AAAA-MM-DD-AAAA-MM-DD.pdf' },
  }),
  csv: endpoint({
    method: 'get',
    path: '/account-statement/csv',
    tag,
    summary: 'Los movimientos del estado de cuenta del período en CSV (UTF-8 con BOM, separado por punto y coma)',
    access: 'bearer',
    action: 'accountStatement.read',
    forbidden,
    query: statementQuery,
    status: 200,
    answer: { contentType: 'text/csv; charset=utf-8', description: 'estado-de-cuenta-AAAA-MM-DD-AAAA-MM-DD.csv' },
  }),
};
