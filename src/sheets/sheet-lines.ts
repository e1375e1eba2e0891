import { QUICK_ORDER_CELL_MAX, QUICK_ORDER_MAX_LINES, type QuickOrderLineInput } from '../../contract/quick-order';
import type { ReadLines } from '../../machines/quick-order.machine';
import { splitLine } from '../../machines/rules/quick-order';
import { foldForSearch } from '../../machines/rules/search';

/** A cell as the gateway takes it: control characters (a newline inside a quoted CSV cell) as spaces, cut to its length. */
const cellText = (text: string, max: number) =>
  text
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, max);

const orNull = (text: string | null | undefined, max: number) => {
  const cell = text === null || text === undefined ? '' : cellText(text, max);
  return cell === '' ? null : cell;
};

function cut(found: QuickOrderLineInput[]): ReadLines {
  return { lines: found.slice(0, QUICK_ORDER_MAX_LINES), total: found.length };
}

function lineOf(row: number, query: string, quantity: string | null | undefined, unit: string | null | undefined): QuickOrderLineInput | null {
  const product = cellText(query, QUICK_ORDER_CELL_MAX);
  return product === '' ? null : { row, query: product, quantity: orNull(quantity, 40), unit: orNull(unit, 40) };
}

/** Pasted lines, one product each (`AC-002 3`, `palta hass 2,5 kg`, `3 x aceite de oliva`); blank ones skipped. */
export function linesFromText(text: string): ReadLines {
  const found = text.split(/\r\n|\r|\n/).flatMap((line, index) => {
    const parts = splitLine(line);
    const read = parts && lineOf(index + 1, parts.query, parts.quantity, parts.unit);
    return read ? [read] : [];
  });
  return cut(found);
}

/** The headings a template or an office's own sheet gives its columns, folded. */
const headings = {
  code: ['sku', 'codigo', 'cod', 'cod.', 'code', 'codigo producto', 'item'],
  name: ['producto', 'product', 'nombre', 'descripcion', 'articulo', 'detalle'],
  quantity: ['cantidad', 'cant', 'cant.', 'qty', 'quantity', 'unidades'],
  unit: ['unidad', 'ud', 'um', 'u/m', 'unit', 'unidad de medida', 'medida'],
} as const;

type Column = keyof typeof headings;

/** Which column holds what, when the first row names them; null when it is a row of data. */
function columnsOf(row: readonly string[]): Partial<Record<Column, number>> | null {
  const found: Partial<Record<Column, number>> = {};
  row.forEach((cell, index) => {
    const folded = foldForSearch(cell.trim());
    const column = (Object.keys(headings) as Column[]).find((name) => (headings[name] as readonly string[]).includes(folded));
    if (column && found[column] === undefined) found[column] = index;
  });
  return (found.code !== undefined || found.name !== undefined) && found.quantity !== undefined ? found : null;
}

/**
 * A spreadsheet's rows (cells as text, a formula as `=` and its text) as lines. A first row of headings
 * says which column is which, the SKU preferred to the name where a row has both; without one, the
 * template's order: product, quantity, unit. A row of one cell is read as a pasted line.
 */
export function linesFromRows(rows: readonly (readonly string[])[], rowNumbers?: readonly number[]): ReadLines {
  const numbered = rows.map((cells, index) => ({ cells, row: rowNumbers?.[index] ?? index + 1 })).filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  const first = numbered[0];
  const columns = first ? columnsOf(first.cells) : null;
  const data = columns ? numbered.slice(1) : numbered;
  const found = data.flatMap(({ cells, row }) => {
    if (columns) {
      const code = columns.code === undefined ? '' : (cells[columns.code] ?? '').trim();
      const query = code !== '' ? code : columns.name === undefined ? '' : (cells[columns.name] ?? '');
      const read = lineOf(row, query, columns.quantity === undefined ? null : cells[columns.quantity], columns.unit === undefined ? null : cells[columns.unit]);
      return read ? [read] : [];
    }
    const filled = cells.filter((cell) => cell.trim() !== '');
    const parts = filled.length === 1 ? splitLine(filled[0]!) : { query: cells[0] ?? '', quantity: cells[1] ?? null, unit: cells[2] ?? null };
    const read = parts && lineOf(row, parts.query, parts.quantity, parts.unit);
    return read ? [read] : [];
  });
  return cut(found);
}
