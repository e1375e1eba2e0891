import { fromPromise } from 'xstate';
import { QUICK_ORDER_MAX_FILE_BYTES, QUICK_ORDER_MAX_LINES, quickOrderEndpoints, type QuickOrderLineInput, type QuickOrderPreview } from '../../contract/quick-order';
import type { quickOrderMachine, QuickOrderSource, ReadLines } from '../../machines/quick-order.machine';
import type { ApiClient } from '../api/client';
import { readSheetFile } from '../sheets/read-file';
import { linesFromText } from '../sheets/sheet-lines';
import { SheetProblem } from '../sheets/sheet-problem';
import { failing } from './failure';
import type { MachineEffects } from './machine-effects';

/** The limits a file's failure names. */
const sheetLimits = { maxMb: QUICK_ORDER_MAX_FILE_BYTES / (1024 * 1024), maxLines: QUICK_ORDER_MAX_LINES };

/** A paste is split at once; a file goes to the sheet worker. A file's problem becomes a failure with its code. */
async function readSource(source: QuickOrderSource): Promise<ReadLines> {
  if (source.kind === 'text') return linesFromText(source.text);
  try {
    return await readSheetFile(source.file);
  } catch (error) {
    throw { code: error instanceof SheetProblem ? error.code : 'fileUnreadable', params: sheetLimits };
  }
}

/** Pedido rápido's effects: reading the buyer's lines, and the gateway's preview of them. */
export function quickOrderEffects(client: ApiClient): MachineEffects<typeof quickOrderMachine> {
  const api = failing(client);
  return {
    actors: {
      readLines: fromPromise<ReadLines, QuickOrderSource>(({ input }) => readSource(input)),
      previewLines: fromPromise<QuickOrderPreview, QuickOrderLineInput[]>(({ input }) => api.request(quickOrderEndpoints.preview, { body: { lines: input } })),
    },
  };
}
