import * as z from 'zod/mini';
import { RECURRING_MAX_LINES } from '../../contract/recurring-orders';
import type { SeedLine } from '../../machines/recurring-orders.machine';

/**
 * The lines the cart, Mis habituales or an order hand to Pedidos recurrentes, carried in the history's
 * state (not the address, which would be shared and bookmarked); a state that is not such lines opens nothing.
 */
const seedState = z.object({
  recurringSeed: z.array(
    z.object({ product_id: z.int().check(z.positive()), name: z.string(), uom: z.string(), quantity: z.number().check(z.positive()) }),
  ).check(z.minLength(1), z.maxLength(RECURRING_MAX_LINES)),
});

export const recurringSeedState = (lines: readonly SeedLine[]) => ({ recurringSeed: lines });

export function seedOf(state: unknown): readonly SeedLine[] | null {
  const parsed = z.safeParse(seedState, state);
  return parsed.success ? parsed.data.recurringSeed : null;
}
