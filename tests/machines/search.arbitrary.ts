import fc from 'fast-check';

/** What a user might type into a list's search box: pieces of the rows' texts in either case, or anything. */
export function typedSearch(texts: readonly string[]) {
  return fc
    .oneof(
      fc.constantFrom(...texts).chain((text) =>
        fc.tuple(fc.nat(text.length), fc.nat(text.length), fc.boolean()).map(([a, b, upper]) => {
          const piece = text.slice(Math.min(a, b), Math.max(a, b));
          return upper ? piece.toUpperCase() : piece;
        }),
      ),
      fc.string(),
    )
    .map((text) => ({ type: 'list.search', text }) as never);
}
