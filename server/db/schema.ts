import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
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
    /**
     * What the company may owe at once on its credit line, in CLP with IVA: its unpaid invoices and its
     * batch commitments on credit count against it (server/payments/credit-line.ts).
     */
    creditLimit: integer('credit_limit').notNull().default(0),
    clubMemberUntil: date('club_member_until'),
    /** The default delivery (or invoice) address among a company's addresses. */
    isDefault: boolean('is_default').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('res_partner_parent_idx').on(t.parentId, t.type, t.id),
    /** One company per RUT: registration looks the RUT up and relies on this against a race. */
    uniqueIndex('res_partner_company_vat_idx').on(t.vat).where(sql`${t.isCompany}`),
    check('res_partner_type_check', sql`${t.type} in ('contact', 'invoice', 'delivery')`),
    check('res_partner_credit_limit_check', sql`${t.creditLimit} >= 0`),
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
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Whether the user gets the reminders (Club renewal, card expiry); the essential e-mails always go. */
    mailReminders: boolean('mail_reminders').notNull().default(true),
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
    /** Why an administrator ended it (`role_changed`), so the holder is told and not just sent to sign in; null otherwise. */
    revokedReason: text('revoked_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_session_token_idx').on(t.tokenHash),
    index('auth_session_family_idx').on(t.familyId),
    /** A password reset revokes every session of the user. */
    index('auth_session_user_idx').on(t.userId),
  ],
);

/** Single-use e-mail codes and links: account verification and password reset. */
export const authEmailToken = pgTable(
  'auth_email_token',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => resUsers.id),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Codes tried against this token; the fifth wrong one burns it. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_email_token_token_idx').on(t.tokenHash),
    index('auth_email_token_user_idx').on(t.userId, t.purpose, t.createdAt),
    check('auth_email_token_purpose_check', sql`${t.purpose} in ('verify', 'reset')`),
  ],
);

/**
 * An admin's invitation of someone to the company with a role: a single-use e-mailed link, valid 7 days,
 * that creates the user when accepted. Cancelled or accepted invitations stay for the record.
 */
export const resUsersInvitation = pgTable(
  'res_users_invitation',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => resPartner.id),
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => resUsers.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('res_users_invitation_token_idx').on(t.tokenHash),
    index('res_users_invitation_partner_idx').on(t.partnerId, t.createdAt),
    check('res_users_invitation_role_check', sql`${t.role} in ('admin', 'comprador', 'finanzas')`),
  ],
);

/**
 * Failed sign-ins (and other counted attempts), per key over a sliding window to throttle guessing. A
 * pending row is an attempt still being judged: it holds a place in the window so parallel guesses
 * cannot all pass, and it is either confirmed as failed or deleted.
 */
export const authLoginAttempt = pgTable(
  'auth_login_attempt',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    pending: boolean('pending').notNull().default(false),
  },
  (t) => [index('auth_login_attempt_key_idx').on(t.key, t.attemptedAt)],
);

export const productCategory = pgTable('product_category', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  sequence: integer('sequence').notNull().default(0),
});

/** Prices are net CLP (sin IVA), whole pesos. `cxti_price` is 0 for products outside the club. */
export const productProduct = pgTable(
  'product_product',
  {
    id: serial('id').primaryKey(),
    defaultCode: text('default_code').notNull(),
    name: text('name').notNull(),
    /** Lower-case, accent-free name and code, written with the shared search folding for LIKE searches. */
    searchText: text('search_text').notNull(),
    categId: integer('categ_id')
      .notNull()
      .references(() => productCategory.id),
    uom: text('uom').notNull(),
    packSize: text('pack_size').notNull(),
    /** How it is sold, in `uom` (machines/rules/quantity.ts): multiples of the step, at least the minimum. */
    qtyStep: numeric('qty_step', { precision: 8, scale: 1, mode: 'number' }).notNull().default(1),
    qtyMin: numeric('qty_min', { precision: 8, scale: 1, mode: 'number' }).notNull().default(1),
    listPrice: integer('list_price').notNull(),
    cxtiPrice: integer('cxti_price').notNull().default(0),
    stockState: text('stock_state').notNull().default('in_stock'),
    description: text('description').notNull().default(''),
    /** A drawn SVG, sent with the product as a data: URL (server/catalogue/products.ts). */
    imageSvg: text('image_svg').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('product_product_code_idx').on(t.defaultCode),
    index('product_product_categ_idx').on(t.categId, t.name, t.id),
    index('product_product_name_idx').on(t.name, t.id),
    check('product_product_uom_check', sql`${t.uom} in ('kg', 'un', 'caja', 'lt')`),
    check('product_product_stock_check', sql`${t.stockState} in ('in_stock', 'low', 'out')`),
    check('product_product_price_check', sql`${t.listPrice} > 0 and ${t.cxtiPrice} >= 0`),
    check('product_product_qty_rule_check', sql`${t.qtyStep} > 0 and ${t.qtyMin} >= ${t.qtyStep} and mod(${t.qtyMin}, ${t.qtyStep}) = 0`),
  ],
);

