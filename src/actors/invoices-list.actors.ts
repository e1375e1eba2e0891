import type { InvoiceListRow } from '../../contract/lists';
import { fromPromise } from 'xstate';
import type { invoicesListMachine } from '../../machines/invoices-list.machine';
import type { ApiClient } from '../api/client';
import { failing } from './failure';
import type { MachineEffects } from './machine-effects';
import { documentEndpoints, type InvoicePdfsRequest } from '../../contract/lists';

export interface InvoicesListOptions {
  document?: Document;
  window?: Pick<Window, 'open'>;
}

/** The invoices list's real effects: the gateway's list and merged PDF, and the browser's download. */
export function invoicesListEffects(
  client: ApiClient,
  options: InvoicesListOptions = {},
): MachineEffects<typeof invoicesListMachine> {
  const api = failing(client);
  return {
    actors: {
      fetchInvoices: fromPromise<readonly InvoiceListRow[], void>(() => api.request(documentEndpoints.invoices)),
      downloadInvoices: fromPromise<Blob, readonly number[]>(({ input }) => {
        const body: InvoicePdfsRequest = { invoice_ids: [...input] };
        return api.request(documentEndpoints.invoicePdfs, { body });
      }),
    },
    actions: {
      logError: (_, { message, error }) => console.error(message, error),
      saveFile: (_, { file, fileName }) => saveFile(file, fileName, options.document ?? document),
      showFile: (_, { file, fileName }) => showFile(file, fileName, options.window ?? window, options.document ?? document),
    },
  };
}

/** Hands the file to the browser's download through an object URL and an `<a download>`. */
export function saveFile(file: Blob, fileName: string, doc: Document) {
  const url = URL.createObjectURL(file);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  doc.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; FileSaver.js waits 40 s as well.
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}

/**
 * Opens the PDF in a new tab, in the browser's own viewer. The tab is opened once the gateway answered,
 * which a browser allows within a few seconds of the click; past that, or where pop-ups are blocked,
 * `open` answers null and the buyer gets the file saved instead of nothing.
 */
export function showFile(file: Blob, fileName: string, win: Pick<Window, 'open'>, doc: Document) {
  const url = URL.createObjectURL(file);
  if (!win.open(url, '_blank')) {
    URL.revokeObjectURL(url);
    saveFile(file, fileName, doc);
    return;
  }
  // The new tab reads the file from this URL: kept as long as a download's.
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}
