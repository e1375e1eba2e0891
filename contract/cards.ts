import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { idParams } from './params';
import { noControlCharacters } from './text';

/** Where a card stands today: usable, in its last two months, or past its expiry month (not usable). */
export const cardStates = ['ok', 'expiring', 'expired'] as const;

/**
 * A card the company saved with the payment provider: the provider keeps the number; the gateway keeps
 * its reference (never answered) and what a buyer needs to recognise the card.
 */
export const savedCard = z.object({
  id: z.int(),
  brand: z.string(),
  last4: z.string(),
  /** Null when the provider does not tell it (Transbank's Oneclick): such a card is never taken for expired. */
  exp_month: z.nullable(z.int()),
  exp_year: z.nullable(z.int()),
  holder_name: z.nullable(z.string()),
  nickname: z.nullable(z.string()),
  is_primary: z.boolean(),
  state: z.enum(cardStates),
});
export const savedCardList = z.array(savedCard);
export type SavedCard = z.infer<typeof savedCard>;

const brandNames: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  diners: 'Diners Club',
  magna: 'Magna',
  redcompra: 'Redcompra',
};

/** The brand as printed on the card; one we do not know by its own name. */
export function brandName(brand: string): string {
  return brandNames[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

/** "Visa •••• 4242": how the portal names a saved card everywhere (Pago, Mis Tarjetas). */
export function savedCardName(card: { brand: string; last4: string }): string {
  return `${brandName(card.brand)} •••• ${card.last4}`;
}

export const maxNicknameLength = 40;
const badNickname = `El nombre de la tarjeta puede tener hasta ${maxNicknameLength} caracteres.`;

/** PUT names the card (null or blank removes the name) or makes it the primary one; nothing else changes. */
export const updateCardRequest = z
  .strictObject({
    nickname: z.optional(
      z.nullable(
        z.pipe(
          z.string({ error: badNickname }),
          z.transform((text) => text.trim()),
        ).check(z.maxLength(maxNicknameLength, { error: badNickname }), noControlCharacters()),
      ),
    ),
    is_primary: z.optional(z.literal(true, { error: 'Una tarjeta deja de ser la principal cuando otra pasa a serlo.' })),
  })
  .check(
    z.refine((body) => Object.keys(body).length > 0, {
      error: 'Indica al menos un dato que cambiar.',
      when: (payload) => payload.issues.length === 0,
    }),
  );
export type UpdateCardRequest = z.infer<typeof updateCardRequest>;

/** `POST /cards/setup`: where to send the payer to type the card on the provider's own page. */
const cardSetupResponse = z.object({
  setup_id: z.string(),
  redirect_url: z.string().check(z.regex(/^(https?:\/\/|\/(?!\/))/)),
});
export type CardSetupResponse = z.infer<typeof cardSetupResponse>;

/** The gateway's card-setup ids are UUIDs; anything else names none. */
const setupParams = z.strictObject({
  id: z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)),
});

/** The query Mis Tarjetas is opened with when the provider's page sends the payer back. */
export const cardSetupReturnParam = 'tarjeta';

const cardNotFound = 'La tarjeta no existe.';
/** decisions.md: admin and finanzas keep the cards; a comprador pays with them at Pago. */
const keepersOnly = 'Tu rol no permite administrar las tarjetas de la empresa.';

export const cardEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/cards',
    tag: 'Tarjetas',
    summary: 'Tarjetas guardadas con el proveedor de pagos, la principal primero',
    access: 'bearer',
    action: 'cards.manage',
    forbidden: keepersOnly,
    status: 200,
    answer: savedCardList,
  }),
  update: endpoint({
    method: 'put',
    path: '/cards/:id',
    tag: 'Tarjetas',
    summary: 'Nombrar una tarjeta o hacerla la principal',
    access: 'bearer',
    action: 'cards.manage',
    forbidden: keepersOnly,
    params: idParams,
    notFound: cardNotFound,
    body: updateCardRequest,
    status: 200,
    answer: savedCard,
    errors: { 404: 'No es de la empresa', 409: 'Vencida: no puede ser la principal' },
  }),
  setup: endpoint({
    method: 'post',
    path: '/cards/setup',
    tag: 'Tarjetas',
    summary: 'Abrir la página del proveedor para agregar una tarjeta',
    access: 'bearer',
    action: 'cards.manage',
    forbidden: keepersOnly,
    status: 201,
    answer: cardSetupResponse,
    errors: { 502: 'El proveedor no respondió', 503: 'Sin proveedor de pagos' },
  }),
  completeSetup: endpoint({
    method: 'post',
    path: '/cards/setup/:id',
    tag: 'Tarjetas',
    summary: 'Guardar la tarjeta que el proveedor confirmó (repetirlo no la guarda dos veces)',
    access: 'bearer',
    action: 'cards.manage',
    forbidden: keepersOnly,
    params: setupParams,
    notFound: 'No encontramos esa visita al proveedor.',
    status: 200,
    answer: savedCard,
    errors: { 404: 'Visita ajena o inexistente', 409: 'No se guardó ninguna tarjeta', 502: 'El proveedor no respondió' },
  }),
  remove: endpoint({
    method: 'delete',
    path: '/cards/:id',
    tag: 'Tarjetas',
    summary: 'Eliminar una tarjeta guardada (la más antigua que quede pasa a ser la principal)',
    access: 'bearer',
    action: 'cards.manage',
    forbidden: keepersOnly,
    params: idParams,
    notFound: cardNotFound,
    status: 204,
    errors: { 404: 'No es de la empresa', 409: 'Paga la membresía del Club CXTI' },
  }),
};
