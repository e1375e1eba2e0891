/**
 * Webpay Plus checkouts. A row goes pending -> committing (one request holds the commit) -> approved or
 * rejected -> refunded; committing goes back to pending when the commit's outcome could not be learnt, so
 * a later return tries again. Transbank calls nobody: the gateway learns a payment's outcome only by
 * committing its token when the payer comes back, or by asking its status.
 */
import { and, eq, inArray, isNotNull, lt, or } from 'drizzle-orm';
import type { Clock } from '../context';
import type { Db } from '../db/client';
import { transbankWebpay } from '../db/schema';
import type { PaymentProvider, ProviderPaymentState } from './provider';
import { isTransbankFailure, type TransbankClient, type WebpayTransaction } from './transbank-client';
import { buyOrderOf, payerMessages, rejectionMessage, sessionIdOf } from './transbank-codes';
import { transbankRedirectPath, transbankReturnPath, type TransbankRedirect } from './transbank-pages';

type Row = typeof transbankWebpay.$inferSelect;
type Settlement = Pick<Row, 'state' | 'responseCode' | 'tbkStatus' | 'authorizationCode' | 'cardLast4' | 'message'>;

export interface FlowDeps {
  db: Db;
  clock: Clock;
  client: TransbankClient;
  /** The gateway's public address, without a trailing slash. */
  base: string;
  /** How long a request may hold a commit (or a finish) before another may take it over. */
  claimMs: number;
}

/**
 * The row once the request holding its claim let go: read again until `busy` is false or the claim could
 * have lapsed. A request that died holding it leaves it taken, and the caller answers "pending".
 */
