import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { PaymentMethodCode } from '../../contract/vocabulary';
import type { Db } from '../db/client';
import { paymentToken, paymentTransaction, resPartner, saleOrder } from '../db/schema';
import { paymentMethodIdOf, type CompanyPaymentFacts } from '../domain/payment-methods';
import { creditLineOf } from './credit-line';

/** More saved cards than anyone keeps; the list stays bounded whatever the table holds. */
const maxSavedCards = 50;

export interface PayingCompany {
  id: number;
  email: string | null;
  creditDays: number;
  clubMemberUntil: string | null;
}

export async function loadCompany(db: Db, companyId: number): Promise<PayingCompany> {
  const [company] = await db
    .select({
      id: resPartner.id,
      email: resPartner.email,
      creditDays: resPartner.creditDays,
      clubMemberUntil: resPartner.clubMemberUntil,
    })
    .from(resPartner)
    .where(eq(resPartner.id, companyId))
    .limit(1);
  if (!company) throw new Error(`company ${companyId} of a signed-in user has no row`);
  return company;
}

/** The facts `listPaymentMethods` and `resolvePaymentMethod` decide on, read for one company. */
export async function loadPaymentFacts(db: Db, company: PayingCompany, today: string): Promise<CompanyPaymentFacts> {
  const savedCards = await db
    .select({
      id: paymentToken.id,
      providerRef: paymentToken.providerRef,
      brand: paymentToken.brand,
      last4: paymentToken.last4,
      expMonth: paymentToken.expMonth,
      expYear: paymentToken.expYear,
      isPrimary: paymentToken.isPrimary,
    })
    .from(paymentToken)
    .where(and(eq(paymentToken.partnerId, company.id), eq(paymentToken.active, true)))
    .orderBy(desc(paymentToken.isPrimary), asc(paymentToken.id))
    .limit(maxSavedCards);
  const line = await creditLineOf(db, company.id);
  return { creditDays: company.creditDays, credit: { limit: line?.limit ?? 0, available: line?.available ?? 0 }, savedCards, today };
}

/**
 * The method the company's latest confirmed order was paid with, as Pago lists it (a saved card by the
 * token its approved payment used), so a repeat order opens on it; null before the first order.
 */
export async function lastUsedMethodId(db: Db, companyId: number): Promise<number | null> {
  const [last] = await db
    .select({ code: saleOrder.paymentMethodCode, tokenId: paymentTransaction.paymentTokenId })
    .from(saleOrder)
    .leftJoin(paymentTransaction, and(eq(paymentTransaction.orderId, saleOrder.id), eq(paymentTransaction.state, 'approved')))
    .where(and(eq(saleOrder.partnerId, companyId), inArray(saleOrder.state, ['sale', 'done'])))
    .orderBy(desc(saleOrder.dateOrder), desc(saleOrder.id))
    .limit(1);
  if (!last) return null;
  // The table's check keeps the code to the vocabulary's.
  return paymentMethodIdOf(last.code as PaymentMethodCode, last.tokenId);
}
