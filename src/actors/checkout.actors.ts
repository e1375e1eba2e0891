import { fromCallback, fromPromise } from 'xstate';
import type { Address } from '../../contract/addresses';
import type { DeliveryOptions } from '../../contract/delivery';
import type { checkoutMachine } from '../../machines/checkout.machine';
import { orderEndpoints } from '../../contract/orders';
import type { AddressOptions, CheckoutEvent, HeldOrderState } from '../../machines/checkout.types';
import { hasCode } from '../../machines/failure';
import type { ApiClient } from '../api/client';
import { failing } from './failure';
import type { Reads } from './reads.actors';
import type { MachineEffects } from './machine-effects';
import type { StoredCart } from '../../machines/checkout.storage';

/** Spec section 9: one cart per user in localStorage. */
export function cartStorageKey(userId: number | string): string {
  return `checkout-${userId}`;
}

/** The raw stored value for the machine's `stored` input; null when absent or when storage is unavailable. */
export function readStoredCart(userId: number | string, storage: Storage = localStorage): string | null {
  try {
    return storage.getItem(cartStorageKey(userId));
  } catch {
    return null;
  }
}

/** Writes `{ version, data }` as JSON; false when the browser refuses (quota, storage disabled). */
export function writeStoredCart(userId: number | string, cart: StoredCart, storage: Storage = localStorage): boolean {
  try {
    storage.setItem(cartStorageKey(userId), JSON.stringify(cart));
    return true;
  } catch {
    return false;
  }
}

type StorageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * The checkout machine's real effects: localStorage for the cart, and the `storage` event, which the
 * browser fires in the other tabs of the same origin when one of them writes the cart.
 */
export function checkoutEffects(
  options: { storage?: Storage; events?: StorageEvents; logError?: (message: string) => void } = {},
): MachineEffects<typeof checkoutMachine> {
  const storage = options.storage ?? localStorage;
  const events = options.events ?? window;
  const logError = options.logError ?? ((message: string) => console.error(message));
  return {
    actions: {
      persistCart: ({ self }, { userId, cart }) => {
        if (writeStoredCart(userId, cart, storage)) return;
        logError('Error al guardar el carrito');
        self.send({ type: 'cart.persistFailed' });
      },
      logError: (_, { message, error }) => console.error(message, error),
    },
    actors: {
      watchStoredCart: fromCallback<CheckoutEvent, { userId: number | string }>(({ sendBack, input }) => {
        const key = cartStorageKey(input.userId);
        const onStorage = (event: Event) => {
          const change = event as StorageEvent;
          if (change.key === key && change.storageArea === storage) sendBack({ type: 'cart.sync', stored: change.newValue });
        };
        events.addEventListener('storage', onStorage);
        return () => events.removeEventListener('storage', onStorage);
      }),
    },
  };
}

/** What Direcciones offers, from the company's addresses and the delivery options (dates, pickup point), read together. */
function addressOptionsOf(addresses: readonly Address[], { dates, cutoff, pickup_point, usual_order_total }: DeliveryOptions): AddressOptions {
  return {
    invoice: addresses.filter((address) => address.type === 'invoice'),
    delivery: addresses.filter((address) => address.type === 'delivery'),
    dates,
    cutoff,
    pickupPoint: pickup_point,
    usualOrderTotal: usual_order_total,
  };
}

export const readAddressOptions = (reads: Pick<Reads, 'addresses' | 'deliveryOptions'>) =>
  fromPromise<AddressOptions, void>(async () => {
    const [addresses, options] = await Promise.all([reads.addresses(), reads.deliveryOptions()]);
    return addressOptionsOf(addresses, options);
  });

/**
 * How the order holding the cart stands, from its detail: confirmed is paid (by card, or on credit from
 * its payment page), cancelled frees the lines. An id the company has no order under (a stored value
 * from elsewhere) frees them too: the lines are the buyer's, the order is not.
 */
export const readHeldOrder = (reads: Pick<Reads, 'order'>) =>
  fromPromise<HeldOrderState, { orderId: number }>(async ({ input }) => {
    try {
      const { state } = await reads.order(input.orderId);
      if (state === 'sale' || state === 'done') return 'paid';
      return state === 'cancel' ? 'cancelled' : 'waiting';
    } catch (error) {
      if (hasCode(error, 'not_found')) return 'cancelled';
      throw error;
    }
  });

export const cancelHeldOrder = (client: ApiClient) => {
  const api = failing(client);
  return fromPromise<unknown, { orderId: number }>(({ input }) => api.request(orderEndpoints.cancel, { params: { id: input.orderId } }));
};
