import { sql } from 'drizzle-orm';
import { hashPassword } from '../domain/password';
import type { Db } from './client';
import { resPartner, resUsers } from './schema';

export const demoPassword = 'despensa-demo';

export const demoLogins = [
  { email: 'demo@despensa.cl', description: 'administradora de empresa, línea de crédito a 30 días' },
  { email: 'club@despensa.cl', description: 'socia del Club CXTI' },
  { email: 'otra@despensa.cl', description: 'usuaria de otra empresa' },
] as const;

/** Seeds the demo companies and users once; a database that already has users is left alone. */
export async function seedDemoData(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Serialises concurrent first starts on one PostgreSQL: the second waits, then sees the users.
    await tx.execute(sql`select pg_advisory_xact_lock(4242)`);
    const [existing] = await tx.select({ id: resUsers.id }).from(resUsers).limit(1);
    if (existing) return false;

    const passwordHash = await hashPassword(demoPassword);
    const [demoCompany, clubCompany, otherCompany] = await tx
      .insert(resPartner)
      .values([
        {
          name: 'Restaurante El Fogón SpA',
          isCompany: true,
          vat: '76.543.210-3',
          businessActivity: 'Restaurantes',
          email: 'compras@elfogon.cl',
          phone: '+56 2 2345 6789',
          street: 'Av. Providencia 1234',
          comuna: 'Providencia',
          region: 'Región Metropolitana de Santiago',
          creditDays: 30,
        },
        {
          name: 'Hotel Costa Azul Ltda.',
          isCompany: true,
          vat: '77.654.321-7',
          businessActivity: 'Hoteles',
          email: 'abastecimiento@costaazul.cl',
          phone: '+56 32 268 1234',
          street: 'Av. Perú 500',
          comuna: 'Viña del Mar',
          region: 'Región de Valparaíso',
          clubMemberUntil: '2099-12-31',
        },
        {
          name: 'Almacén La Esquina EIRL',
          isCompany: true,
          vat: '78.123.456-7',
          businessActivity: 'Comercio al por menor',
          email: 'contacto@laesquina.cl',
          phone: '+56 41 222 3344',
          street: 'O’Higgins 890',
          comuna: 'Concepción',
          region: 'Región del Biobío',
        },
      ])
      .returning({ id: resPartner.id });
    if (!demoCompany || !clubCompany || !otherCompany) throw new Error('demo companies were not created');

    const verified = new Date('2024-01-02T12:00:00Z');
    await tx.insert(resUsers).values([
      { login: 'demo@despensa.cl', name: 'Daniela Muñoz', passwordHash, partnerId: demoCompany.id, role: 'admin', emailVerifiedAt: verified },
      { login: 'club@despensa.cl', name: 'Claudio Rojas', passwordHash, partnerId: clubCompany.id, role: 'admin', emailVerifiedAt: verified },
      { login: 'otra@despensa.cl', name: 'Olga Pérez', passwordHash, partnerId: otherCompany.id, role: 'admin', emailVerifiedAt: verified },
    ]);
    return true;
  });
}
