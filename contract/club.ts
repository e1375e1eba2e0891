import * as z from 'zod/mini';
import { endpoint } from './endpoint';

/** The days behind the figure that sells the club: what the company's own orders would have saved. */
export const clubSavingsDays = 90;

/** A plan of the Club CXTI, its price in whole CLP with IVA for the whole plan period. */
const clubPlan = z.object({
  id: z.int(),
  name: z.string(),
  months: z.int(),
  price: z.int(),
  benefits: z.array(z.string()),
  /** Against paying the shortest plan month after month for as long: null for the shortest plan itself. */
  saving: z.nullable(z.int()),
});
export type ClubPlan = z.infer<typeof clubPlan>;

/**
 * `GET /club`: the plans, whether the company is a member today, and what club prices did or would have
 * done on its confirmed orders of the last `clubSavingsDays` days (with IVA; lines with a club price).
 */
const clubOverview = z.object({
  plans: z.array(clubPlan),
  membership: z.object({
    active: z.boolean(),
    /** The last day (Santiago) of the period paid; null for a company that never joined. */
    member_until: z.nullable(z.string()),
  }),
  savings: z.object({
    from: z.string(),
    to: z.string(),
    amount: z.int(),
  }),
});
export type ClubOverview = z.infer<typeof clubOverview>;

export const clubEndpoints = {
  overview: endpoint({
    method: 'get',
    path: '/club',
    tag: 'Club CXTI',
    summary: 'Planes del Club CXTI, la membresía de la empresa y su ahorro de los últimos 90 días',
    access: 'bearer',
    action: 'club.manage',
    forbidden: 'Solo la persona administradora de la empresa gestiona el Club CXTI.',
    status: 200,
    answer: clubOverview,
  }),
};
