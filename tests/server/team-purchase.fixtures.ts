import { eq } from 'drizzle-orm';
import type { Campaign, CommitAnswer } from '../../contract/team-purchase';
import type { Db } from '../../server/db/client';
import { productProduct, resPartner, resUsers, teamPurchaseCampaign, teamPurchaseCommitment } from '../../server/db/schema';
import { hashPassword } from '../../server/domain/password';
import type { createTestApp } from './support/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const creditMethod = 2;
/** The id `GET /payment-methods` lists a saved card under. */
export const savedCardMethod = (tokenId: number) => 1000 + tokenId;

let made = 0;

/** A campaign of the test's own on a product of the seed, open for a day from the suite's clock. */
export async function addCampaign(
  t: TestApp,
  fields: Partial<typeof teamPurchaseCampaign.$inferInsert> & { productName?: string } = {},
): Promise<typeof teamPurchaseCampaign.$inferSelect> {
  const { productName = 'Aceite maravilla 5 L', ...rest } = fields;
  const [product] = await t.db.select().from(productProduct).where(eq(productProduct.name, productName)).limit(1);
  const [row] = await t.db
    .insert(teamPurchaseCampaign)
    .values({
      productId: product!.id,
      title: `Lote de prueba ${(made += 1)}`,
      groupPrice: Math.round(product!.listPrice * 0.8),
      targetQty: 100,
      maxQty: 120,
      minPerCompany: 1,
      maxPerCompany: 50,
      deadline: new Date(t.clock.now().getTime() + 86_400_000),
      deliveryDate: '2026-03-10',
      ...rest,
    })
    .returning();
  return row!;
}

let companies = 0;
let sharedHash: Promise<string> | null = null;

/** A company with an admin who can sign in, on a 30-day credit line of $10.000.000 unless told otherwise. */
export async function addBuyerCompany(t: TestApp, creditDays = 30, creditLimit = creditDays > 0 ? 10_000_000 : 0) {
  companies += 1;
  const [partner] = await t.db
    .insert(resPartner)
    .values({ name: `Restaurante de prueba ${companies}`, isCompany: true, vat: `9${String(companies).padStart(7, '0')}-K`, creditDays, creditLimit, email: `empresa${companies}@prueba.cl` })
    .returning({ id: resPartner.id });
  const login = `compras${companies}@prueba.cl`;
  sharedHash ??= hashPassword('despensa-demo');
  await t.db.insert(resUsers).values({ login, name: `Compras ${companies}`, passwordHash: await sharedHash, partnerId: partner!.id, role: 'admin', emailVerifiedAt: new Date() });
  return { partnerId: partner!.id, login, auth: (await t.login(login)).auth };
}

export async function commitTo(t: TestApp, auth: Record<string, string>, campaignId: number | string, body: unknown) {
  return t.send('PUT', `/api/team-purchases/${campaignId}/commitment`, auth, body);
}

export async function committed(t: TestApp, auth: Record<string, string>, campaignId: number, body: unknown): Promise<CommitAnswer> {
  const res = await commitTo(t, auth, campaignId, body);
  if (res.status !== 200) throw new Error(`commitment answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<CommitAnswer>;
}

export async function listed(t: TestApp, campaignId: number): Promise<Campaign> {
  const { campaigns } = (await (await t.send('GET', '/api/team-purchases')).json()) as { campaigns: Campaign[] };
  const found = campaigns.find((c) => c.id === campaignId);
  if (!found) throw new Error(`campaign ${campaignId} is not listed`);
  return found;
}

export async function commitmentsOf(db: Db, campaignId: number) {
  return db.select().from(teamPurchaseCommitment).where(eq(teamPurchaseCommitment.campaignId, campaignId)).orderBy(teamPurchaseCommitment.id);
}
