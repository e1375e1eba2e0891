import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { QUICK_ORDER_MAX_LINES } from '../../contract/quick-order';
import { decodeText } from '../../src/sheets/decode-text';
import { readCsv, readText } from '../../src/sheets/read-csv';
import { readXlsx } from '../../src/sheets/read-xlsx';
import { linesFromRows, linesFromText } from '../../src/sheets/sheet-lines';

const spanishCsv = 'Código;Descripción;Cantidad;Unidad\r\nFV-001;Palta Hass;2,5;kg\r\n;Limón;5;kg\r\nAC-003;Aceite de oliva;"1.000";un\r\n';

/** The problem code a reader rejected with. */
async function problemOf(read: () => unknown): Promise<string> {
  try {
    await read();
  } catch (error) {
    return (error as { code: string }).code;
  }
  return 'none';
}

describe('decodeText', () => {
  it('reads UTF-8 with and without its BOM, UTF-16 and the Latin-1 of an old Excel alike', () => {
    const text = 'Código;Año;Ñandú';
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from(text, 'utf8')]))).toBe(text);
    expect(decodeText(new Uint8Array(Buffer.from(text, 'utf8')))).toBe(text);
    expect(decodeText(new Uint8Array(Buffer.from(text, 'latin1')))).toBe(text);
    expect(decodeText(new Uint8Array([0xff, 0xfe, ...Buffer.from(text, 'utf16le')]))).toBe(text);
  });
});

describe('readCsv', () => {
  it('reads a Spanish Excel CSV: semicolons, decimal comma, headings, Latin-1 and a BOM alike', () => {
    const expected = [
      { row: 2, query: 'FV-001', quantity: '2,5', unit: 'kg' },
      // No SKU in the row: its name stands in.
      { row: 3, query: 'Limón', quantity: '5', unit: 'kg' },
      { row: 4, query: 'AC-003', quantity: '1.000', unit: 'un' },
    ];
    expect(readCsv(new Uint8Array(Buffer.from(spanishCsv, 'latin1'))).lines).toEqual(expected);
    expect(readCsv(new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from(spanishCsv, 'utf8')])).lines).toEqual(expected);
  });

  it('reads a CSV without headings in the template order, and a text file as pasted lines', () => {
    expect(readCsv(new Uint8Array(Buffer.from('FV-001,10,kg\nAC-003,3\n'))).lines).toEqual([
      { row: 1, query: 'FV-001', quantity: '10', unit: 'kg' },
      { row: 2, query: 'AC-003', quantity: '3', unit: null },
    ]);
    expect(readText(new Uint8Array(Buffer.from('palta hass 2,5 kg\n3 x aceite de oliva\n'))).lines).toEqual([
      { row: 1, query: 'palta hass', quantity: '2,5', unit: 'kg' },
      { row: 2, query: 'aceite de oliva', quantity: '3', unit: null },
    ]);
  });

  it('keeps a formula as written, for the gateway to refuse, and cuts a cell to what the gateway takes', () => {
    const [formula, long] = readCsv(new Uint8Array(Buffer.from(`SKU;Cantidad\nFV-001;=A1*2\n${'x'.repeat(300)};1\n`))).lines;
    expect(formula).toEqual({ row: 2, query: 'FV-001', quantity: '=A1*2', unit: null });
    expect(long!.query).toHaveLength(200);
  });

  it(`reads the first ${QUICK_ORDER_MAX_LINES} lines of 5,000 and counts them all`, () => {
    const rows = Array.from({ length: 5000 }, (_, index) => `FV-001;${index + 1}`).join('\n');
    const read = readCsv(new Uint8Array(Buffer.from(`SKU;Cantidad\n${rows}`)));
    expect(read.lines).toHaveLength(QUICK_ORDER_MAX_LINES);
    expect(read.total).toBe(5000);
  });

  it('refuses a binary file and one with no line to order', async () => {
    expect(await problemOf(() => readCsv(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 1, 2])))).toBe('notSpreadsheet');
    expect(await problemOf(() => readCsv(new Uint8Array(Buffer.from('SKU;Cantidad\n;;\n'))))).toBe('emptyFile');
  });
});

describe('readXlsx', () => {
  async function workbook(fill: (sheet: ExcelJS.Worksheet) => void): Promise<Uint8Array> {
    const book = new ExcelJS.Workbook();
    fill(book.addWorksheet('Pedido'));
    return new Uint8Array(await book.xlsx.writeBuffer());
  }

  it('reads the first sheet by its headings, numbers as numbers and a formula as its text, never its result', async () => {
    const bytes = await workbook((sheet) => {
      sheet.addRow(['Producto', 'Cantidad', 'Unidad']);
      sheet.addRow(['Palta Hass', 2.5, 'kg']);
      sheet.addRow([]);
      sheet.addRow(['AC-003', { formula: 'B2*2', result: 5 }, 'un']);
      sheet.addRow(['Limón', 1000]);
    });
    expect((await readXlsx(bytes)).lines).toEqual([
      { row: 2, query: 'Palta Hass', quantity: '2.5', unit: 'kg' },
      { row: 4, query: 'AC-003', quantity: '=B2*2', unit: 'un' },
      { row: 5, query: 'Limón', quantity: '1000', unit: null },
    ]);
  });

  it('refuses what is not an XLSX and a workbook with nothing to order', async () => {
    expect(await problemOf(() => readXlsx(new Uint8Array(Buffer.from('SKU;Cantidad'))))).toBe('notSpreadsheet');
    expect(await problemOf(() => readXlsx(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4])))).toBe('notSpreadsheet');
    expect(await problemOf(async () => readXlsx(await workbook((sheet) => sheet.addRow(['SKU', 'Cantidad']))))).toBe('emptyFile');
  });
});

describe('lines from a paste or rows', () => {
  it('numbers pasted lines as the buyer sees them, blank ones skipped', () => {
    expect(linesFromText('FV-001 10\n\n  \n3 x aceite\r\nLimón').lines.map((line) => line.row)).toEqual([1, 4, 5]);
  });

  it('prefers the SKU to the name when a row has both', () => {
    expect(linesFromRows([['SKU', 'Nombre', 'Cant.'], ['FV-001', 'Palta', '10']]).lines).toEqual([{ row: 2, query: 'FV-001', quantity: '10', unit: null }]);
  });
});
