import ExcelJS from 'exceljs';
import { SheetProblem } from './sheet-problem';
import type { ReadLines } from '../../machines/quick-order.machine';
import { linesFromRows } from './sheet-lines';

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * A cell as text. A formula is its own text with its `=`, never its result: the page refuses the line
 * and says why, and nothing read here is ever written back to a file.
 */
function textOfCell(cell: ExcelJS.Cell): string {
  switch (cell.type) {
    case ExcelJS.ValueType.Formula:
      // A cell sharing another's formula may carry no text of its own: it is a formula all the same.
      return `=${cell.formula ?? ''}`;
    case ExcelJS.ValueType.Number:
      return String(cell.value);
    case ExcelJS.ValueType.Date:
      return (cell.value as Date).toISOString().slice(0, 10);
    case ExcelJS.ValueType.Null:
    case ExcelJS.ValueType.Merge:
      return '';
    default:
      return cell.text;
  }
}

/** The first worksheet of an XLSX, read as the template's rows, each with its row number in the sheet. */
export async function readXlsx(bytes: Uint8Array): Promise<ReadLines> {
  if (!isZip(bytes)) throw new SheetProblem('notSpreadsheet');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  } catch {
    throw new SheetProblem('notSpreadsheet');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new SheetProblem('emptyFile');
  const rows: string[][] = [];
  const numbers: number[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = textOfCell(cell);
    });
    rows.push(Array.from(cells, (cell) => cell ?? ''));
    numbers.push(rowNumber);
  });
  const read = linesFromRows(rows, numbers);
  if (read.total === 0) throw new SheetProblem('emptyFile');
  return read;
}
