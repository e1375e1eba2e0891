import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { BodyOf } from '../../contract/endpoint';
import type { cardEndpoints, SavedCard } from '../../contract/cards';
import { cardExpiry } from '../../machines/rules/card-expiry';
import { santiagoDate } from '../../machines/rules/calendar';
import type { AppDeps, AuthUser } from '../context';
import { lockCompany, type Tx } from '../db/company-lock';
import { clubMembership, paymentToken } from '../db/schema';
import { ApiError } from '../http/errors';
import { completeCardSetup } from '../payments/card-setup';

/**
 * The company's cards saved with the payment provider. The provider's reference is never answered;
 * deleting archives the row (`active` false), since past orders and payments point to it. The company
 * keeps exactly one primary card while it has any; an expired card cannot become it. An id of another
 * company, or of a card already deleted, is answered as missing.
 */

type CardChanges = BodyOf<typeof cardEndpoints.update>;

const notFound = () => new ApiError(404, 'not_found', 'La tarjeta no existe.');

const columns = {
  id: paymentToken.id,
  brand: paymentToken.brand,
  last4: paymentToken.last4,
  expMonth: paymentToken.expMonth,
  expYear: paymentToken.expYear,
  holderName: paymentToken.holderName,
  nickname: paymentToken.nickname,
  isPrimary: paymentToken.isPrimary,
};
interface Row {
  id: number;
  brand: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
  holderName: string | null;
  nickname: string | null;
  isPrimary: boolean;
}

const toCard = (row: Row, today: string): SavedCard => ({
  id: row.id,
  brand: row.brand,
  last4: row.last4,
  exp_month: row.expMonth,
  exp_year: row.expYear,
  holder_name: row.holderName,
  nickname: row.nickname,
  is_primary: row.isPrimary,
  state: cardExpiry(row, today),
});

const ownedBy = (companyId: number) => and(eq(paymentToken.partnerId, companyId), eq(paymentToken.active, true));

async function findOwned(tx: Tx, companyId: number, id: number): Promise<Row | undefined> {
  const [row] = await tx.select(columns).from(paymentToken).where(and(ownedBy(companyId), eq(paymentToken.id, id))).limit(1);
  return row;
}

const today = ({ clock }: AppDeps) => santiagoDate(clock.now());

export async function listCards(deps: AppDeps, companyId: number): Promise<SavedCard[]> {
  const rows = await deps.db
    .select(columns)
    .from(paymentToken)
    .where(ownedBy(companyId))
    .orderBy(desc(paymentToken.isPrimary), asc(paymentToken.id));
  const day = today(deps);
  return rows.map((row) => toCard(row, day));
}

export async function updateCard(deps: AppDeps, companyId: number, id: number, body: CardChanges): Promise<SavedCard> {
  const day = today(deps);
  const updated = await deps.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const current = await findOwned(tx, companyId, id);
    if (!current) throw notFound();
    const changes: Partial<typeof paymentToken.$inferInsert> = {};
    if (body.nickname !== undefined) changes.nickname = body.nickname || null;
    if (body.is_primary && !current.isPrimary) {
      if (cardExpiry(current, day) === 'expired') {
        throw new ApiError(409, 'card_expired', 'Una tarjeta vencida no puede ser la principal: agrega una vigente o elige otra.');
      }
      await tx.update(paymentToken).set({ isPrimary: false }).where(and(ownedBy(companyId), ne(paymentToken.id, id)));
      changes.isPrimary = true;
    }
    if (Object.keys(changes).length === 0) return current;
    const [row] = await tx.update(paymentToken).set(changes).where(eq(paymentToken.id, id)).returning(columns);
    return row!;
  });
  return toCard(updated, day);
}

/** The card a return from the provider's card page saved (once, however often the return is read). */
export async function savedCardOfSetup(deps: AppDeps, user: AuthUser, setupId: string): Promise<SavedCard> {
  const tokenId = await completeCardSetup(deps, user, setupId);
  const [row] = await deps.db.select(columns).from(paymentToken).where(and(ownedBy(user.partnerId), eq(paymentToken.id, tokenId))).limit(1);
  // Saved, then deleted before this return was read again: the card is gone.
  if (!row) throw notFound();
  return toCard(row, today(deps));
}

export async function removeCard(deps: AppDeps, companyId: number, id: number): Promise<void> {
  const day = today(deps);
  await deps.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const current = await findOwned(tx, companyId, id);
    if (!current) throw notFound();
    const [club] = await tx
      .select({ id: clubMembership.id })
      .from(clubMembership)
      .where(and(eq(clubMembership.partnerId, companyId), eq(clubMembership.paymentTokenId, id), inArray(clubMembership.state, ['active', 'grace'])))
      .limit(1);
    if (club) {
      throw new ApiError(
        409,
        'card_pays_club',
        'Esta tarjeta paga la membresía del Club CXTI: elige otra tarjeta para las renovaciones en Club CXTI y luego podrás eliminarla.',
      );
    }
    await tx.update(paymentToken).set({ active: false, isPrimary: false }).where(eq(paymentToken.id, id));
    if (!current.isPrimary) return;
    // The oldest remaining card that still works takes over as primary (the oldest at all otherwise).
    const rest = await tx.select(columns).from(paymentToken).where(ownedBy(companyId)).orderBy(asc(paymentToken.id));
    const next = rest.find((card) => cardExpiry(card, day) !== 'expired') ?? rest[0];
    if (next) await tx.update(paymentToken).set({ isPrimary: true }).where(eq(paymentToken.id, next.id));
  });
}
