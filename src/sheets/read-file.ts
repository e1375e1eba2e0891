import { QUICK_ORDER_MAX_FILE_BYTES } from '../../contract/quick-order';
import type { SheetAnswer, SheetRequest } from './sheet-messages';
import type { ReadLines } from '../../machines/quick-order.machine';
import { SheetProblem } from './sheet-problem';

/** A worker that has not answered by then is stopped: a file it cannot get through is said to be unreadable. */
const WORKER_TIMEOUT_MS = 30_000;

/** The kind of sheet a file is, by its name first (what the buyer chose), then its type. */
function kindOf(file: File): SheetRequest['kind'] {
  const name = file.name.toLowerCase();
  if (name.endsWith('.xlsx') || file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') return 'xlsx';
  if (name.endsWith('.xls') || file.type === 'application/vnd.ms-excel') throw new SheetProblem('oldExcel');
  if (name.endsWith('.csv') || file.type === 'text/csv') return 'csv';
  if (name.endsWith('.txt') || file.type === 'text/plain') return 'txt';
  throw new SheetProblem('notSpreadsheet');
}

/**
 * A chosen file's lines: one larger than the limit is refused before a byte of it is read, one of
 * another kind by its name; the rest is read by the sheet worker.
 */
export async function readSheetFile(file: File): Promise<ReadLines> {
  if (file.size > QUICK_ORDER_MAX_FILE_BYTES) throw new SheetProblem('fileTooLarge');
  if (file.size === 0) throw new SheetProblem('emptyFile');
  const kind = kindOf(file);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const worker = new Worker(new URL('./sheet.worker.ts', import.meta.url), { type: 'module' });
  try {
    const answer = await new Promise<SheetAnswer>((resolve, reject) => {
      const timer = setTimeout(() => reject(new SheetProblem('fileUnreadable')), WORKER_TIMEOUT_MS);
      worker.onmessage = ({ data }: MessageEvent<SheetAnswer>) => {
        clearTimeout(timer);
        resolve(data);
      };
      worker.onerror = () => {
        clearTimeout(timer);
        reject(new SheetProblem('fileUnreadable'));
      };
      worker.postMessage({ kind, bytes } satisfies SheetRequest, [bytes.buffer]);
    });
    if (!answer.ok) throw new SheetProblem(answer.code);
    return answer.read;
  } finally {
    worker.terminate();
  }
}
