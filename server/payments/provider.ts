export type ProviderPaymentState = 'pending' | 'approved' | 'rejected' | 'refunded';

interface CheckoutRequest {
  /** Our payment_transaction id, echoed back by the provider in redirects and webhooks. */
  transactionId: string;
  amount: number;
  description: string;
  payerEmail: string;
  /** Where the provider sends the payer back: the spec's finalpago, errorpago and pendiente pages. */
  returnUrls: { success: string; failure: string; pending: string };
  /** The provider's token of a card the company saved with it; absent, the payer types a card. */
  savedCardRef?: string;
}

interface AuthorizationRequest {
  /** Ours, echoed in the provider's records. */
  transactionId: string;
  amount: number;
  description: string;
  savedCardRef: string;
}

/**
 * A card the provider keeps for the company: its token, and what a buyer needs to recognise it. A provider
 * that does not tell the expiry or the holder (Transbank's Oneclick) gives null: the card is then never
 * taken for expired, and a charge it declines says why.
 */
export interface ProviderCard {
  token: string;
  brand: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
  holderName: string | null;
}

export type ProviderCardSetup = { state: 'pending' | 'cancelled' } | { state: 'completed'; card: ProviderCard };

/** What a correctly signed webhook delivery says happened; its claimed state is deliberately absent. */
interface WebhookNotice {
  /** The provider's id of this delivery, the same on every retry of it. */
  eventId: string;
  transactionId: string;
  providerReference: string;
}

/**
 * An outside payment provider behind one interface (decisions.md): the built-in sandbox, Transbank or
 * MercadoPago (PAYMENT_PROVIDER). The gateway trusts only what it reads back from the provider.
 */
export interface PaymentProvider {
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<{ providerReference: string; redirectUrl: string }>;
  getPayment(providerReference: string): Promise<{ state: ProviderPaymentState; message?: string }>;
  /**
   * Gives an approved checkout payment back in full (a charge the gateway did not need: a late approval
   * of an attempt it had closed, a second one of what was already paid). Repeating it changes nothing.
   */
  refund(providerReference: string): Promise<void>;
  /**
   * Sends the payer to the provider's own card-entry page, which keeps the number on the provider's
   * side and sends the payer back to `returnUrl` whether or not a card was saved.
   */
  createCardSetup(request: {
    returnUrl: string;
    /** The buyer's e-mail, which a provider may require to enrol a card (Oneclick does). */
    payerEmail: string;
  }): Promise<{ providerReference: string; redirectUrl: string }>;
  /** How a card-entry visit ended, read back from the provider; null for a reference it never issued. */
  getCardSetup(providerReference: string): Promise<ProviderCardSetup | null>;
  /**
   * Holds `amount` on a saved card without charging it (a real provider's delayed capture): the team
   * purchases secure a commitment this way and capture it only if the batch fills.
   */
  authorize(request: AuthorizationRequest): Promise<{ providerReference: string; state: 'authorized' | 'rejected'; message?: string }>;
  /** Charges a held authorisation. Capturing one already captured answers approved again. */
  capture(providerReference: string): Promise<{ state: 'approved' | 'rejected'; message?: string }>;
  /** Lets a held authorisation go (void), or gives a captured one back (refund); repeating it changes nothing. */
  release(providerReference: string): Promise<void>;
  /**
   * Checks a webhook's signature on its raw body (and, for a provider that signs part of it, the address
   * it was delivered to); null when the delivery is not the provider's.
   */
  verifyWebhook(headers: Headers, rawBody: string, requestUrl?: string): Promise<WebhookNotice | null>;
}
