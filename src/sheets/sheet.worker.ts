import { readCsv, readText } from './read-csv';
import { SheetProblem } from './sheet-problem';
import type { SheetRequest, SheetAnswer } from './sheet-messages';

/**
 * Reads a file off the main thread: a 2 MB spreadsheet is seconds of parsing on a phone, which would
 * otherwise freeze the page. One request per worker; the page ends it after the answer.
 */
self.onmessage = async ({ data }: MessageEvent<SheetRequest>) => {
  let answer: SheetAnswer;
  try {
    // ExcelJS is most of the worker's weight: a CSV never loads it.
    const read = data.kind === 'xlsx' ? await (await import('./read-xlsx')).readXlsx(data.bytes) : data.kind === 'txt' ? readText(data.bytes) : readCsv(data.bytes);
    answer = { ok: true, read };
  } catch (error) {
    answer = { ok: false, code: error instanceof SheetProblem ? error.code : 'fileUnreadable' };
  }
  self.postMessage(answer);
};
