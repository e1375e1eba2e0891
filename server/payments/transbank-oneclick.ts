/**
 * Payments on a card enrolled in Oneclick Mall, with no page for the payer. A charge goes authorizing ->
 * approved or rejected -> refunded, authorised on a store that captures at once. A hold goes authorizing
 * -> authorized or rejected, then captured or capture_rejected, and is let go as released (an uncaptured
 * authorisation reversed) or refunded (a captured one given back); it is authorised on a store Transbank
 * configured for deferred capture ("captura diferida"), which a commerce contracts separately. The row is
 * written before Transbank is asked, so an answer lost on the way is read back by its buy order.
 */
import { and, eq } from 'drizzle-orm';
import { transbankCard, transbankOneclick } from '../db/schema';
import type { PaymentProvider, ProviderPaymentState } from './provider';
import { isTransbankFailure, TransbankRefusal, TransbankUnanswered, type OneclickDetail, type OneclickTransaction } from './transbank-client';
import { buyOrderOf, payerMessages, referenceOf, rejectionMessage } from './transbank-codes';
import type { FlowDeps } from './transbank-webpay';

type Row = typeof transbankOneclick.$inferSelect;
type Kind = 'charge' | 'hold';

export interface OneclickStores {
  /** The store ("tienda") that charges are authorised on, captured at once. */
  childCommerceCode: string;
  /** The store configured for deferred capture, where holds are authorised. */
  deferredChildCommerceCode: string;
}

