/**
 * The card holds the gateway asked a provider for, recorded in card_hold whether or not a commitment
 * ended up using them. Which hold must go is decided in the database (under the campaign's lock, by the
 * request that replaced or withdrew a commitment): the row becomes `releasing`; the provider is told
 * right after the transaction, and the money sweeper tells it again for any it missed.
 */
import { and, eq, inArray, lt, notExists, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../context';
import type { Db } from '../db/client';
import type { Tx } from '../db/company-lock';
import { cardHold, teamPurchaseCommitment } from '../db/schema';

type HoldDeps = Pick<AppDeps, 'db' | 'clock' | 'payments' | 'logger'>;

/** A hold no commitment uses yet is left alone this long: the request that asked for it may still be saving it. */
export const unusedHoldGraceMs = 5 * 60_000;

/** Records a hold just authorised, before any commitment uses it. */
export async function recordHold(
  { db, clock }: Pick<HoldDeps, 'db' | 'clock'>,
  hold: { reference: string; provider: string; partnerId: number; campaignId: number; amount: number },
): Promise<void> {
  const now = clock.now();
  await db.insert(cardHold).values({ ...hold, state: 'held', createdAt: now, updatedAt: now });
}

/** Inside the caller's transaction: the hold is no longer used and must be let go. */
export async function markReleasing(
  tx: Tx | Db,
  hold: { reference: string; provider: string; partnerId: number; campaignId: number; amount: number },
  now: Date,
): Promise<void> {
  await tx
    .insert(cardHold)
    .values({ ...hold, state: 'releasing', createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: cardHold.reference, set: { state: 'releasing', updatedAt: now }, where: sql`${cardHold.state} <> 'released'` });
}

/** Tells the provider to let go of each hold; one it does not answer for stays for the next sweep. */
async function release(deps: HoldDeps, references: readonly string[]): Promise<number> {
  const provider = deps.payments;
  if (!provider) return 0;
  let released = 0;
  for (const reference of references) {
    try {
      await provider.release(reference);
    } catch (error) {
      deps.logger.warn({ event: 'teamPurchase.releaseFailed', reference, err: error });
      continue;
    }
    await deps.db.update(cardHold).set({ state: 'released', updatedAt: deps.clock.now() }).where(eq(cardHold.reference, reference));
    released += 1;
  }
  return released;
}

/** Lets go of the company's holds on a campaign that its last change marked `releasing`. */
export async function releaseMarkedHolds(deps: HoldDeps, partnerId: number, campaignId: number): Promise<void> {
  const rows = await deps.db
    .select({ reference: cardHold.reference })
    .from(cardHold)
    .where(and(eq(cardHold.partnerId, partnerId), eq(cardHold.campaignId, campaignId), eq(cardHold.state, 'releasing')));
  await release(deps, rows.map((row) => row.reference));
}

/** Lets go of one hold now, recorded or not (a hold the batch refused, a commitment the closing released). */
export async function releaseHold(deps: HoldDeps, reference: string | null): Promise<void> {
  if (reference) await release(deps, [reference]);
}

/**
 * The sweep's part: every hold marked `releasing`, and every hold no live commitment (active, captured,
 * ordered) uses once its grace has passed, is let go.
 */
export async function releaseUnusedHolds(deps: HoldDeps): Promise<number> {
  const graceStart = new Date(deps.clock.now().getTime() - unusedHoldGraceMs);
  const used = deps.db
    .select({ one: sql`1` })
    .from(teamPurchaseCommitment)
    .where(
      and(
        eq(teamPurchaseCommitment.authorizationReference, cardHold.reference),
        inArray(teamPurchaseCommitment.state, ['active', 'captured', 'ordered']),
      ),
    );
  const rows = await deps.db
    .select({ reference: cardHold.reference })
    .from(cardHold)
    .where(or(eq(cardHold.state, 'releasing'), and(eq(cardHold.state, 'held'), lt(cardHold.createdAt, graceStart), notExists(used))));
  return release(deps, rows.map((row) => row.reference));
}
