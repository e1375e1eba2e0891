/** Equality for the plain data a selector builds anew on each snapshot (an order, its lines). */
export const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
