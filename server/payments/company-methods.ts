import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { paymentToken, resPartner } from '../db/schema';
import type { CompanyPaymentFacts } from '../domain/payment-methods';

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
  return { creditDays: company.creditDays, savedCards, today };
}
