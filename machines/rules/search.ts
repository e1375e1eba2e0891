/**
 * Search folding shared by the lists and the gateway's product search: lowercase, then NFD and every
 * combining mark dropped, so "Pérez" and "perez" meet. Ñ decomposes to N plus a tilde and therefore
 * folds to n: a buyer typing "nandu" on a keyboard without ñ finds "Ñandú", at the price of "ano"
 * also finding "año", which a search box can afford.
 */
export function foldForSearch(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

/** What the user typed, folded; surrounding spaces do not count, and '' means no search. */
export function foldQuery(text: string): string {
  return foldForSearch(text).trim();
}

// A character no one types into a search box, so a query never matches across two fields.
const fieldSeparator = '\u0000';

/** One row's folded text over the fields a search looks at, built once when the row arrives. */
export function searchKey(fields: readonly string[]): string {
  return fields.map(foldForSearch).join(fieldSeparator);
}

export function matchesQuery(key: string, foldedQuery: string): boolean {
  return foldedQuery === '' || key.includes(foldedQuery);
}
