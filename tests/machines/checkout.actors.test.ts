import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { checkoutMachine } from '../../machines/checkout.machine';
import { emptyCartData, storedCartOf } from './support/stored-cart';
import { cartStorageKey, checkoutEffects, readStoredCart, writeStoredCart } from '../../src/actors/checkout.actors';
import { MemoryStorage } from './support/memory-storage';

/** The `storage` event another tab's write fires in this one. */
function storageEvent(init: { key: string | null; newValue: string | null; storageArea: Storage }) {
  return Object.assign(new Event('storage'), init);
}

const aceite = { id: 1, product_name: 'Aceite de oliva 5 lt', list_price: 24_990, cxti_price: 22_490 };

function startWith(storage: Storage, events = new EventTarget(), logError = vi.fn()) {
  const machine = checkoutMachine.provide(checkoutEffects({ storage, events, logError }));
  const actor = createActor(machine, { input: { userId: 7, stored: readStoredCart(7, storage), isClubMember: false, newIdempotencyKey: () => 'key' } }).start();
  return { actor, events, logError };
}

describe('checkout actors', () => {
  it('keep one cart per user under checkout-{userId}', () => {
    const storage = new MemoryStorage();
    expect(cartStorageKey(7)).toBe('checkout-7');
    expect(readStoredCart(7, storage)).toBeNull();
    expect(writeStoredCart(7, storedCartOf(), storage)).toBe(true);
    expect(JSON.parse(storage.getItem('checkout-7') ?? '')).toEqual({ version: 1, data: emptyCartData });
    expect(readStoredCart(8, storage)).toBeNull();
  });

  it('read nothing, and report a refused write, when the browser refuses storage', () => {
    expect(readStoredCart(7, new MemoryStorage({ read: true }))).toBeNull();
    expect(writeStoredCart(7, storedCartOf(), new MemoryStorage({ write: true }))).toBe(false);
  });

  it('store every change, so a reload finds the same cart', () => {
    const storage = new MemoryStorage();
    const first = startWith(storage);
    first.actor.send({ type: 'cart.add', product: aceite, quantity: 3 });
    first.actor.send({ type: 'checkout.next' });
    first.actor.stop();

    const second = startWith(storage);
    expect(second.actor.getSnapshot().matches({ editing: 'direcciones' })).toBe(true);
    expect(second.actor.getSnapshot().context.items.map((line) => line.quantity)).toEqual([3]);
  });

  it('tell the user when the cart could not be stored', async () => {
    const { actor, logError } = startWith(new MemoryStorage({ write: true }));
    actor.send({ type: 'cart.add', product: aceite });
    await Promise.resolve();
    expect(actor.getSnapshot().context.notice?.code).toBe('storageFailed');
    expect(logError).toHaveBeenCalledWith('Error al guardar el carrito');
  });

  it('follow the cart another tab stores for this user, and nothing else', () => {
    const storage = new MemoryStorage();
    const { actor, events } = startWith(storage);
    const otherTab = JSON.stringify(
      storedCartOf({
        items: [{ id: 1, product_name: 'Aceite de oliva 5 lt', quantity: 2, list_price: 24_990, cxti_price: 22_490, original_price: 24_990 }],
      }),
    );

    events.dispatchEvent(storageEvent({ key: 'checkout-8', newValue: otherTab, storageArea: storage }));
    events.dispatchEvent(storageEvent({ key: 'checkout-7', newValue: otherTab, storageArea: new MemoryStorage() }));
    expect(actor.getSnapshot().context.items).toEqual([]);

    events.dispatchEvent(storageEvent({ key: 'checkout-7', newValue: otherTab, storageArea: storage }));
    expect(actor.getSnapshot().context.items.map((line) => line.quantity)).toEqual([2]);
    // Another tab cleared storage altogether: this tab keeps its cart.
    events.dispatchEvent(storageEvent({ key: null, newValue: null, storageArea: storage }));
    expect(actor.getSnapshot().context.items).toHaveLength(1);
  });

  it('remove the storage listener on stop', () => {
    const events = new EventTarget();
    const removeEventListener = vi.spyOn(events, 'removeEventListener');
    const { actor } = startWith(new MemoryStorage(), events);
    actor.stop();
    expect(removeEventListener).toHaveBeenCalledWith('storage', expect.any(Function));
  });
});
