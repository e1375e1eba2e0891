import type { ReadLines } from '../../machines/quick-order.machine';
import type { SheetProblemCode } from './sheet-problem';

/** What the page asks of the sheet worker, and what it answers. */
export interface SheetRequest {
  kind: 'csv' | 'txt' | 'xlsx';
  bytes: Uint8Array;
}

export type SheetAnswer = { ok: true; read: ReadLines } | { ok: false; code: SheetProblemCode };