export const saleOrder = pgTable(
  'sale_order',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => resPartner.id),
    partnerInvoiceId: integer('partner_invoice_id')
      .notNull()
      .references(() => resPartner.id),
    partnerShippingId: integer('partner_shipping_id').references(() => resPartner.id),
    userId: integer('user_id').references(() => resUsers.id),
    dateOrder: timestamp('date_order', { withTimezone: true }).notNull(),
    state: text('state').notNull().default('draft'),
    paymentMethodCode: text('payment_method_code').notNull(),
    customerOrderNumber: text('despensa_customer_sale_order_number'),
    scheduledDate: date('scheduled_date').notNull(),
    pickup: boolean('retiro_en_tienda').notNull().default(false),
    amountUntaxed: integer('amount_untaxed').notNull(),
    amountShipping: integer('amount_shipping').notNull(),
    amountDiscount: integer('amount_discount').notNull().default(0),
    amountTax: integer('amount_tax').notNull(),
    amountTotal: integer('amount_total').notNull(),
    /** What a non-member would have paid, kept to show club savings. */
    amountOriginal: integer('amount_original').notNull(),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sale_order_name_idx').on(t.name),
    uniqueIndex('sale_order_idempotency_idx').on(t.partnerId, t.idempotencyKey),
    index('sale_order_partner_date_idx').on(t.partnerId, t.dateOrder, t.id),
    check('sale_order_state_check', sql`${t.state} in ('draft', 'sent', 'sale', 'done', 'cancel')`),
    check('sale_order_method_check', sql`${t.paymentMethodCode} in ('card', 'saved_card', 'credit')`),
  ],
);

export const saleOrderLine = pgTable(
  'sale_order_line',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => saleOrder.id),
    productId: integer('product_id')
      .notNull()
      .references(() => productProduct.id),
    name: text('name').notNull(),
    productUomQty: numeric('product_uom_qty', { precision: 12, scale: 1, mode: 'number' }).notNull(),
    priceUnit: integer('price_unit').notNull(),
    cxtiPrice: integer('cxti_price').notNull().default(0),
    priceSubtotal: integer('price_subtotal').notNull(),
  },
  (t) => [
    index('sale_order_line_order_idx').on(t.orderId),
    check('sale_order_line_qty_check', sql`${t.productUomQty} > 0`),
  ],
);

