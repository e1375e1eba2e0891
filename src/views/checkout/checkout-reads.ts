import { gatewayReads as readsOf, type Reads } from '../../actors/reads.actors';
import { api } from '../../app/api';

/** What the checkout reads from the gateway besides the cart: the views take them as props, so tests fake them. */
export type CheckoutReads = Pick<Reads, 'addresses' | 'deliveryOptions' | 'paymentMethods'>;

export const gatewayReads: CheckoutReads = readsOf(api);
