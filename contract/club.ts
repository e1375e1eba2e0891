import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { maxId } from './params';

/** The days behind the figure that sells the club: what the company's own orders would have saved. */
export const clubSavingsDays = 90;

/**
 * A plan of the Club CXTI, its price in whole CLP with IVA for the whole plan period. The portal words a
 * plan and each benefit by its `code` in the reader's language; `name` and `text` are the Spanish, shown
 * for a code it has no words for.
 */
const clubPlan = z.object({
  id: z.int(),
  /** `annual`, `monthly`, or another plan's own code. */
  code: z.string(),
  name: z.string(),
  months: z.int(),
  price: z.int(),
  benefits: z.array(z.object({ code: z.string(), text: z.string() })),
  /** Against paying the shortest plan month after month for as long: null for the shortest plan itself. */
  saving: z.nullable(z.int()),
});
export type ClubPlan = z.infer<typeof clubPlan>;

export const membershipStates = ['active', 'cancelling', 'grace', 'lapsed'] as const;
export type MembershipState = (typeof membershipStates)[number];

/** The membership of a company that joined at least once. */
const membership = z.object({
  /** Club prices apply today (active, cancelling until its end, or in the grace days of a declined renewal). */
  active: z.boolean(),
  /** The last day (Santiago) club prices apply; null for a company that never joined. */
  member_until: z.nullable(z.string()),
  /** null for a company that never joined. */
  details: z.nullable(
    z.object({
      state: z.enum(membershipStates),
      plan_id: z.int(),
      started_on: z.string(),
      /** The next charge: on `date`, `amount` for `plan_id` (a plan change counts from then); null once cancelled or lapsed. */
      next_renewal: z.nullable(z.object({ date: z.string(), amount: z.int(), plan_id: z.int() })),
      /** The saved card renewals are charged to; null when none is set or it was deleted. */
      card_id: z.nullable(z.int()),
      /** What club prices saved the company since it joined, with IVA. */
      saved_since_joining: z.int(),
      /** While in grace: the day the membership lapses unless a retry is approved. */
      grace_until: z.nullable(z.string()),
    }),
  ),
});

/**
 * `GET /club`: the plans, whether the company is a member today, and what club prices did or would have
 * done on its confirmed orders of the last `clubSavingsDays` days (with IVA; lines with a club price).
 */
const clubOverview = z.object({
  plans: z.array(clubPlan),
  membership,
  savings: z.object({
    from: z.string(),
    to: z.string(),
    amount: z.int(),
  }),
});
export type ClubOverview = z.infer<typeof clubOverview>;

const id = z.int().check(z.positive(), z.lte(maxId));

/** `POST /club/join`, with an Idempotency-Key: a plan, paid with a card on the provider's page or a saved card. */
const joinRequest = z.strictObject({ plan_id: id, payment_method_id: id });
export type JoinClubRequest = z.infer<typeof joinRequest>;
const joinResponse = z.object({
  charge_id: z.string(),
  redirect_url: z.string().check(z.regex(/^(https?:\/\/|\/(?!\/))/)),
});
export type JoinClubResponse = z.infer<typeof joinResponse>;

/** The query the provider sends the payer back to /dashboard/suscripcion with. */
export const clubChargeReturnParam = 'pago';

const chargeStatus = z.object({
  charge_id: z.string(),
  plan_id: z.int(),
  status: z.enum(['approved', 'rejected', 'pending']),
  /** The provider's reason, in Spanish, when it gave one. */
  reason: z.optional(z.string()),
});
export type ClubChargeStatus = z.infer<typeof chargeStatus>;

const chargeParams = z.strictObject({
  id: z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)),
});

/** `PUT /club/membership`: the plan of the next period, the card renewals are charged to, or both. */
const membershipChange = z
  .strictObject({ next_plan_id: z.optional(id), card_id: z.optional(id) })
  .check(z.refine((body) => Object.keys(body).length > 0, { error: 'Indica al menos un dato que cambiar.', when: (payload) => payload.issues.length === 0 }));
export type MembershipChange = z.infer<typeof membershipChange>;

const adminOnly = 'Solo la persona administradora de la empresa gestiona el Club CXTI.';

export const clubEndpoints = {
  overview: endpoint({
    method: 'get',
    path: '/club',
    tag: 'Club CXTI',
    summary: 'Planes del Club CXTI, la membresía de la empresa y su ahorro de los últimos 90 días',
    access: 'bearer',
    action: 'club.manage',
    forbidden: adminOnly,
    status: 200,
    answer: clubOverview,
  }),
  join: endpoint({
    method: 'post',
    path: '/club/join',
    tag: 'Club CXTI',
    summary: 'Unirse al Club CXTI: pagar el plan con tarjeta en el proveedor o con una tarjeta guardada',
    access: 'bearer',
    action: 'club.manage',
    forbidden: adminOnly,
    idempotent: true,
    body: joinRequest,
    status: 201,
    answer: joinResponse,
    errors: { 404: 'Plan o medio de pago ajeno', 409: 'Ya es socia', 422: 'Medio no permitido o clave reutilizada', 502: 'El proveedor no respondió', 503: 'Sin proveedor de pagos' },
  }),
  charge: endpoint({
    method: 'get',
    path: '/club/charges/:id',
    tag: 'Club CXTI',
    summary: 'Estado de un cobro del Club, leído del proveedor (activa la membresía al aprobarse)',
    access: 'bearer',
    action: 'club.manage',
    forbidden: adminOnly,
    params: chargeParams,
    notFound: 'El cobro no existe.',
    status: 200,
    answer: chargeStatus,
    errors: { 404: 'Cobro ajeno o inexistente' },
  }),
  change: endpoint({
    method: 'put',
    path: '/club/membership',
    tag: 'Club CXTI',
    summary: 'Cambiar el plan desde el próximo período o la tarjeta de las renovaciones',
    access: 'bearer',
    action: 'club.manage',
    forbidden: adminOnly,
    body: membershipChange,
    status: 200,
    answer: clubOverview,
    errors: { 404: 'Plan o tarjeta ajena', 409: 'Sin membresía vigente o tarjeta vencida' },
  }),
  cancel: endpoint({
    method: 'post',
    path: '/club/cancel',
    tag: 'Club CXTI',
    summary: 'Cancelar: sigue activa hasta el fin del período pagado y no se renueva',
    access: 'bearer',
    action: 'club.manage',
    forbidden: adminOnly,
    status: 200,
    answer: clubOverview,
    errors: { 409: 'Sin membresía activa' },
  }),
  resume: endpoint({
    method: 'post',
    path: '/club/resume',
    tag: 'Club CXTI',
    summary: 'Reanudar una membresía cancelada antes de que termine su período',
    access: 'bearer',
    action: 'club.manage',
    forbidden: adminOnly,
    status: 200,
    answer: clubOverview,
    errors: { 409: 'No está cancelada o ya terminó' },
  }),
};
