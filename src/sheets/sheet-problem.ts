/** Why a file could not be read; each code is a text in `failures` (src/i18n). */
export type SheetProblemCode = 'fileTooLarge' | 'notSpreadsheet' | 'oldExcel' | 'fileUnreadable' | 'emptyFile';

export class SheetProblem extends Error {
  constructor(readonly code: SheetProblemCode) {
    super(code);
  }
}
