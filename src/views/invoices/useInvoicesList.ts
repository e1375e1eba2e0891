import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  selectFilterCounts,
  selectVisibleInvoices,
  type InvoicesListSnapshot,
  type invoicesListMachine,
  selectInvoiceDebt,
} from '../../../machines/invoices-list.machine';

export type InvoicesListActor = ActorRefFrom<typeof invoicesListMachine>;

const selectRows = (s: InvoicesListSnapshot) => s.context.list.rows;
const selectSelected = (s: InvoicesListSnapshot) => s.context.selected;
const selectLoading = (s: InvoicesListSnapshot) => s.matches('loading');
const selectLoadFailed = (s: InvoicesListSnapshot) => s.matches('failed');
const selectDownloading = (s: InvoicesListSnapshot) => s.matches({ ready: 'downloading' });
const selectDownloadFailed = (s: InvoicesListSnapshot) => s.matches({ ready: 'downloadFailed' });
const selectPreparingDocument = (s: InvoicesListSnapshot) => s.matches({ ready: 'preparingDocument' });
const selectDocumentFailed = (s: InvoicesListSnapshot) => s.matches({ ready: 'documentFailed' });
const selectDocument = (s: InvoicesListSnapshot) => s.context.document;
const selectReady = (s: InvoicesListSnapshot) => s.matches('ready');
const selectCanReload = (s: InvoicesListSnapshot) => s.can({ type: 'list.reload' });

/** What the invoices page shows, each value selected on its own so a keystroke re-renders only what it touches. */
export function useInvoicesList(actor: InvoicesListActor) {
  const rows = useSelector(actor, selectRows);
  const selectedIds = useSelector(actor, selectSelected);
  return {
    send: actor.send,
    rows,
    visible: useSelector(actor, selectVisibleInvoices),
    counts: useSelector(actor, selectFilterCounts),
    figures: useSelector(actor, selectInvoiceDebt),
    selected: useMemo(() => new Set<number>(selectedIds), [selectedIds]),
    search: useSelector(actor, (s) => s.context.search),
    sort: useSelector(actor, (s) => s.context.sort),
    filter: useSelector(actor, (s) => s.context.filter),
    debtBucket: useSelector(actor, (s) => s.context.debt?.bucket ?? null),
    failure: useSelector(actor, (s) => s.context.failure),
    loading: useSelector(actor, selectLoading),
    ready: useSelector(actor, selectReady),
    loadFailed: useSelector(actor, selectLoadFailed),
    downloading: useSelector(actor, selectDownloading),
    downloadFailed: useSelector(actor, selectDownloadFailed),
    preparingDocument: useSelector(actor, selectPreparingDocument),
    documentFailed: useSelector(actor, selectDocumentFailed),
    document: useSelector(actor, selectDocument),
    canReload: useSelector(actor, selectCanReload),
  };
}

export type InvoicesListState = ReturnType<typeof useInvoicesList>;
