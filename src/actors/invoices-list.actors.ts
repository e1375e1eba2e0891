import type { InvoiceListRow } from '../../contract/lists';
import { fromPromise } from 'xstate';
import type { invoicesListMachine } from '../../machines/invoices-list.machine';
import type { ApiClient } from '../api/client';
import { failing } from './failure';
import type { MachineEffects } from './machine-effects';
import { documentEndpoints, type InvoicePdfsRequest } from '../../contract/lists';

export interface InvoicesListOptions {
  document?: Document;
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