/** Customer invoices, as Odoo's account.move; their lines are the order's lines. */
export const accountMove = pgTable(
  'account_move',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** SII folio number printed on the document. */
    folio: integer('folio').notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => resPartner.id),
    orderId: integer('order_id').references(() => saleOrder.id),
    /** The one line of an invoice without an order (a Club CXTI fee), as printed. */
    lineDescription: text('line_description'),
    invoiceDate: date('invoice_date').notNull(),
    invoiceDateDue: date('invoice_date_due').notNull(),
    amountUntaxed: integer('amount_untaxed').notNull(),
    amountTax: integer('amount_tax').notNull(),
    amountTotal: integer('amount_total').notNull(),
    amountResidual: integer('amount_residual').notNull(),
    /** The day it was paid in Santiago (born paid: its invoice date); null while anything is owed. */
    paidOn: date('paid_on'),
    /** When the company was e-mailed the invoice (server/invoices/invoice-mails.ts); null until then. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_move_name_idx').on(t.name),
    uniqueIndex('account_move_folio_idx').on(t.folio),
    index('account_move_partner_date_idx').on(t.partnerId, t.invoiceDate, t.id),
    index('account_move_order_idx').on(t.orderId),
    // Paid whole or owed whole: the statement dates a payment by paid_on, so the two never disagree.
    check('account_move_paid_on_check', sql`(${t.amountResidual} = 0) = (${t.paidOn} is not null)`),
  ],
);

/** A payment attempt with a provider; the provider's word, never the browser's, decides its state. */
export const paymentTransaction = pgTable(
  'payment_transaction',
  {
    id: text('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => saleOrder.id),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => resPartner.id),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    /** The provider's page for this attempt, answered again when the same Idempotency-Key repeats. */
    redirectUrl: text('redirect_url'),
    paymentMethodCode: text('payment_method_code').notNull(),
    paymentTokenId: integer('payment_token_id'),
    amount: integer('amount').notNull(),
    state: text('state').notNull().default('pending'),
    stateMessage: text('state_message'),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the buyer was told the payment is pending at the bank (the provider said why); null until then. */
    pendingToldAt: timestamp('pending_told_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_transaction_order_idx').on(t.orderId),
    uniqueIndex('payment_transaction_idempotency_idx').on(t.partnerId, t.idempotencyKey),
    // An order has at most one attempt open or approved: a second is answered with it, never charged.
    uniqueIndex('payment_transaction_open_idx').on(t.orderId).where(sql`${t.state} in ('pending', 'approved')`),
    // refunding: the provider approved a charge the order did not need; decided here, given back by the provider after.
    check('payment_transaction_state_check', sql`${t.state} in ('pending', 'approved', 'rejected', 'refunding', 'refunded')`),
  ],
);

/**
 * The built-in sandbox provider's own records, kept apart from the gateway's as a real provider's
 * would be: the gateway reads them only through the PaymentProvider interface.
 */
export const sandboxPayment = pgTable(
  'sandbox_payment',
  {
    reference: text('reference').primaryKey(),
    transactionId: text('transaction_id').notNull(),
    amount: integer('amount').notNull(),
    description: text('description').notNull(),
    payerEmail: text('payer_email').notNull(),
    /** The saved card charged, when the payer chose one instead of typing a card. */
    cardRef: text('card_ref'),
    successUrl: text('success_url').notNull(),
    failureUrl: text('failure_url').notNull(),
    pendingUrl: text('pending_url').notNull(),
    state: text('state').notNull().default('pending'),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('sandbox_payment_state_check', sql`${t.state} in ('pending', 'approved', 'rejected', 'refunded')`)],
);

/**
 * Cards kept by the sandbox provider, as a real provider keeps them: the gateway holds only `token`.
 * The number itself is kept nowhere; the sandbox remembers what its test number does when charged.
 */
export const sandboxCard = pgTable(
  'sandbox_card',
  {
    token: text('token').primaryKey(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    holderName: text('holder_name').notNull(),
    behaviour: text('behaviour').notNull().default('approve'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('sandbox_card_behaviour_check', sql`${t.behaviour} in ('approve', 'decline', 'insufficient_funds', 'pending', 'capture_decline')`)],
);

/** A visit to the sandbox's card-entry page: it ends with a saved card or with the payer leaving. */
export const sandboxCardSetup = pgTable(
  'sandbox_card_setup',
  {
    reference: text('reference').primaryKey(),
    returnUrl: text('return_url').notNull(),
    state: text('state').notNull().default('pending'),
    cardToken: text('card_token').references(() => sandboxCard.token),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('sandbox_card_setup_state_check', sql`${t.state} in ('pending', 'completed', 'cancelled')`)],
);

/** Webhook deliveries already processed, so a replayed delivery changes nothing. */
export const paymentWebhookEvent = pgTable('payment_webhook_event', {
  id: text('id').primaryKey(),
  transactionId: text('transaction_id').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Cards saved with the provider: only the provider's token and what a buyer needs to recognise it. */
export const paymentToken = pgTable(
  'payment_token',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => resPartner.id),
    providerRef: text('provider_ref').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    /** Null when the provider does not tell the expiry (Transbank's Oneclick keeps it to itself). */
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    /** The name embossed on the card, as the provider returned it. */
    holderName: text('holder_name'),
    /** What the company calls the card ("Tarjeta de la cocina"). */
    nickname: text('nickname'),
    isPrimary: boolean('is_primary').notNull().default(false),
    /** When the company was told the card is about to expire; null until then. */
    expiryRemindedAt: timestamp('expiry_reminded_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('payment_token_partner_idx').on(t.partnerId)],
);

/**
 * The gateway's side of adding a card: which company and user sent a payer to the provider's card page,
 * and the saved card once the provider confirmed it, so coming back twice saves it once.
 */
export const cardSetup = pgTable(
  'card_setup',
  {
    id: text('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => resPartner.id),
    userId: integer('user_id')
      .notNull()
      .references(() => resUsers.id),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference').notNull(),
    paymentTokenId: integer('payment_token_id').references(() => paymentToken.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('card_setup_partner_idx').on(t.partnerId)],
);

/**
 * Club CXTI plans a company can pay for. `code` and each benefit's `code` name them for the portal, which
 * words them in the reader's language; the Spanish `name` and `text` are for the e-mails and invoices,
 * and what the portal shows for a code it has no words for.
 */
export const clubPlan = pgTable('club_plan', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  months: integer('months').notNull(),
  price: integer('price').notNull(),
  benefits: jsonb('benefits').$type<{ code: string; text: string }[]>().notNull(),
});

/**
 * A company's Club CXTI membership, one row per company once it first joined. `period_end` is the last
 * day paid (Santiago); res_partner.club_member_until mirrors it while the company enjoys club prices.
 */
export const clubMembership = pgTable(
  'club_membership',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => resPartner.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => clubPlan.id),
    /** active, cancelling (active until period_end, then ends), grace (a renewal was declined), lapsed. */
    state: text('state').notNull(),
    startedOn: date('started_on').notNull(),
    periodEnd: date('period_end').notNull(),
    /** The saved card renewals are charged to. */
    paymentTokenId: integer('payment_token_id').references(() => paymentToken.id),
    /** A plan chosen for the next period. */
    nextPlanId: integer('next_plan_id').references(() => clubPlan.id),
    /** The renewal date its reminder was sent for, so each renewal is reminded once. */
    renewalRemindedFor: date('renewal_reminded_for'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('club_membership_partner_idx').on(t.partnerId),
    check('club_membership_state_check', sql`${t.state} in ('active', 'cancelling', 'grace', 'lapsed')`),
  ],
);

/**
 * One payment of a company's invoices through the provider (Facturas, "Pagar"): a saved card or the
 * provider's page, for the sum of the invoices it lists. The provider's word decides its state, as for
 * an order's payment; an approval marks every listed invoice paid at once.
 */
export const invoicePayment = pgTable(
  'invoice_payment',
  {
    id: text('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => resPartner.id),
    userId: integer('user_id')
      .notNull()
      .references(() => resUsers.id),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    redirectUrl: text('redirect_url'),
    paymentMethodCode: text('payment_method_code').notNull(),
    paymentTokenId: integer('payment_token_id').references(() => paymentToken.id),
    /** "Visa •••• 4242" for a saved card, as printed on the receipt; null for a card typed at the provider. */
    cardLabel: text('card_label'),
    amount: integer('amount').notNull(),
    state: text('state').notNull().default('pending'),
    stateMessage: text('state_message'),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('invoice_payment_idempotency_idx').on(t.partnerId, t.idempotencyKey),
    index('invoice_payment_partner_idx').on(t.partnerId, t.createdAt),
    check('invoice_payment_state_check', sql`${t.state} in ('pending', 'approved', 'rejected', 'refunding', 'refunded')`),
    check('invoice_payment_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * An invoice in a payment, with the amount it was owed. `open` stays true while the payment is pending
 * or approved: the partial unique index lets an invoice be in one such payment only, so two tabs, two
 * instances or a retried request can never pay it twice.
 */
export const invoicePaymentLine = pgTable(
  'invoice_payment_line',
  {
    paymentId: text('payment_id')
      .notNull()
      .references(() => invoicePayment.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => accountMove.id),
    amount: integer('amount').notNull(),
    open: boolean('open').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.invoiceId] }),
    uniqueIndex('invoice_payment_line_open_idx').on(t.invoiceId).where(sql`${t.open}`),
  ],
);

/**
 * Each charge of a Club CXTI fee: joining, or one attempt at a renewal. A renewal attempt is unique per
 * membership, period and attempt number, so two gateways running the renewal job charge it once.
 */
export const clubCharge = pgTable(
  'club_charge',
  {
    id: text('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => resPartner.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => clubPlan.id),
    kind: text('kind').notNull(),
    membershipId: integer('membership_id').references(() => clubMembership.id),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    attempt: integer('attempt').notNull().default(0),
    amount: integer('amount').notNull(),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    redirectUrl: text('redirect_url'),
    paymentMethodCode: text('payment_method_code').notNull(),
    paymentTokenId: integer('payment_token_id').references(() => paymentToken.id),
    state: text('state').notNull().default('pending'),
    stateMessage: text('state_message'),
    invoiceId: integer('invoice_id').references(() => accountMove.id),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('club_charge_idempotency_idx').on(t.partnerId, t.idempotencyKey),
    uniqueIndex('club_charge_renewal_idx').on(t.membershipId, t.periodStart, t.attempt),
    // An invoice finds the fee it was issued for (its printed payment method).
    index('club_charge_invoice_idx').on(t.invoiceId),
    check('club_charge_kind_check', sql`${t.kind} in ('join', 'renewal')`),
    // One join of a company open at a time: a second one sent with it is answered with the first.
    uniqueIndex('club_charge_open_join_idx').on(t.partnerId).where(sql`${t.kind} = 'join' and ${t.state} = 'pending'`),
    check('club_charge_state_check', sql`${t.state} in ('pending', 'approved', 'rejected', 'refunding', 'refunded')`),
  ],
);

/**
 * A team purchase (decisions.md): a product at a group price once the batch (lote) reaches its target
 * before the deadline. open -> closing (the job decided its outcome and is settling it) -> closed.
 */
export const teamPurchaseCampaign = pgTable(
  'team_purchase_campaign',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => productProduct.id),
    title: text('title').notNull(),
    /** Net CLP per unit of the product's measure. */
    groupPrice: integer('group_price').notNull(),
    targetQty: integer('target_qty').notNull(),
    /** The most the batch takes: commitments beyond it are refused. */
    maxQty: integer('max_qty').notNull(),
    minPerCompany: numeric('min_per_company', { precision: 12, scale: 1, mode: 'number' }).notNull(),
    /** Null: a company may commit up to what the batch still takes. */
    maxPerCompany: numeric('max_per_company', { precision: 12, scale: 1, mode: 'number' }),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    /** The day a filled batch is delivered, the orders' scheduled date. */
    deliveryDate: date('delivery_date').notNull(),
    state: text('state').notNull().default('open'),
    /** filled or released, decided once when the job starts closing it. */
    outcome: text('outcome'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('team_purchase_campaign_state_idx').on(t.state, t.deadline),
    check('team_purchase_campaign_state_check', sql`${t.state} in ('open', 'closing', 'closed')`),
    check('team_purchase_campaign_outcome_check', sql`${t.outcome} is null or ${t.outcome} in ('filled', 'released')`),
    check('team_purchase_campaign_qty_check', sql`${t.targetQty} > 0 and ${t.maxQty} >= ${t.targetQty}`),
  ],
);

/**
 * A company's commitment to a batch, one per company and campaign. active (or, with a card, authorised
 * by the provider) -> captured -> ordered when the batch fills; withdrawn by the buyer; released when it
 * does not fill; dropped when its card's capture is declined at closing.
 */
export const teamPurchaseCommitment = pgTable(
  'team_purchase_commitment',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => teamPurchaseCampaign.id),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => resPartner.id),
    /** Who committed last; null for the demo data's commitments. */
    userId: integer('user_id').references(() => resUsers.id),
    quantity: numeric('quantity', { precision: 12, scale: 1, mode: 'number' }).notNull(),
    state: text('state').notNull().default('active'),
    paymentMethodCode: text('payment_method_code').notNull().default('credit'),
    paymentTokenId: integer('payment_token_id').references(() => paymentToken.id),
    /** The provider's authorisation of `amount` on the card, captured only if the batch fills. */
    authorizationReference: text('authorization_reference'),
    /** With IVA, at the group price. */
    amount: integer('amount').notNull().default(0),
    orderId: integer('order_id').references(() => saleOrder.id),
    stateMessage: text('state_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('team_purchase_commitment_campaign_idx').on(t.campaignId),
    uniqueIndex('team_purchase_commitment_company_idx').on(t.campaignId, t.partnerId),
    check(
      'team_purchase_commitment_state_check',
      sql`${t.state} in ('active', 'withdrawn', 'captured', 'ordered', 'released', 'dropped')`,
    ),
    check('team_purchase_commitment_method_check', sql`${t.paymentMethodCode} in ('credit', 'saved_card')`),
  ],
);

/**
 * Every hold the gateway asked a provider for, whether or not a commitment ended up using it: a hold no
 * commitment uses is let go (releasing, then released), by the request that replaced it or by the
 * money sweeper, so no card keeps an amount held for nothing.
 */
export const cardHold = pgTable(
  'card_hold',
  {
    reference: text('reference').primaryKey(),
    provider: text('provider').notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => resPartner.id),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => teamPurchaseCampaign.id),
    amount: integer('amount').notNull(),
    state: text('state').notNull().default('held'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('card_hold_state_idx').on(t.state, t.createdAt),
    check('card_hold_state_check', sql`${t.state} in ('held', 'releasing', 'released')`),
  ],
);

/** The sandbox's card authorisations: held, then captured, voided or refunded, like a provider's delayed capture. */
export const sandboxAuthorization = pgTable(
  'sandbox_authorization',
  {
    reference: text('reference').primaryKey(),
    transactionId: text('transaction_id').notNull(),
    amount: integer('amount').notNull(),
    cardRef: text('card_ref').notNull(),
    state: text('state').notNull(),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('sandbox_authorization_state_check', sql`${t.state} in ('authorized', 'declined', 'captured', 'voided', 'refunded')`)],
);

/**
 * What the analytics read, kept by triggers on sale_order and sale_order_line (migration 0005), like
 * Odoo's sale.report: each company's confirmed orders (state sale or done) per Santiago month, and
 * their lines per month and product, with IVA. Every writer of orders (checkout, payments, the seed, a
 * hand-written fix) keeps them exact, and a report reads at most months × products rows.
 */
export const saleReportOrder = pgTable(
  'sale_report_order',
  {
    partnerId: integer('partner_id').notNull(),
    month: date('month').notNull(),
    orders: integer('orders').notNull(),
    spend: bigint('spend', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.month] })],
);

export const saleReportLine = pgTable(
  'sale_report_line',
  {
    partnerId: integer('partner_id').notNull(),
    month: date('month').notNull(),
    productId: integer('product_id').notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 1, mode: 'number' }).notNull(),
    /** The lines with IVA, each rounded as an invoice rounds it. */
    spend: bigint('spend', { mode: 'number' }).notNull(),
    /** With IVA: what club prices saved, and what they would have saved on lines paid at list price. */
    saved: bigint('saved', { mode: 'number' }).notNull(),
    missed: bigint('missed', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.month, t.productId] })],
);

