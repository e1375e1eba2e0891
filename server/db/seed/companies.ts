import { hashPassword } from '../../domain/password';
import { addDays, santiagoDate, santiagoInstant } from '../../../machines/rules/calendar';
import type { Db } from '../client';
import { resPartner, resUsers } from '../schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const demoPassword = 'despensa-demo';

export interface SeededCompany {
  key: 'demo' | 'club' | 'other';
  partnerId: number;
  userId: number;
  name: string;
  vat: string;
  street: string;
  comuna: string;
  region: string;
  phone: string;
  creditDays: number;
  isClubMember: boolean;
}

const companies = [
  {
    key: 'demo',
    login: 'demo@despensa.cl',
    userName: 'Daniela Muñoz',
    name: 'Restaurante El Fogón SpA',
    vat: '76.543.210-3',
    businessActivity: 'Restaurantes',
    email: 'compras@elfogon.cl',
    phone: '+56 2 2345 6789',
    street: 'Av. Providencia 1234',
    comuna: 'Providencia',
    region: 'Región Metropolitana de Santiago',
    creditDays: 30,
    // About twice what the restaurant's history leaves unpaid (some $3,9 M), some twenty usual orders.
    creditLimit: 8_000_000,
    clubMemberUntil: null,
  },
  {
    key: 'club',
    login: 'club@despensa.cl',
    userName: 'Claudio Rojas',
    name: 'Hotel Costa Azul Ltda.',
    vat: '77.654.321-7',
    businessActivity: 'Hoteles',
    email: 'abastecimiento@costaazul.cl',
    phone: '+56 32 268 1234',
    street: 'Av. Perú 500',
    comuna: 'Viña del Mar',
    region: 'Región de Valparaíso',
    creditDays: 0,
    creditLimit: 0,
    clubMemberUntil: '2099-12-31',
  },
  {
    key: 'other',
    login: 'otra@despensa.cl',
    userName: 'Olga Pérez',
    name: 'Almacén La Esquina EIRL',
    vat: '78.123.456-7',
    businessActivity: 'Comercio al por menor',
    email: 'contacto@laesquina.cl',
    phone: '+56 41 222 3344',
    street: 'O’Higgins 890',
    comuna: 'Concepción',
    region: 'Región del Biobío',
    creditDays: 0,
    creditLimit: 0,
    clubMemberUntil: null,
  },
] as const;

/** The demo restaurant's other users: one per role besides its admin. */
const teamOfDemo = [
  { login: 'comprador@despensa.cl', name: 'Carlos Fuentes', role: 'comprador' },
  { login: 'finanzas@despensa.cl', name: 'Francisca Vidal', role: 'finanzas' },
] as const;

/** The three demo companies with one admin user each, and the demo restaurant's buyer and accountant (password `despensa-demo`). */
export async function seedCompanies(tx: Tx, now: Date): Promise<Record<SeededCompany['key'], SeededCompany>> {
  // Customers since before the history starts.
  const since = santiagoInstant(addDays(santiagoDate(now), -800), 9, 30);
  const partners = await tx
    .insert(resPartner)
    .values(
      companies.map((c) => ({
        name: c.name,
        isCompany: true,
        vat: c.vat,
        businessActivity: c.businessActivity,
        email: c.email,
        phone: c.phone,
        street: c.street,
        comuna: c.comuna,
        region: c.region,
        creditDays: c.creditDays,
        creditLimit: c.creditLimit,
        clubMemberUntil: c.clubMemberUntil,
        createdAt: since,
      })),
    )
    .returning({ id: resPartner.id, vat: resPartner.vat });
  const partnerId = new Map(partners.map((p) => [p.vat, p.id]));

  const passwordHash = await hashPassword(demoPassword);
  const users = await tx
    .insert(resUsers)
    .values(
      companies.map((c) => ({
        login: c.login,
        name: c.userName,
        passwordHash,
        partnerId: partnerId.get(c.vat)!,
        role: 'admin',
        emailVerifiedAt: since,
        createdAt: since,
      })),
    )
    .returning({ id: resUsers.id, login: resUsers.login });
  const userId = new Map(users.map((u) => [u.login, u.id]));
  // The demo restaurant's buyer and accountant, so each role can be tried.
  await tx.insert(resUsers).values(
    teamOfDemo.map((member) => ({
      ...member,
      passwordHash,
      partnerId: partnerId.get(companies[0].vat)!,
      emailVerifiedAt: since,
      createdAt: since,
    })),
  );

  const entries = companies.map((c): [SeededCompany['key'], SeededCompany] => [
    c.key,
    {
      key: c.key,
      partnerId: partnerId.get(c.vat)!,
      userId: userId.get(c.login)!,
      name: c.name,
      vat: c.vat,
      street: c.street,
      comuna: c.comuna,
      region: c.region,
      phone: c.phone,
      creditDays: c.creditDays,
      isClubMember: c.clubMemberUntil !== null,
    },
  ]);
  return Object.fromEntries(entries) as Record<SeededCompany['key'], SeededCompany>;
}
