import Papa from 'papaparse';
import { decodeText, looksLikeText } from './decode-text';
import { SheetProblem } from './sheet-problem';
import type { ReadLines } from '../../machines/quick-order.machine';
import { linesFromRows, linesFromText } from './sheet-lines';

/** A file's text: decoded however it was saved (BOM, UTF-16 or Latin-1); a binary file is refused. */
function textOf(bytes: Uint8Array): string {
  if (!looksLikeText(bytes)) throw new SheetProblem('notSpreadsheet');
  return decodeText(bytes);
}

/**
 * A CSV as an office writes it: decoded, its separator the one its first line uses (`;` where the
 * decimal mark is a comma, as in Chile; else a tab; else the one papaparse finds), then read as the
 * template's rows.
 */
export function readCsv(bytes: Uint8Array): ReadLines {
  const text = textOf(bytes);
  const firstLine = text.split(/\r\n|\r|\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes(';') ? ';' : firstLine.includes('\t') ? '\t' : '';
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false });
  const read = linesFromRows(parsed.data);
  if (read.total === 0) throw new SheetProblem('emptyFile');
  return read;
}

/** A plain text file is a saved paste: one product per line, as in the paste box. */
export function readText(bytes: Uint8Array): ReadLines {
  const read = linesFromText(textOf(bytes));
  if (read.total === 0) throw new SheetProblem('emptyFile');
  return read;
}