export async function untilSettled<T>(find: () => Promise<T | undefined>, busy: (row: T) => boolean, claimMs: number): Promise<T | undefined> {
  const deadline = Date.now() + claimMs;
  for (let pause = 25; ; pause = Math.min(pause * 2, 400)) {
    const row = await find();
    if (!row || !busy(row) || Date.now() > deadline) return row;
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

/** What the payer is sent back to: the portal's page for the row's outcome. */
function pageOf(row: Row): string {
  if (row.state === 'approved') return row.successUrl;
  return row.state === 'rejected' || row.state === 'refunded' ? row.failureUrl : row.pendingUrl;
}

/**
 * What a commit's answer, or a status that is final, settles. Approved needs response_code 0 and AUTHORIZED
 * (the documented rule), and a commit we asked for: a payment Webpay authorised but nobody confirmed is not
 * Despensa's money. Anything else that Transbank finished is a rejection; INITIALIZED settles nothing.
 */
function settlementOf(row: Row, answer: WebpayTransaction): Settlement | null {
  if (answer.status === 'INITIALIZED') return null;
  const facts = {
    responseCode: answer.response_code ?? null,
    tbkStatus: answer.status,
    authorizationCode: answer.authorization_code ?? null,
    cardLast4: answer.card_detail?.card_number?.slice(-4) ?? null,
  };
  if (answer.response_code === 0 && answer.status === 'AUTHORIZED') return row.commitStartedAt ? { ...facts, state: 'approved', message: null } : null;
  const reversed = answer.status === 'REVERSED' || answer.status === 'NULLIFIED';
  return { ...facts, state: 'rejected', message: reversed ? payerMessages.reversed : rejectionMessage(answer.response_code) };
}

export function webpayCheckouts({ db, clock, client, base, claimMs }: FlowDeps) {
  const find = async (token: string): Promise<Row | undefined> => {
    const [row] = await db.select().from(transbankWebpay).where(eq(transbankWebpay.token, token)).limit(1);
    return row;
  };

  /** Records a settlement over a row still in one of `from`; answers the row as it now is. */
  async function settle(row: Row, settlement: Settlement, from: Row['state'][]): Promise<Row> {
    const [moved] = await db
      .update(transbankWebpay)
      .set({ ...settlement, updatedAt: clock.now() })
      .where(and(eq(transbankWebpay.token, row.token), inArray(transbankWebpay.state, from)))
      .returning();
    return moved ?? (await find(row.token)) ?? row;
  }

  const settled = async (row: Row) => (await untilSettled(() => find(row.token), (current) => current.state === 'committing', claimMs)) ?? row;

  /** Transbank's status, or null when it could not be read (the row then stays as it is). */
  async function statusOrNull(token: string): Promise<WebpayTransaction | null> {
    try {
      return await client.webpayStatus(token);
    } catch (error) {
      if (isTransbankFailure(error)) return null;
      throw error;
    }
  }

  /** The normal return (token_ws alone): the token is committed by the one request that takes it. */
  async function commitReturn(token: string): Promise<string | null> {
    const row = await find(token);
    if (!row) return null;
    const now = clock.now();
    const [claimed] = await db
      .update(transbankWebpay)
      .set({ state: 'committing', commitStartedAt: now, updatedAt: now })
      .where(
        and(
          eq(transbankWebpay.token, token),
          or(
            eq(transbankWebpay.state, 'pending'),
            and(eq(transbankWebpay.state, 'committing'), isNotNull(transbankWebpay.commitStartedAt), lt(transbankWebpay.commitStartedAt, new Date(now.getTime() - claimMs))),
          ),
        ),
      )
      .returning();
    if (!claimed) return pageOf(await settled(row));

    let answer: WebpayTransaction | null;
    try {
      answer = await client.webpayCommit(token);
    } catch (error) {
      if (!isTransbankFailure(error)) {
        await letGo(token);
        throw error;
      }
      // Refused ("locked by another process", already committed) or unanswered: the commit may still have
      // happened, and only Transbank's status says whether.
      answer = await statusOrNull(token);
    }
    const settlement = answer ? settlementOf(claimed, answer) : null;
    if (!settlement) {
      await letGo(token);
      return claimed.pendingUrl;
    }
    return pageOf(await settle(claimed, settlement, ['committing']));
  }

  async function letGo(token: string): Promise<void> {
    await db
      .update(transbankWebpay)
      .set({ state: 'pending', updatedAt: clock.now() })
      .where(and(eq(transbankWebpay.token, token), eq(transbankWebpay.state, 'committing')));
  }

  /**
   * A return where the payer did not finish paying (aborted, timed out, the form failed): nothing to
   * commit (transbankdevelopers.cl/documentacion/webpay-plus, "Resumen de flujos"). Its status is read so
   * the return alone decides nothing: still INITIALIZED, the attempt is over with `message`.
   */
  async function closeUnfinished(row: Row, message: string): Promise<string> {
    if (row.state === 'committing') return pageOf(await settled(row));
    if (row.state !== 'pending') return pageOf(row);
    const answer = await statusOrNull(row.token);
    if (!answer) return row.pendingUrl;
    const settlement: Settlement | null =
      answer.status === 'INITIALIZED'
        ? { state: 'rejected', responseCode: null, tbkStatus: answer.status, authorizationCode: null, cardLast4: null, message }
        : settlementOf(row, answer);
    return pageOf(settlement ? await settle(row, settlement, ['pending']) : row);
  }

  return {
    async open(request: Parameters<PaymentProvider['createCheckout']>[0]) {
      const buyOrder = buyOrderOf('WP', request.transactionId);
      const sessionId = sessionIdOf(request.transactionId, buyOrder);
      const created = await client.webpayCreate(buyOrder, sessionId, request.amount, `${base}${transbankReturnPath}`);
      const now = clock.now();
      await db.insert(transbankWebpay).values({
        token: created.token,
        transactionId: request.transactionId,
        buyOrder,
        sessionId,
        amount: request.amount,
        formUrl: created.url,
        successUrl: request.returnUrls.success,
        failureUrl: request.returnUrls.failure,
        pendingUrl: request.returnUrls.pending,
        createdAt: now,
        updatedAt: now,
      });
      return { providerReference: created.token, redirectUrl: `${base}${transbankRedirectPath(created.token)}` };
    },

    /**
     * Transbank's return, by GET or POST, in one of its four shapes: token_ws alone (paid or declined:
     * commit), TBK_TOKEN with TBK_ORDEN_COMPRA and TBK_ID_SESION (aborted), those two alone (timed out),
     * or all four (the form failed). The portal page to send the payer to; null for a token, or a buy
     * order and session, that are not ours.
     */
    async handleReturn(fields: Record<string, string>): Promise<string | null> {
      const { token_ws: tokenWs, TBK_TOKEN: tbkToken, TBK_ORDEN_COMPRA: buyOrder, TBK_ID_SESION: sessionId } = fields;
      if (tokenWs && !tbkToken) return commitReturn(tokenWs);
      if (tbkToken) {
        const row = await find(tbkToken);
        const ours = row && (!tokenWs || tokenWs === tbkToken) && (buyOrder === undefined || buyOrder === row.buyOrder) && (sessionId === undefined || sessionId === row.sessionId);
        return ours ? closeUnfinished(row, tokenWs ? payerMessages.formError : payerMessages.aborted) : null;
      }
      if (!buyOrder || !sessionId) return null;
      const [row] = await db.select().from(transbankWebpay).where(eq(transbankWebpay.buyOrder, buyOrder)).limit(1);
      return row?.sessionId === sessionId ? closeUnfinished(row, payerMessages.timedOut) : null;
    },

    /** Which of our payments a return is about (its token, and our transaction id), however Transbank sent it. */
    async paymentOfReturn(fields: Record<string, string>): Promise<{ token: string; transactionId: string } | null> {
      const token = fields.token_ws ?? fields.TBK_TOKEN;
      const [row] = token
        ? await db.select().from(transbankWebpay).where(eq(transbankWebpay.token, token)).limit(1)
        : fields.TBK_ORDEN_COMPRA
          ? await db.select().from(transbankWebpay).where(eq(transbankWebpay.buyOrder, fields.TBK_ORDEN_COMPRA)).limit(1)
          : [];
      return row ? { token: row.token, transactionId: row.transactionId } : null;
    },

    async redirectOf(token: string): Promise<TransbankRedirect | null> {
      const row = await find(token);
      if (!row) return null;
      return row.state === 'pending' ? { action: row.formUrl, token: row.token } : { location: pageOf(row) };
    },

    /** The payment as recorded, or, while nothing is recorded, as Transbank's status says. */
    async paymentOf(token: string): Promise<{ state: ProviderPaymentState; message?: string }> {
      let row = await find(token);
      if (!row) throw new Error(`Transbank has no Webpay Plus payment ${token} here`);
      if (row.state === 'pending' || row.state === 'committing') {
        const settlement = settlementOf(row, await client.webpayStatus(token));
        if (!settlement) return { state: 'pending' };
        row = await settle(row, settlement, ['pending', 'committing']);
      }
      if (row.state === 'approved' || row.state === 'refunded') return { state: row.state };
      if (row.state === 'rejected') return { state: 'rejected', message: row.message ?? rejectionMessage(row.responseCode) };
      return { state: 'pending' };
    },

    /**
     * Gives an approved payment back in full; Transbank reverses it (within 3 hours) or nullifies it.
     * Recorded, so a second call asks nothing; a refund whose answer was lost is found in the status.
     */
    async refund(token: string): Promise<void> {
      const row = await find(token);
      if (!row) throw new Error(`Transbank has no Webpay Plus payment ${token} here`);
      if (row.state === 'refunded') return;
      if (row.state !== 'approved') throw new Error(`Webpay Plus payment ${token} is ${row.state}: there is nothing to give back`);
      let type: string;
      try {
        type = (await client.webpayRefund(token, row.amount)).type;
      } catch (error) {
        if (!isTransbankFailure(error)) throw error;
        const answer = await client.webpayStatus(token);
        if (answer.status !== 'REVERSED' && answer.status !== 'NULLIFIED') throw error;
        type = answer.status;
      }
      await db
        .update(transbankWebpay)
        .set({ state: 'refunded', refundType: type, updatedAt: clock.now() })
        .where(and(eq(transbankWebpay.token, token), eq(transbankWebpay.state, 'approved')));
    },
  };
}
