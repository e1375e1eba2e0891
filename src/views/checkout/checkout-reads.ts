import type { Reads } from '../../app/effects';

/** What the checkout reads from the gateway besides the cart: the views take them as props, so tests fake them. */
export type CheckoutReads = Pick<Reads, 'addresses' | 'deliveryOptions' | 'paymentMethods'>;
