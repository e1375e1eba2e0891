export type ProviderPaymentState = 'pending' | 'approved' | 'rejected';

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

/** What a correctly signed webhook delivery says happened; its claimed state is deliberately absent. */
interface WebhookNotice {
  /** The provider's id of this delivery, the same on every retry of it. */
  eventId: string;
  transactionId: string;
  providerReference: string;
}

/**
 * An outside payment provider behind one interface (decisions.md): the built-in sandbox now,
 * MercadoPago Checkout Pro later. The gateway trusts only what it reads back from the provider.
 */
export interface PaymentProvider {
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<{ providerReference: string; redirectUrl: string }>;
  getPayment(providerReference: string): Promise<{ state: ProviderPaymentState; message?: string }>;
  /** Checks a webhook's signature on its raw body; null when the delivery is not the provider's. */
  verifyWebhook(headers: Headers, rawBody: string): Promise<WebhookNotice | null>;
}
