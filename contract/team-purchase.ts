import * as z from 'zod/mini';
import { product } from './catalogue';
import { endpoint } from './endpoint';
import { idParams, maxId } from './params';

export const campaignStates = ['open', 'closing', 'closed'] as const;
export const campaignOutcomes = ['filled', 'released'] as const;
export type CampaignOutcome = (typeof campaignOutcomes)[number];

/** How far the list polls back: a closed campaign stays listed this many days after its deadline. */
export const closedCampaignDays = 60;

/**
 * A team purchase as everyone sees it, visitors too: the product at its list price and at the group
 * price (both net, per unit of `uom`), how full the batch is and until when.
 */
const campaign = z.object({
  id: z.int(),
  title: z.string(),
  /** The catalogue's product: its list price is what a buyer pays outside the batch. */
  product,
  group_price: z.int(),
  /** Whole percent the group price saves against the list price. */
  saving_percent: z.int(),
  target_qty: z.int(),
  max_qty: z.int(),
  min_per_company: z.number(),
  max_per_company: z.nullable(z.number()),
  /** What the commitments in the batch add up to; once closed, what was ordered, or released if it did not fill. */
  committed_qty: z.number(),
  companies: z.int(),
  /** ISO instant; shown in Santiago time. */
  deadline: z.string(),
  delivery_date: z.string(),
  state: z.enum(campaignStates),
  outcome: z.nullable(z.enum(campaignOutcomes)),
});
export type Campaign = z.infer<typeof campaign>;

const campaignList = z.object({
  /** Open first, by deadline; then the ones closed in the last `closedCampaignDays` days, newest first. */
  campaigns: z.array(campaign),
});
export type CampaignList = z.infer<typeof campaignList>;

export const commitmentStates = ['active', 'withdrawn', 'captured', 'ordered', 'released', 'dropped'] as const;
export type CommitmentState = (typeof commitmentStates)[number];

/** A company's commitment to one campaign. */
const commitment = z.object({
  campaign_id: z.int(),
  quantity: z.number(),
  state: z.enum(commitmentStates),
  /** The payment method it is secured with: credit, or a saved card (its id as `GET /payment-methods` lists it). */
  payment_method_id: z.int(),
  payment_method_code: z.enum(['credit', 'saved_card']),
  /** With IVA at the group price: what the order will cost, and what a card holds now. */
  amount_total: z.int(),
  /** Once the batch filled: the company's order. */
  order: z.nullable(z.object({ id: z.int(), name: z.string() })),
  /** Why it was dropped (the provider's reason), in Spanish. */
  message: z.nullable(z.string()),
  updated_at: z.string(),
});
export type Commitment = z.infer<typeof commitment>;

const myCommitments = z.object({ commitments: z.array(commitment) });
export type MyCommitments = z.infer<typeof myCommitments>;

const quantity = z.number().check(z.positive(), z.lte(1_000_000));
const commitRequest = z.strictObject({ quantity, payment_method_id: z.int().check(z.positive(), z.lte(maxId)) });
export type CommitRequest = z.infer<typeof commitRequest>;

const commitAnswer = z.object({ campaign, commitment });
export type CommitAnswer = z.infer<typeof commitAnswer>;

const closeRequest = z.strictObject({ at: z.iso.datetime({ offset: true }) });
const closeRun = z.object({ closed: z.int(), orders: z.int(), released: z.int(), dropped: z.int() });
export type ClosingRun = z.infer<typeof closeRun>;

const campaignNotFound = 'La compra en equipo no existe.';
const buyersOnly = 'Solo quienes compran por la empresa pueden comprometerse en una compra en equipo.';

export const teamPurchaseEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/team-purchases',
    tag: 'Team Purchase',
    summary: 'Compras en equipo abiertas y las cerradas hace poco, con su avance (también para visitantes)',
    access: 'none',
    status: 200,
    answer: campaignList,
  }),
  mine: endpoint({
    method: 'get',
    path: '/team-purchases/commitments',
    tag: 'Team Purchase',
    summary: 'Los compromisos de la empresa en compras en equipo',
    access: 'bearer',
    // A commitment is an order to be: whoever reads the company's orders reads its commitments.
    action: 'orders.read',
    status: 200,
    answer: myCommitments,
  }),
  commit: endpoint({
    method: 'put',
    path: '/team-purchases/:id/commitment',
    tag: 'Team Purchase',
    summary: 'Comprometer (o cambiar) la cantidad de la empresa en el lote, asegurada con crédito o una tarjeta guardada',
    access: 'bearer',
    action: 'teamPurchase.join',
    forbidden: buyersOnly,
    params: idParams,
    notFound: campaignNotFound,
    body: commitRequest,
    status: 200,
    answer: commitAnswer,
    errors: {
      409: 'La compra en equipo ya cerró (`campaign_closed`) o el lote no admite esa cantidad (`batch_full`)',
      422: 'Cantidad fuera de los límites de la campaña, o la tarjeta no autorizó el monto (`card_declined`)',
      502: 'El medio de pago no respondió',
    },
  }),
  withdraw: endpoint({
    method: 'delete',
    path: '/team-purchases/:id/commitment',
    tag: 'Team Purchase',
    summary: 'Retirar el compromiso de la empresa mientras la compra en equipo está abierta (libera la tarjeta)',
    access: 'bearer',
    action: 'teamPurchase.join',
    forbidden: buyersOnly,
    params: idParams,
    notFound: campaignNotFound,
    status: 200,
    answer: campaign,
    errors: { 409: 'La compra en equipo ya cerró' },
  }),
  sandboxClose: endpoint({
    method: 'post',
    path: '/sandbox/test-clock/team-purchases',
    tag: 'Team Purchase',
    summary: 'Reloj de prueba del sandbox: cierra las compras en equipo vencidas a un instante posterior (solo con SANDBOX_TEST_CLOCK=1)',
    access: 'none',
    body: closeRequest,
    status: 200,
    answer: closeRun,
    errors: { 404: 'Reloj de prueba apagado' },
  }),
};
