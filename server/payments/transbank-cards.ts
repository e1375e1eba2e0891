/**
 * Enrolling a card in Oneclick Mall. An inscription goes pending -> finishing (one request reads its
 * result) -> completed (the card is kept) or cancelled (the payer left, timed out, or the bank refused the
 * card); finishing goes back to pending when Transbank's answer was lost. Transbank gives an inscription's
 * result once (finish), so only the request the database lets take it asks.
 */
import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import { transbankCard, transbankInscription } from '../db/schema';
import type { ProviderCardSetup } from './provider';
import { isTransbankFailure, TransbankRefusal, type InscriptionFinish } from './transbank-client';
import { brandOf, referenceOf, referencePattern } from './transbank-codes';
import { transbankCardRedirectPath, transbankCardReturnPath, type TransbankRedirect } from './transbank-pages';
import { untilSettled, type FlowDeps } from './transbank-webpay';

type Row = typeof transbankInscription.$inferSelect;

const setupReference = referencePattern('tbks');

export function oneclickCards({ db, clock, client, base, claimMs }: FlowDeps) {
  const byToken = async (token: string): Promise<Row | undefined> => {
    const [row] = await db.select().from(transbankInscription).where(eq(transbankInscription.token, token)).limit(1);
    return row;
  };

  async function end(token: string, changes: Partial<Pick<Row, 'state' | 'responseCode' | 'cardReference'>>, from: Row['state']): Promise<void> {
    await db
      .update(transbankInscription)
      .set({ ...changes, updatedAt: clock.now() })
      .where(and(eq(transbankInscription.token, token), eq(transbankInscription.state, from)));
  }

  /** Keeps the card of a successful finish and completes the inscription, together. */
  async function keep(row: Row, answer: InscriptionFinish & { tbk_user: string }, last4: string): Promise<void> {
    const reference = referenceOf('tbkc');
    await db.transaction(async (tx) => {
      await tx.insert(transbankCard).values({
        reference,
        username: row.username,
        tbkUser: answer.tbk_user,
        cardType: answer.card_type ?? '',
        last4,
        createdAt: clock.now(),
      });
      await tx
        .update(transbankInscription)
        .set({ state: 'completed', responseCode: 0, cardReference: reference, updatedAt: clock.now() })
        .where(and(eq(transbankInscription.token, row.token), eq(transbankInscription.state, 'finishing')));
    });
  }

  return {
    /** Starts an inscription under a username of its own, which the card keeps for its charges. */
    async start({ returnUrl, payerEmail }: { returnUrl: string; payerEmail: string }) {
      const reference = referenceOf('tbks');
      const username = referenceOf('dsp');
      const started = await client.inscriptionStart(username, payerEmail, `${base}${transbankCardReturnPath}`);
      const now = clock.now();
      await db.insert(transbankInscription).values({
        reference,
        token: started.token,
        username,
        formUrl: started.url_webpay,
        returnUrl,
        createdAt: now,
        updatedAt: now,
      });
      return { providerReference: reference, redirectUrl: `${base}${transbankCardRedirectPath(started.token)}` };
    },

    /**
     * Transbank's return from the enrolment form, GET or POST: TBK_TOKEN alone when the payer finished or
     * timed out (finish says which), with TBK_ORDEN_COMPRA and TBK_ID_SESION when they aborted
     * (transbankdevelopers.cl/documentacion/oneclick, "Resumen de flujos"). Answers the setup's return
     * address once the inscription is settled; null for a token that is not ours.
     */
    async handleCardReturn(fields: Record<string, string>): Promise<string | null> {
      const token = fields.TBK_TOKEN;
      const row = token ? await byToken(token) : undefined;
      if (!token || !row) return null;
      if (fields.TBK_ORDEN_COMPRA !== undefined || fields.TBK_ID_SESION !== undefined) {
        await end(token, { state: 'cancelled' }, 'pending');
        return row.returnUrl;
      }
      const now = clock.now();
      const [claimed] = await db
        .update(transbankInscription)
        .set({ state: 'finishing', finishStartedAt: now, updatedAt: now })
        .where(
          and(
            eq(transbankInscription.token, token),
            or(
              eq(transbankInscription.state, 'pending'),
              and(
                eq(transbankInscription.state, 'finishing'),
                isNotNull(transbankInscription.finishStartedAt),
                lt(transbankInscription.finishStartedAt, new Date(now.getTime() - claimMs)),
              ),
            ),
          ),
        )
        .returning();
      if (!claimed) {
        await untilSettled(() => byToken(token), (current) => current.state === 'finishing', claimMs);
        return row.returnUrl;
      }
      let answer: InscriptionFinish;
      try {
        answer = await client.inscriptionFinish(token);
      } catch (error) {
        if (!isTransbankFailure(error)) {
          await end(token, { state: 'pending' }, 'finishing');
          throw error;
        }
        // Refused: Transbank will not give this inscription (it timed out, or its result was already read).
        // Unanswered: a later return asks again, which Transbank refuses if the first finish did happen.
        await end(token, { state: error instanceof TransbankRefusal ? 'cancelled' : 'pending' }, 'finishing');
        return row.returnUrl;
      }
      const last4 = /(\d{4})$/.exec(answer.card_number ?? '')?.[1];
      if (answer.response_code === 0 && answer.tbk_user && last4) await keep(claimed, { ...answer, tbk_user: answer.tbk_user }, last4);
      else await end(token, { state: 'cancelled', responseCode: answer.response_code }, 'finishing');
      return row.returnUrl;
    },

    async redirectOf(token: string): Promise<TransbankRedirect | null> {
      const row = await byToken(token);
      if (!row) return null;
      return row.state === 'pending' ? { action: row.formUrl, token: row.token } : { location: row.returnUrl };
    },

    async setupOf(reference: string): Promise<ProviderCardSetup | null> {
      if (!setupReference.test(reference)) return null;
      const [found] = await db
        .select({ inscription: transbankInscription, card: transbankCard })
        .from(transbankInscription)
        .leftJoin(transbankCard, eq(transbankCard.reference, transbankInscription.cardReference))
        .where(eq(transbankInscription.reference, reference))
        .limit(1);
      if (!found) return null;
      const { inscription, card } = found;
      if (inscription.state === 'cancelled') return { state: 'cancelled' };
      if (inscription.state !== 'completed' || !card) return { state: 'pending' };
      // Oneclick tells neither the expiry nor the holder's name.
      return { state: 'completed', card: { token: card.reference, brand: brandOf(card.cardType), last4: card.last4, expMonth: null, expYear: null, holderName: null } };
    },
  };
}
