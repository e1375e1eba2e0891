import { isNull, sql } from 'drizzle-orm';
import type { Db } from './client';
import { accountMove, resUsers } from './schema';
import { seedAddresses } from './seed/addresses';
import { seedCardPayments } from './seed/card-payments';
import { seedCards } from './seed/cards';
import { seedCatalogue } from './seed/catalogue';
import { seedClub } from './seed/club';
import { seedCompanies } from './seed/companies';
import { seedHistory } from './seed/history';
import { closeSeededCampaigns, seedTeamPurchases } from './seed/team-purchases';
import { seededRandom } from './seed/random';

export { demoPassword } from './seed/companies';

export const demoLogins = [
  { email: 'demo@despensa.cl', description: 'administradora de empresa, línea de crédito a 30 días' },
  { email: 'comprador@despensa.cl', description: 'comprador de la misma empresa: catálogo, carrito, pedidos, direcciones' },
  { email: 'finanzas@despensa.cl', description: 'finanzas de la misma empresa: facturas, pedidos, tarjetas' },
  { email: 'club@despensa.cl', description: 'socia del Club CXTI' },
  { email: 'otra@despensa.cl', description: 'usuaria de otra empresa' },
] as const;

/**
 * Seeds the demo data once: companies and users, the catalogue, addresses, two years of orders and
 * invoices, saved cards and the payments of recent card orders, the club plans and four team purchases (two open, two closed). A database that already has users
 * is left alone. Everything is deterministic for a given `now` (seeded random numbers, dates counted
 * from `now` in Santiago), so invoice states always make sense on the day it runs.
 */
export async function seedDemoData(db: Db, now: Date = new Date()): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    // Serialises concurrent first starts on one PostgreSQL: the second waits, then sees the users.
    await tx.execute(sql`select pg_advisory_xact_lock(4242)`);
    const [existing] = await tx.select({ id: resUsers.id }).from(resUsers).limit(1);
    if (existing) return false;

    // One random stream per part, so changing one part leaves the others as they were.
    const companies = await seedCompanies(tx, now);
    const products = await seedCatalogue(tx, seededRandom(0xca7a1060));
    const addresses = await seedAddresses(tx, companies, new Date(now.getTime() - 790 * 86_400_000));
    await seedHistory(tx, { now, random: seededRandom(0x415707), products, companies, addresses });
    await seedCards(tx, now, companies.demo);
    await seedCardPayments(tx, now, companies.demo);
    await seedClub(tx, now, companies);
    await seedTeamPurchases(tx, now, products, companies);
    return true;
  });
  // The closing job writes its orders in transactions of its own, once the seed is committed.
  if (seeded) {
    await closeSeededCampaigns(db, now);
    // The demo's history is not news: only invoices issued from now on are e-mailed.
    await db.update(accountMove).set({ mailedAt: now }).where(isNull(accountMove.mailedAt));
  }
  return seeded;
}
