import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Odoo's key-value store for instance settings, here the JWT signing secret. */
export const irConfigParameter = pgTable('ir_config_parameter', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Companies and their contacts, billing and delivery partners, as Odoo's res.partner:
 * a company row has `is_company`; its addresses hang from it through `parent_id`.
 */
export const resPartner = pgTable(
  'res_partner',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    isCompany: boolean('is_company').notNull().default(false),
    parentId: integer('parent_id').references((): AnyPgColumn => resPartner.id),
    type: text('type').notNull().default('contact'),
    vat: text('vat'),
    businessActivity: text('business_activity'),
    email: text('email'),
    phone: text('phone'),
    street: text('street'),
    comuna: text('comuna'),
    region: text('region'),
    creditDays: integer('credit_days').notNull().default(0),
    clubMemberUntil: date('club_member_until'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('res_partner_parent_idx').on(t.parentId),
    check('res_partner_type_check', sql`${t.type} in ('contact', 'invoice', 'delivery')`),
  ],
);

export const resUsers = pgTable(
  'res_users',
  {
    id: serial('id').primaryKey(),
    login: text('login').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => resPartner.id),
    role: text('role').notNull().default('admin'),
    active: boolean('active').notNull().default(true),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('res_users_login_idx').on(t.login),
    check('res_users_role_check', sql`${t.role} in ('admin', 'comprador', 'finanzas')`),
  ],
);

/**
 * One row per refresh credential. A sign-in starts a family; every refresh rotates to a new row of
 * the same family, and reusing a rotated credential revokes the whole family.
 */
export const authSession = pgTable(
  'auth_session',
  {
    id: text('id').primaryKey(),
    familyId: text('family_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => resUsers.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_session_token_idx').on(t.tokenHash),
    index('auth_session_family_idx').on(t.familyId),
  ],
);