/**
 * Transbank's Webpay Plus checkouts (server/payments/transbank-webpay.ts), kept by the gateway because
 * Transbank tells nothing by itself: the token it gave, where the payer goes back to, and what the commit
 * answered. A request takes `committing` before it commits, so a token is committed once however many
 * returns arrive together; `commitStartedAt` stays set afterwards: only a commit we asked for approves.
 */
export const transbankWebpay = pgTable(
  'transbank_webpay',
  {
    token: text('token').primaryKey(),
    transactionId: text('transaction_id').notNull(),
    buyOrder: text('buy_order').notNull(),
    sessionId: text('session_id').notNull(),
    amount: integer('amount').notNull(),
    /** Transbank's payment form, where the payer's browser posts `token_ws`. */
    formUrl: text('form_url').notNull(),
    successUrl: text('success_url').notNull(),
    failureUrl: text('failure_url').notNull(),
    pendingUrl: text('pending_url').notNull(),
    state: text('state').notNull().default('pending'),
    commitStartedAt: timestamp('commit_started_at', { withTimezone: true }),
    /** What Transbank answered (commit, or status once it was final): its code and state, and the card's last digits. */
    responseCode: integer('response_code'),
    tbkStatus: text('tbk_status'),
    authorizationCode: text('authorization_code'),
    cardLast4: text('card_last4'),
    /** Why it was rejected, for the payer, in Spanish. */
    message: text('message'),
    /** REVERSED or NULLIFIED, as Transbank gave the money back. */
    refundType: text('refund_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('transbank_webpay_buy_order_idx').on(t.buyOrder),
    check('transbank_webpay_state_check', sql`${t.state} in ('pending', 'committing', 'approved', 'rejected', 'refunded')`),
  ],
);

/**
 * Cards enrolled in Oneclick Mall. `reference` is the only thing the gateway keeps (payment_token.provider_ref);
 * Transbank's `tbk_user` and the username it was enrolled under stay here, since a charge needs both.
 */
export const transbankCard = pgTable('transbank_card', {
  reference: text('reference').primaryKey(),
  username: text('username').notNull(),
  tbkUser: text('tbk_user').notNull(),
  cardType: text('card_type').notNull(),
  last4: text('last4').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * A visit to Oneclick's enrolment form. Its result can be read from Transbank once (finish), so the one
 * request that takes `finishing` reads it and keeps the card it gave.
 */
export const transbankInscription = pgTable(
  'transbank_inscription',
  {
    reference: text('reference').primaryKey(),
    token: text('token').notNull(),
    username: text('username').notNull(),
    /** Transbank's enrolment form, where the payer's browser posts `TBK_TOKEN`. */
    formUrl: text('form_url').notNull(),
    returnUrl: text('return_url').notNull(),
    state: text('state').notNull().default('pending'),
    finishStartedAt: timestamp('finish_started_at', { withTimezone: true }),
    responseCode: integer('response_code'),
    cardReference: text('card_reference').references(() => transbankCard.reference),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('transbank_inscription_token_idx').on(t.token),
    check('transbank_inscription_state_check', sql`${t.state} in ('pending', 'finishing', 'completed', 'cancelled')`),
  ],
);

/**
 * Oneclick Mall payments on an enrolled card: a charge (authorised and captured at once), or a hold
 * (authorised on the deferred-capture store, then captured or let go). The row exists before Transbank
 * is asked (`authorizing`), so an answer lost on the way is read back by its buy order.
 */
export const transbankOneclick = pgTable(
  'transbank_oneclick',
  {
    reference: text('reference').primaryKey(),
    kind: text('kind').notNull(),
    transactionId: text('transaction_id').notNull(),
    /** Null for a card Oneclick never enrolled here (saved with another provider): refused without asking Transbank. */
    cardReference: text('card_reference').references(() => transbankCard.reference),
    buyOrder: text('buy_order').notNull(),
    childCommerceCode: text('child_commerce_code').notNull(),
    childBuyOrder: text('child_buy_order').notNull(),
    amount: integer('amount').notNull(),
    state: text('state').notNull().default('authorizing'),
    responseCode: integer('response_code'),
    authorizationCode: text('authorization_code'),
    message: text('message'),
    refundType: text('refund_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('transbank_oneclick_buy_order_idx').on(t.buyOrder),
    check('transbank_oneclick_kind_check', sql`${t.kind} in ('charge', 'hold')`),
    check(
      'transbank_oneclick_state_check',
      sql`${t.state} in ('authorizing', 'approved', 'rejected', 'authorized', 'captured', 'capture_rejected', 'released', 'refunded')`,
    ),
  ],
);

/**
 * MercadoPago's side of the gateway's payments (server/payments/mercadopago.ts): a Checkout Pro preference
 * the payer pays on MercadoPago's page (`checkout`), or a payment on a saved card, charged at once
 * (`charge`) or held with capture: false (`hold`). `reference` is ours, the gateway's providerReference;
 * MercadoPago knows the payment by `transaction_id`, its external_reference, one row each, written before
 * MercadoPago is asked. How the payment stands is read from MercadoPago every time; only what we did to
 * it is kept (`refunded`, `voided`), so doing it again asks nothing.
 */
export const mercadopagoPayment = pgTable(
  'mercadopago_payment',
  {
    reference: text('reference').primaryKey(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind').notNull(),
    amount: integer('amount').notNull(),
    preferenceId: text('preference_id'),
    /** MercadoPago's payment, for a saved card's charge or hold; a checkout's are found by its external_reference. */
    paymentId: text('payment_id'),
    cardToken: text('card_token'),
    state: text('state').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('mercadopago_payment_transaction_idx').on(t.transactionId),
    check('mercadopago_payment_kind_check', sql`${t.kind} in ('checkout', 'charge', 'hold')`),
    check('mercadopago_payment_state_check', sql`${t.state} in ('open', 'refunded', 'voided', 'refused')`),
  ],
);

/** The MercadoPago customer of a company, created the first time it saves a card there. */
export const mercadopagoCustomer = pgTable('mercadopago_customer', {
  partnerId: integer('partner_id')
    .primaryKey()
    .references(() => resPartner.id),
  customerId: text('customer_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * A card MercadoPago keeps on a company's customer. The gateway holds only `token`, ours; the number
 * never reached us (MercadoPago.js tokenised it in the payer's browser).
 */
export const mercadopagoCard = pgTable('mercadopago_card', {
  token: text('token').primaryKey(),
  customerId: text('customer_id').notNull(),
  cardId: text('card_id').notNull(),
  /** What MercadoPago needs to charge the card again (payment_method_id, issuer_id). */
  paymentMethodId: text('payment_method_id').notNull(),
  issuerId: text('issuer_id'),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  holderName: text('holder_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * A visit to the gateway's MercadoPago card page. pending -> saving (one request claimed it and is asking
 * MercadoPago) -> completed, or back to pending with `message` when MercadoPago refused; pending ->
 * cancelled when the payer leaves.
 */
export const mercadopagoCardSetup = pgTable(
  'mercadopago_card_setup',
  {
    reference: text('reference').primaryKey(),
    returnUrl: text('return_url').notNull(),
    state: text('state').notNull().default('pending'),
    cardToken: text('card_token').references(() => mercadopagoCard.token),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('mercadopago_card_setup_state_check', sql`${t.state} in ('pending', 'saving', 'completed', 'cancelled')`)],
);

/**
 * Mis habituales: a company's choice for one product of its order guide (contract/order-guide.ts):
 * `pinned` keeps it in the guide, `hidden` takes it out. No row leaves it to the company's recent orders.
 */
export const orderGuideChoice = pgTable(
  'order_guide_choice',
  {
    partnerId: integer('partner_id')
      .notNull()
      .references(() => resPartner.id),
    productId: integer('product_id')
      .notNull()
      .references(() => productProduct.id),
    choice: text('choice').notNull(),
    userId: integer('user_id').references(() => resUsers.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.productId] }), check('order_guide_choice_check', sql`${t.choice} in ('pinned', 'hidden')`)],
);

/**
 * Pedidos recurrentes: an order a company repeats on chosen weekdays, weekly or every two weeks
 * (`anchor_date` is the Monday of a week that delivers, for the fortnightly ones). Its orders are placed
 * as `user_id`, the buyer who saved it, with its address and payment method (credit or a saved card).
 */
export const recurringOrder = pgTable(
  'recurring_order',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => resPartner.id),
    userId: integer('user_id')
      .notNull()
      .references(() => resUsers.id),
    name: text('name').notNull(),
    /** ISO weekdays, Monday 1 to Saturday 6 (nothing is delivered on Sunday). */
    weekdays: integer('weekdays').array().notNull(),
    frequency: text('frequency').notNull(),
    anchorDate: date('anchor_date', { mode: 'string' }).notNull(),
    pickup: boolean('pickup').notNull().default(false),
    partnerShippingId: integer('partner_shipping_id').references(() => resPartner.id),
    paymentMethodId: integer('payment_method_id').notNull(),
    state: text('state').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('recurring_order_partner_idx').on(t.partnerId),
    check('recurring_order_frequency_check', sql`${t.frequency} in ('weekly', 'biweekly')`),
    check('recurring_order_state_check', sql`${t.state} in ('active', 'paused')`),
  ],
);

export const recurringOrderLine = pgTable(
  'recurring_order_line',
  {
    recurringOrderId: integer('recurring_order_id')
      .notNull()
      .references(() => recurringOrder.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => productProduct.id),
    quantity: numeric('quantity', { precision: 12, scale: 1, mode: 'number' }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.recurringOrderId, t.productId] })],
);

/**
 * One delivery date of a recurring order: built a day before its cutoff at that day's prices and stock
 * (`lines`, `left_out`), changed or skipped by the buyer until `cutoff_at`, then placed once. The unique
 * date per order is what keeps two gateways from building it twice; the row's lock, from placing it twice.
 */
export const recurringOccurrence = pgTable(
  'recurring_occurrence',
  {
    id: serial('id').primaryKey(),
    recurringOrderId: integer('recurring_order_id')
      .notNull()
      .references(() => recurringOrder.id, { onDelete: 'cascade' }),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    cutoffAt: timestamp('cutoff_at', { withTimezone: true }).notNull(),
    state: text('state').notNull().default('scheduled'),
    lines: jsonb('lines').notNull(),
    leftOut: jsonb('left_out').notNull(),
    orderId: integer('order_id').references(() => saleOrder.id),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('recurring_occurrence_date_idx').on(t.recurringOrderId, t.deliveryDate),
    index('recurring_occurrence_due_idx').on(t.state, t.cutoffAt),
    check('recurring_occurrence_state_check', sql`${t.state} in ('scheduled', 'skipped', 'paying', 'placed', 'failed', 'missed')`),
  ],
);

/**
 * A company's spending rule (user_id null) and its buyers' own rules (contract/spending-limits.ts):
 * limits with IVA, each optional; one row per company and per user, held so by the partial unique indexes.
 */
export const spendingLimit = pgTable(
  'spending_limit',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => resPartner.id),
    userId: integer('user_id').references(() => resUsers.id),
    perOrder: integer('per_order'),
    perPeriod: integer('per_period'),
    period: text('period').notNull().default('month'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('spending_limit_company_idx').on(t.partnerId).where(sql`${t.userId} is null`),
    uniqueIndex('spending_limit_user_idx').on(t.userId).where(sql`${t.userId} is not null`),
    check('spending_limit_period_check', sql`${t.period} in ('week', 'month')`),
    check('spending_limit_amounts_check', sql`coalesce(${t.perOrder}, 1) > 0 and coalesce(${t.perPeriod}, 1) > 0`),
  ],
);

/**
 * A comprador's order sent for approval, as it was asked (`request`: the body of POST /create-sales-order)
 * and priced then. It is placed once: the approval takes its row's lock, and `order_id` is unique.
 */
export const orderApproval = pgTable(
  'order_approval',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => resPartner.id),
    userId: integer('user_id')
      .notNull()
      .references(() => resUsers.id),
    state: text('state').notNull().default('waiting'),
    request: jsonb('request').notNull(),
    /** The lines as priced when it was sent, named as the catalogue named them then (contract ApprovalLine). */
    lines: jsonb('lines').notNull(),
    /** Which rule it broke (contract ApprovalReason). */
    reason: jsonb('reason').notNull(),
    amountUntaxed: integer('amount_untaxed').notNull(),
    amountShipping: integer('amount_shipping').notNull(),
    amountTax: integer('amount_tax').notNull(),
    amountTotal: integer('amount_total').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedBy: integer('decided_by').references(() => resUsers.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    orderId: integer('order_id').references(() => saleOrder.id),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
  },
  (t) => [
    uniqueIndex('order_approval_idempotency_idx').on(t.partnerId, t.idempotencyKey),
    uniqueIndex('order_approval_order_idx').on(t.orderId),
    index('order_approval_partner_state_idx').on(t.partnerId, t.state, t.createdAt),
    index('order_approval_expiry_idx').on(t.state, t.expiresAt),
    check('order_approval_state_check', sql`${t.state} in ('waiting', 'placed', 'rejected', 'expired')`),
    check('order_approval_placed_check', sql`(${t.state} = 'placed') = (${t.orderId} is not null)`),
  ],
);
