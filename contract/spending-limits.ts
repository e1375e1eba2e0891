import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { idParams } from './params';
import { spendingPeriods } from './vocabulary';

/**
 * What a company's admin lets a buyer order without asking: a limit per order and a limit per calendar
 * week or month (Santiago), each optional, CLP with IVA. The company's rule is every buyer's unless the
 * buyer has one of their own, which then replaces it whole. Admins' orders never wait.
 */

/** Up to a billion pesos, as an order's total may be. */
export const maxSpendingLimit = 1_000_000_000;

const limitError = `Escribe un monto en pesos, mayor que cero y hasta ${maxSpendingLimit.toLocaleString('es-CL')}.`;
const limitAmount = z.nullable(z.int({ error: limitError }).check(z.positive({ error: limitError }), z.lte(maxSpendingLimit, { error: limitError })));

export const spendingRule = z.strictObject({
  /** Null: any order size. */
  per_order: limitAmount,
  /** Null: no limit over the period. */
  per_period: limitAmount,
  period: z.enum(spendingPeriods, { error: 'Elige semana o mes.' }),
});
export type SpendingRule = z.infer<typeof spendingRule>;

/** A rule that lets everything through: the company's before its admin sets one. */
export const noSpendingRule: SpendingRule = { per_order: null, per_period: null, period: 'month' };

/** A buyer's period now: the rule that governs them, what they have ordered in it, and its Santiago days. */
const buyerSpending = z.object({
  /** False for those whose orders never wait (admins). */
  applies: z.boolean(),
  rule: spendingRule,
  /** Whether `rule` is the buyer's own or the company's. */
  own_rule: z.boolean(),
  /** The totals (with IVA) of the buyer's orders placed in the period, cancelled ones left out. */
  spent: z.int(),
  period_start: z.iso.date(),
  period_end: z.iso.date(),
});
export type BuyerSpending = z.infer<typeof buyerSpending>;

const memberSpending = z.object({ user_id: z.int(), ...buyerSpending.shape });
export type MemberSpending = z.infer<typeof memberSpending>;

const companyLimits = z.object({ company: spendingRule, members: z.array(memberSpending) });
export type CompanyLimits = z.infer<typeof companyLimits>;

/** `PUT /spending-limits/users/:id`: the buyer's own rule, or null to follow the company's again. */
const memberRuleRequest = z.strictObject({ rule: z.nullable(spendingRule) });
export type MemberRuleRequest = z.infer<typeof memberRuleRequest>;

const forbidden = 'Solo la administración de la empresa fija los límites de compra.';

export const spendingLimitEndpoints = {
  company: endpoint({
    method: 'get',
    path: '/spending-limits',
    tag: 'Empresa',
    summary: 'Límites de compra de la empresa y de cada usuario, con lo gastado en su periodo',
    access: 'bearer',
    action: 'company.read',
    status: 200,
    answer: companyLimits,
  }),
  setCompany: endpoint({
    method: 'put',
    path: '/spending-limits',
    tag: 'Empresa',
    summary: 'Fijar los límites de compra de la empresa (por pedido y por semana o mes)',
    access: 'bearer',
    action: 'limits.manage',
    forbidden,
    body: spendingRule,
    status: 200,
    answer: companyLimits,
  }),
  setMember: endpoint({
    method: 'put',
    path: '/spending-limits/users/:id',
    tag: 'Empresa',
    summary: 'Fijar los límites propios de un usuario, o volver a los de la empresa',
    access: 'bearer',
    action: 'limits.manage',
    forbidden,
    params: idParams,
    notFound: 'El usuario no existe.',
    body: memberRuleRequest,
    status: 200,
    answer: companyLimits,
    errors: { 404: 'Usuario de otra empresa o inexistente' },
  }),
  mine: endpoint({
    method: 'get',
    path: '/spending-limits/mine',
    tag: 'Pedidos y pagos',
    summary: 'Mi límite de compra y lo gastado en el periodo (el checkout decide si el pedido va a aprobación)',
    access: 'bearer',
    action: 'purchase.place',
    status: 200,
    answer: buyerSpending,
  }),
};