export function oneclickPayments({ db, clock, client }: FlowDeps, stores: OneclickStores) {
  async function find(reference: string, kind: Kind): Promise<Row> {
    const [row] = await db.select().from(transbankOneclick).where(eq(transbankOneclick.reference, reference)).limit(1);
    if (row?.kind !== kind) throw new Error(`Transbank has no Oneclick ${kind} ${reference} here`);
    return row;
  }

  async function move(row: Row, changes: Partial<Row>): Promise<Row> {
    const [moved] = await db
      .update(transbankOneclick)
      .set({ ...changes, updatedAt: clock.now() })
      .where(and(eq(transbankOneclick.reference, row.reference), eq(transbankOneclick.state, row.state)))
      .returning();
    return moved ?? (await find(row.reference, row.kind as Kind));
  }

  const storeOf = (row: Row) => ({ commerceCode: row.childCommerceCode, buyOrder: row.childBuyOrder });

  /** The store's line of Transbank's answer; an answer without it is not the documented one. */
  function detailOf(row: Row, answer: OneclickTransaction): OneclickDetail {
    const detail = answer.details.find((line) => line.buy_order === row.childBuyOrder);
    if (!detail) throw new TransbankUnanswered(`Oneclick ${row.buyOrder}`, { detail: `the answer has no line for store order ${row.childBuyOrder}` });
    return detail;
  }

  function authorised(row: Row, answer: OneclickTransaction): Promise<Row> {
    const detail = detailOf(row, answer);
    const ok = detail.response_code === 0 && (detail.status === 'AUTHORIZED' || detail.status === 'CAPTURED');
    const state = !ok ? 'rejected' : row.kind === 'charge' ? 'approved' : detail.status === 'CAPTURED' ? 'captured' : 'authorized';
    return move(row, {
      state,
      responseCode: detail.response_code,
      authorizationCode: detail.authorization_code ?? null,
      message: ok ? null : rejectionMessage(detail.response_code),
    });
  }

  /** An authorisation whose answer was lost, read back by its buy order; Transbank not knowing it, it never happened. */
  async function resolve(row: Row): Promise<Row> {
    if (row.state !== 'authorizing') return row;
    try {
      return await authorised(row, await client.oneclickStatus(row.buyOrder));
    } catch (error) {
      if (error instanceof TransbankRefusal && error.status === 404) return move(row, { state: 'rejected', message: payerMessages.neverArrived });
      throw error;
    }
  }

  /**
   * Opens the row, then asks Transbank; the row as Transbank's answer (or its status) left it, still
   * authorizing when neither could be read.
   */
  async function authorize(kind: Kind, request: { transactionId: string; amount: number; savedCardRef: string }): Promise<Row> {
    const [card] = await db.select().from(transbankCard).where(eq(transbankCard.reference, request.savedCardRef)).limit(1);
    const now = clock.now();
    const [row] = await db
      .insert(transbankOneclick)
      .values({
        reference: referenceOf('tbko'),
        kind,
        transactionId: request.transactionId,
        cardReference: card?.reference ?? null,
        // A card saved before the portal moved to Transbank: Oneclick never enrolled it, so it is not asked.
        ...(card ? {} : { state: 'rejected', message: payerMessages.notEnrolled }),
        buyOrder: buyOrderOf(kind === 'charge' ? 'OP' : 'HP', request.transactionId),
        childCommerceCode: kind === 'charge' ? stores.childCommerceCode : stores.deferredChildCommerceCode,
        childBuyOrder: buyOrderOf(kind === 'charge' ? 'OC' : 'HC', request.transactionId),
        amount: request.amount,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error(`the Oneclick ${kind} of ${request.transactionId} was not written`);
    if (!card) return row;
    try {
      return await authorised(row, await client.oneclickAuthorize(card.username, card.tbkUser, row.buyOrder, { ...storeOf(row), amount: row.amount }));
    } catch (error) {
      if (error instanceof TransbankRefusal) {
        await move(row, { state: 'rejected', message: 'Transbank no aceptó el cobro.' });
        throw error;
      }
      if (!(error instanceof TransbankUnanswered)) throw error;
    }
    try {
      return await resolve(row);
    } catch (error) {
      if (error instanceof TransbankUnanswered) return row;
      throw error;
    }
  }

  /**
   * Gives back what Transbank holds or charged for the row in full (refund: a reversal, or a nullification
   * past Transbank's reversal window), recorded as `to`; a refund whose answer was lost is found in the status.
   */
  async function giveBack(row: Row, to: 'released' | 'refunded'): Promise<void> {
    let type: string;
    try {
      type = (await client.oneclickRefund(row.buyOrder, storeOf(row), row.amount)).type;
    } catch (error) {
      if (!isTransbankFailure(error)) throw error;
      const { status } = detailOf(row, await client.oneclickStatus(row.buyOrder));
      if (status !== 'REVERSED' && status !== 'NULLIFIED') throw error;
      type = status;
    }
    await move(row, { state: to, refundType: type });
  }

  return {
    /** A charge on a saved card, with no page: the payer goes straight to the portal's page for its outcome. */
    async charge(request: Parameters<PaymentProvider['createCheckout']>[0] & { savedCardRef: string }) {
      const row = await authorize('charge', request);
      // Still authorizing: not even the status could be read, the charge may have happened: "pendiente".
      const page = { approved: request.returnUrls.success, rejected: request.returnUrls.failure }[row.state as 'approved' | 'rejected'];
      return { providerReference: row.reference, redirectUrl: page ?? request.returnUrls.pending };
    },

    async chargeOf(reference: string): Promise<{ state: ProviderPaymentState; message?: string }> {
      const row = await resolve(await find(reference, 'charge'));
      if (row.state === 'approved' || row.state === 'refunded') return { state: row.state };
      if (row.state === 'rejected') return { state: 'rejected', message: row.message ?? rejectionMessage(row.responseCode) };
      return { state: 'pending' };
    },

    async refundCharge(reference: string): Promise<void> {
      const row = await resolve(await find(reference, 'charge'));
      if (row.state === 'refunded') return;
      if (row.state !== 'approved') throw new Error(`Oneclick charge ${reference} is ${row.state}: there is nothing to give back`);
      await giveBack(row, 'refunded');
    },

    async hold(request: Parameters<PaymentProvider['authorize']>[0]): ReturnType<PaymentProvider['authorize']> {
      const row = await authorize('hold', request);
      if (row.state === 'authorized') return { providerReference: row.reference, state: 'authorized' };
      if (row.state === 'rejected') return { providerReference: row.reference, state: 'rejected', message: row.message ?? rejectionMessage(row.responseCode) };
      throw new TransbankUnanswered('Oneclick authorize', { detail: `hold ${row.reference} could not be read back` });
    },

    /** Captures a held authorisation once; one already captured answers approved without asking again. */
    async capture(reference: string): ReturnType<PaymentProvider['capture']> {
      let row = await resolve(await find(reference, 'hold'));
      if (row.state === 'authorized') {
        if (!row.authorizationCode) throw new Error(`Oneclick hold ${reference} has no authorisation code to capture with`);
        try {
          const answer = await client.oneclickCapture(storeOf(row), row.authorizationCode, row.amount);
          const ok = answer.response_code === 0;
          row = await move(row, ok ? { state: 'captured' } : { state: 'capture_rejected', responseCode: answer.response_code, message: rejectionMessage(answer.response_code) });
        } catch (error) {
          if (!isTransbankFailure(error)) throw error;
          // A capture that did happen, its answer lost, is refused when repeated: the status says which.
          const { status } = detailOf(row, await client.oneclickStatus(row.buyOrder));
          if (status === 'CAPTURED') row = await move(row, { state: 'captured' });
          else if (status === 'REVERSED' || status === 'NULLIFIED') row = await move(row, { state: 'released', refundType: status });
          // Refused outright while it is still only authorised (its capture window passed, say): it will not
          // be captured, and asking again every minute would hold up its batch's closing for good.
          else if (error instanceof TransbankRefusal) row = await move(row, { state: 'capture_rejected', message: payerMessages.holdGone });
          else throw error;
        }
      }
      if (row.state === 'captured') return { state: 'approved' };
      return { state: 'rejected', message: row.message ?? payerMessages.holdGone };
    },

    /**
     * Lets a hold go: an authorisation not captured (or whose capture was declined) is reversed through
     * refund, Transbank's only way to undo one; a captured one is refunded. Repeating changes nothing.
     */
    async release(reference: string): Promise<void> {
      const row = await resolve(await find(reference, 'hold'));
      if (row.state === 'authorized' || row.state === 'capture_rejected') await giveBack(row, 'released');
      else if (row.state === 'captured') await giveBack(row, 'refunded');
    },
  };
}
