import { foldQuery, matchesQuery, searchKey } from './rules/search';

/**
 * What the orders and invoices lists share: rows as they arrived, with their search keys folded once
 * per load, and the searched, sorted view over them. Sorting and searching work on row positions, so a
 * keystroke costs one pass over short strings and a sort is computed once per load and option.
 */
export interface LoadedList<Row> {
  rows: readonly Row[];
  /** `searchKeys[i]` is the folded text a search looks at in `rows[i]`. */
  searchKeys: readonly string[];
}

export function loadList<Row>(rows: readonly Row[], searchedFields: (row: Row) => readonly string[]): LoadedList<Row> {
  return { rows, searchKeys: rows.map((row) => searchKey(searchedFields(row))) };
}

export const emptyList: LoadedList<never> = { rows: [], searchKeys: [] };

/** An order of rows, as positions into them; ties keep the gateway's order. */
export interface SortOrder<Row> {
  positionsOf(rows: readonly Row[]): readonly number[];
}

/** Sorts by a key read once per row, so a date is parsed once per sort, not once per comparison. */
export function sortBy<Row, Key>(key: (row: Row) => Key, compare: (a: Key, b: Key) => number): SortOrder<Row> {
  return {
    positionsOf(rows) {
      const keys = rows.map(key);
      return keys.map((_, i) => i).sort((a, b) => compare(keys[a] as Key, keys[b] as Key));
    },
  };
}

const sortedPositions = new WeakMap<LoadedList<unknown>, Map<SortOrder<never>, readonly number[]>>();

/** Cached per load and order: a keystroke in the search box never sorts again. */
function positionsSortedBy<Row>(list: LoadedList<Row>, order: SortOrder<Row>): readonly number[] {
  let byOrder = sortedPositions.get(list);
  if (!byOrder) sortedPositions.set(list, (byOrder = new Map()));
  let positions = byOrder.get(order);
  if (!positions) byOrder.set(order, (positions = order.positionsOf(list.rows)));
  return positions;
}

/** The rows matching `search`, in the gateway's order. */
export function searchRows<Row>(list: LoadedList<Row>, search: string): Row[] {
  const query = foldQuery(search);
  return list.rows.filter((_, position) => matchesQuery(list.searchKeys[position] as string, query));
}

/**
 * The rows matching `search`, in `order`; `keep` narrows further (the invoices' state filter, the orders'
 * days), told the row's position so it can read what was computed once per load.
 */
export function searchAndSort<Row>(
  list: LoadedList<Row>,
  search: string,
  order: SortOrder<Row>,
  keep: (row: Row, position: number) => boolean = () => true,
): Row[] {
  const query = foldQuery(search);
  const out: Row[] = [];
  for (const position of positionsSortedBy(list, order)) {
    const row = list.rows[position] as Row;
    if (matchesQuery(list.searchKeys[position] as string, query) && keep(row, position)) out.push(row);
  }
  return out;
}


/**
 * Remembers the last answer per load, so a view's `useSelector` gets the same array back until the
 * load or one of `inputs` changes.
 */
export function memoPerLoad<Row, Inputs extends readonly unknown[], Output>(
  compute: (list: LoadedList<Row>, ...inputs: Inputs) => Output,
): (list: LoadedList<Row>, ...inputs: Inputs) => Output {
  const last = new WeakMap<LoadedList<Row>, { inputs: Inputs; output: Output }>();
  return (list, ...inputs) => {
    const hit = last.get(list);
    if (hit && hit.inputs.every((value, i) => Object.is(value, inputs[i]))) return hit.output;
    const output = compute(list, ...inputs);
    last.set(list, { inputs, output });
    return output;
  };
}

export const byNumber = (a: number, b: number) => a - b;
export const byNumberDescending = (a: number, b: number) => b - a;

/**
 * The code an actor's error carries when the gateway answered something the contract does not allow
 * (the API client's `bad_response`); the lists log it as the spec's "Error en respuesta de la API".
 */
const malformedAnswerCode = 'bad_response';

export function loadFailureLogText(error: unknown, otherwise: string): string {
  const isMalformed =
    typeof error === 'object' && error !== null && 'code' in error && error.code === malformedAnswerCode;
  return isMalformed ? 'Error en respuesta de la API' : otherwise;
}

/** The `logError` action of a failed read: the malformed answer said as such, anything else as `otherwise`. */
export const logLoadFailure = (otherwise: string) => ({
  type: 'logError' as const,
  params: ({ event }: { event: { error: unknown } }) => ({ message: loadFailureLogText(event.error, otherwise), error: event.error }),
});
