/**
 * Every code the gateway answers a refusal with (`{ error: { code, message } }`): the vocabulary both
 * sides share. The gateway can throw no other (`ApiError`'s code is a `RefusalCode`); the SPA words each
 * with `failures.<code>` in every language (tests/lint/refusals.test.ts), and the gateway's Spanish
 * message is for logs and for callers without the SPA.
 *
 * A new refusal: add its code here, then its `failures.<code>` text to es.json (when the login page can
 * meet it) or es.areas.json, and to en, fr, vi, cn and ar.
 */
export const refusalCodes = [
  // Any route: the request itself, the session, the role, the gateway's health.
  'bad_request',
  'invalid_request',
  'payload_too_large',
  'request_timeout',
  'idempotency_key_required',
  'idempotency_key_reused',
  'unauthorized',
  // A refresh refused because an administrator deactivated the account or changed its role.
  'account_disabled',
  'role_changed',
  'forbidden',
  'not_found',
  'database_unavailable',
  'not_ready',
  'internal',
  // Signing in, registering, confirming an e-mail, resetting a password.
  'invalid_credentials',
  'email_unverified',
  'too_many_attempts',
  'resend_too_soon',
  'invalid_code',
  'rut_taken',
  // The company, its people and its addresses.
  'rut_locked',
  'last_admin',
  'email_taken',
  'invalid_invitation',
  'address_limit',
  'default_required',
  'last_invoice_address',
  // Orders and their payment.
  'scheduled_date_unavailable',
  'product_unavailable',
  'price_changed',
  'below_minimum',
  'order_too_large',
  'credit_limit_exceeded',
  'order_not_payable',
  'order_not_cancellable',
  'payment_in_progress',
  'method_not_allowed',
  'payments_unavailable',
  'provider_unavailable',
  'invalid_signature',
  // Saved cards.
  'card_setup_pending',
  'card_setup_cancelled',
  'card_expired',
  'card_pays_club',
  'card_declined',
  // Club CXTI.
  'already_member',
  'not_member',
  'membership_in_grace',
  'not_cancelling',
  // Team Purchase.
  'campaign_closed',
  'quantity_out_of_range',
  'batch_full',
  // Pedidos recurrentes.
  'payment_method_unattended',
  'occurrence_closed',
  'recurring_paying',
  // Pagar facturas.
  'invoice_paid',
  'invoice_payment_in_progress',
  // Límites de compra y aprobaciones.
  'approval_required',
  'approval_not_needed',
  'approval_decided',
  'approval_own',
] as const;

export type RefusalCode = (typeof refusalCodes)[number];
