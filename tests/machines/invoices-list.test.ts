import type { InvoiceListRow } from '../../contract/lists';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  downloadFailed,
  invoiceFileName,
  invoiceFilters,
  invoicePdfFailed,
  invoiceSorts,
  invoicesListMachine,
  invoicesUnavailable,
  noInvoicesSelected,
  selectFilterCounts,
  selectVisibleInvoices,
} from '../../machines/invoices-list.machine';
import { checkInvoicesInvariants, invoiceEvents, invoices } from './models/invoices-list.model';
import { typedSearch } from './search.arbitrary';

const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });

function startInvoicesList(
  options: {
    fetchInvoices?: () => Promise<readonly InvoiceListRow[]>;
    downloadInvoices?: (ids: readonly number[]) => Promise<Blob>;
    maxInvoicesPerDownload?: number;
    debt?: { bucket: string | null; today: string };
    search?: string | null;
  } = {},
) {
  const effects = { logError: vi.fn(), saveFile: vi.fn(), showFile: vi.fn() };
  const fetchInvoices = vi.fn(options.fetchInvoices ?? (() => Promise.resolve(invoices)));
  const downloadInvoices = vi.fn(options.downloadInvoices ?? (() => Promise.resolve(pdf)));
  const machine = invoicesListMachine.provide({
    actors: {
      fetchInvoices: fromPromise(() => fetchInvoices()),
      downloadInvoices: fromPromise<Blob, readonly number[]>(({ input }) => downloadInvoices(input)),
    },
    actions: {
      logError: (_, { message }) => effects.logError(message),
      saveFile: (_, { file, fileName }) => effects.saveFile(file, fileName),
      showFile: (_, { file, fileName }) => effects.showFile(file, fileName),
    },
  });
  const actor = createActor(machine, { input: { maxInvoicesPerDownload: options.maxInvoicesPerDownload ?? 200, debt: options.debt, search: options.search } }).start();
  return { actor, effects, fetchInvoices, downloadInvoices };
}

async function readyList(options?: Parameters<typeof startInvoicesList>[0]) {
  const started = startInvoicesList(options);
  await waitFor(started.actor, (s) => s.matches('ready'));
  return started;
}

type Actor = ReturnType<typeof startInvoicesList>['actor'];
const visibleIds = (actor: Actor) => selectVisibleInvoices(actor.getSnapshot()).map((row) => row.id);
const selected = (actor: Actor) => actor.getSnapshot().context.selected;

describe('invoices list machine: loading', () => {
  it('loads the invoices and shows the newest first, ties in the order they came', async () => {
    const { actor } = await readyList();
    expect(visibleIds(actor)).toEqual([5, 2, 3, 1, 4]);
  });

  it('logs "Error loading data", shows a Spanish message and loads again on retry', async () => {
    let attempts = 0;
    const { actor, effects } = startInvoicesList({
      fetchInvoices: () => (++attempts === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(invoices)),
    });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(effects.logError).toHaveBeenCalledWith('Error loading data');
    expect(failed.hasTag('error')).toBe(true);
    expect(failed.context.failure).toEqual(invoicesUnavailable);
    actor.send({ type: 'list.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(visibleIds(actor)).toHaveLength(invoices.length);
  });

  it('logs "Error en respuesta de la API" when the gateway answers something the contract refuses', async () => {
    const { actor, effects } = startInvoicesList({
      fetchInvoices: () => Promise.reject({ code: 'bad_response', message: 'Something went wrong' }),
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(effects.logError).toHaveBeenCalledWith('Error en respuesta de la API');
  });
});

describe('invoices list machine: search, filters, sort', () => {
  it('searches invoice names ignoring case and accents; an empty search shows everything again', async () => {
    const { actor } = await readyList();
    actor.send({ type: 'list.search', text: 'ELECTRONICA 10' });
    expect(visibleIds(actor)).toEqual([2, 3, 1, 4]);
    actor.send({ type: 'list.search', text: 'exénta' });
    expect(visibleIds(actor)).toEqual([5]);
    actor.send({ type: 'list.search', text: '' });
    expect(visibleIds(actor)).toHaveLength(invoices.length);
  });

  it('filters by state and counts each filter over the search result', async () => {
    const { actor } = await readyList();
    expect(selectFilterCounts(actor.getSnapshot())).toEqual({
      Todos: 5,
      Pagado: 1,
      Vencida: 1,
      'Vence esta semana': 1,
      'Por vencer': 2,
    });
    actor.send({ type: 'invoices.filter', filter: 'Por vencer' });
    expect(visibleIds(actor)).toEqual([5, 2]);
    actor.send({ type: 'list.search', text: 'electrónica' });
    expect(visibleIds(actor)).toEqual([2]);
    expect(selectFilterCounts(actor.getSnapshot())).toEqual({
      Todos: 4,
      Pagado: 1,
      Vencida: 1,
      'Vence esta semana': 1,
      'Por vencer': 1,
    });
    actor.send({ type: 'invoices.filter', filter: 'Todos' });
    expect(visibleIds(actor)).toEqual([2, 3, 1, 4]);
  });

  it('shows one ageing bucket of the debt alone when asked, the state filter and counts over it, and everything again on request', async () => {
    // On 10 June 2025: 2 and 3 fell due on 20 May (21 days), 5 on 1 June (9 days), 4 on 1 April (70 days); 1 is paid.
    const { actor } = await readyList({ debt: { bucket: '1-30', today: '2025-06-10' } });
    expect(visibleIds(actor)).toEqual([5, 2, 3]);
    expect(selectFilterCounts(actor.getSnapshot())).toEqual({ Todos: 3, Pagado: 0, Vencida: 0, 'Vence esta semana': 1, 'Por vencer': 2 });
    actor.send({ type: 'invoices.filter', filter: 'Por vencer' });
    expect(visibleIds(actor)).toEqual([5, 2]);
    actor.send({ type: 'invoices.allDebt' });
    expect(visibleIds(actor)).toEqual([5, 2]);
    expect(selectFilterCounts(actor.getSnapshot()).Todos).toBe(invoices.length);
  });

  it('starts searched for the folio the palette opened it on, and shows everything once the search is cleared', async () => {
    const folio = invoices.find((row) => row.id === 3)!.name;
    const { actor } = await readyList({ search: folio });
    expect(actor.getSnapshot().context.search).toBe(folio);
    expect(visibleIds(actor)).toEqual([3]);
    actor.send({ type: 'list.search', text: '' });
    expect(visibleIds(actor)).toHaveLength(invoices.length);
  });

  it('shows the invoices 61 to 90 days late, and ignores a bucket that is not one', async () => {
    expect(visibleIds((await readyList({ debt: { bucket: '61-90', today: '2025-06-10' } })).actor)).toEqual([4]);
    const { actor } = await readyList({ debt: { bucket: '1-300', today: '2025-06-10' } });
    expect(actor.getSnapshot().context.debt).toBeNull();
    expect(visibleIds(actor)).toHaveLength(invoices.length);
  });

  it('sorts by oldest, highest debt and lowest debt', async () => {
    const { actor } = await readyList();
    actor.send({ type: 'list.sort', sort: 'oldest' });
    expect(visibleIds(actor)).toEqual([4, 1, 2, 3, 5]);
    actor.send({ type: 'list.sort', sort: 'highestDebt' });
    expect(visibleIds(actor)).toEqual([3, 2, 5, 4, 1]);
    actor.send({ type: 'list.sort', sort: 'lowestDebt' });
    expect(visibleIds(actor)).toEqual([1, 4, 2, 5, 3]);
  });

  it('gives a view the same rows and counts until something they depend on changes', async () => {
    const { actor } = await readyList();
    const rows = selectVisibleInvoices(actor.getSnapshot());
    const counts = selectFilterCounts(actor.getSnapshot());
    actor.send({ type: 'invoices.toggle', id: 3 });
    expect(selectVisibleInvoices(actor.getSnapshot())).toBe(rows);
    actor.send({ type: 'list.sort', sort: 'oldest' });
    expect(selectFilterCounts(actor.getSnapshot())).toBe(counts);
    expect(selectVisibleInvoices(actor.getSnapshot())).not.toBe(rows);
  });

  it('folds names once per load, not on every keystroke', async () => {
    const reads = { count: 0 };
    const watched = invoices.map((row) =>
      Object.defineProperty({ ...row }, 'name', { get: () => (reads.count++, row.name) }),
    );
    const { actor } = await readyList({ fetchInvoices: () => Promise.resolve(watched) });
    selectVisibleInvoices(actor.getSnapshot());
    const afterLoad = reads.count;
    for (const text of ['f', 'fa', 'fac', 'fact', 'factu']) {
      actor.send({ type: 'list.search', text });
      selectVisibleInvoices(actor.getSnapshot());
      selectFilterCounts(actor.getSnapshot());
    }
    expect(reads.count).toBe(afterLoad);
  });
});

describe('invoices list machine: selection', () => {
  it('toggles one, selects all visible and clears', async () => {
    const { actor } = await readyList();
    actor.send({ type: 'invoices.toggle', id: 3 });
    actor.send({ type: 'invoices.toggle', id: 5 });
    actor.send({ type: 'invoices.toggle', id: 99 });
    expect(selected(actor)).toEqual([3, 5]);
    actor.send({ type: 'invoices.toggle', id: 3 });
    expect(selected(actor)).toEqual([5]);
    actor.send({ type: 'invoices.filter', filter: 'Por vencer' });
    actor.send({ type: 'invoices.selectAll' });
    expect(selected(actor)).toEqual([5, 2]);
    actor.send({ type: 'invoices.clearSelection' });
    expect(selected(actor)).toEqual([]);
  });

  it('unchecks the rows a search or filter hides, and does not check them again when they return', async () => {
    const { actor } = await readyList();
    actor.send({ type: 'invoices.selectAll' });
    actor.send({ type: 'list.search', text: 'electrónica' });
    expect(selected(actor)).toEqual([2, 3, 1, 4]);
    actor.send({ type: 'invoices.filter', filter: 'Vencida' });
    expect(selected(actor)).toEqual([4]);
    actor.send({ type: 'invoices.filter', filter: 'Todos' });
    actor.send({ type: 'list.search', text: '' });
    expect(selected(actor)).toEqual([4]);
  });

  it('keeps, after a reload, only the checked invoices that are still there', async () => {
    let answer: readonly InvoiceListRow[] = invoices;
    const { actor } = await readyList({ fetchInvoices: () => Promise.resolve(answer) });
    actor.send({ type: 'invoices.toggle', id: 1 });
    actor.send({ type: 'invoices.toggle', id: 4 });
    answer = invoices.slice(2);
    actor.send({ type: 'list.reload' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selected(actor)).toEqual([4]);
  });
});

describe('invoices list machine: download', () => {
  it('refuses with the spec\'s message when nothing is checked, without calling the gateway', async () => {
    const { actor, downloadInvoices } = await readyList();
    actor.send({ type: 'invoices.download' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.failure).toEqual(noInvoicesSelected);
    expect(snapshot.context.failure).toEqual({ code: 'no_invoices_selected' });
    expect(downloadInvoices).not.toHaveBeenCalled();
    actor.send({ type: 'invoices.toggle', id: 2 });
    expect(actor.getSnapshot().hasTag('error')).toBe(false);
  });

  it('downloads the checked invoices in the order shown and saves them as facturas.pdf', async () => {
    const { actor, downloadInvoices, effects } = await readyList();
    actor.send({ type: 'invoices.toggle', id: 1 });
    actor.send({ type: 'invoices.toggle', id: 3 });
    actor.send({ type: 'invoices.toggle', id: 5 });
    actor.send({ type: 'list.sort', sort: 'highestDebt' });
    actor.send({ type: 'invoices.download' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(downloadInvoices).toHaveBeenCalledWith([3, 5, 1]);
    expect(effects.saveFile).toHaveBeenCalledWith(pdf, 'facturas.pdf');
  });

  it('refuses more invoices than the gateway merges at once, without calling it', async () => {
    const { actor, downloadInvoices } = await readyList({ maxInvoicesPerDownload: 2 });
    actor.send({ type: 'invoices.selectAll' });
    actor.send({ type: 'invoices.download' });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'too_many_invoices', params: { max: 2 } });
    actor.send({ type: 'invoices.filter', filter: 'Por vencer' });
    actor.send({ type: 'invoices.download' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(downloadInvoices).toHaveBeenCalledWith([5, 2]);
  });

  it('logs a failed download, shows it, and downloads again on retry', async () => {
    let attempts = 0;
    const { actor, effects, downloadInvoices } = await readyList({
      downloadInvoices: () => (++attempts === 1 ? Promise.reject(new Error('502')) : Promise.resolve(pdf)),
    });
    actor.send({ type: 'invoices.toggle', id: 2 });
    actor.send({ type: 'invoices.download' });
    const failed = await waitFor(actor, (s) => s.matches({ ready: 'downloadFailed' }));
    expect(effects.logError).toHaveBeenCalledWith('Error al descargar facturas');
    expect(failed.context.failure).toEqual(downloadFailed);
    expect(effects.saveFile).not.toHaveBeenCalled();
    actor.send({ type: 'invoices.download' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(downloadInvoices).toHaveBeenCalledTimes(2);
    expect(effects.saveFile).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});

describe('invoices list machine: invariants', () => {
  it('after any sequence of events, shows what a plain search, filter and sort would, and keeps the selection among them', () => {
    const machine = invoicesListMachine.provide({
      actors: {
        fetchInvoices: fromPromise<readonly InvoiceListRow[], void>(() => new Promise(() => {})),
        downloadInvoices: fromPromise<Blob, readonly number[]>(() => new Promise(() => {})),
      },
      actions: { logError: () => {}, saveFile: () => {}, showFile: () => {} },
    });
    const anyEvent = fc.oneof(
      fc.constantFrom(...invoiceEvents),
      fc.constantFrom(...invoiceSorts).map((sort) => ({ type: 'list.sort', sort }) as never),
      fc.constantFrom(...invoiceFilters).map((filter) => ({ type: 'invoices.filter', filter }) as never),
      fc.constantFrom(...invoices.map((row) => row.id)).map((id) => ({ type: 'invoices.toggle', id }) as never),
      typedSearch(invoices.map((row) => row.name)),
    );
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 30 }), (events) => {
        const actor = createActor(machine, { input: { maxInvoicesPerDownload: 3 } }).start();
        // Loaded first, so that most events act on rows; later answers may still replace them.
        for (const event of [{ type: 'xstate.done.actor.fetchInvoices', output: invoices } as never, ...events]) {
          if (!actor.getSnapshot().can(event)) continue;
          const previous = actor.getSnapshot();
          actor.send(event);
          checkInvoicesInvariants(actor.getSnapshot(), { event, previous });
        }
        actor.stop();
      }),
      { numRuns: 300 },
    );
  });
});

describe('invoices list machine: one invoice from its row', () => {
  it('finds an invoice by the number or the purchase order of the order it bills', async () => {
    const { actor } = await readyList();
    actor.send({ type: 'list.search', text: 's00012' });
    expect(visibleIds(actor)).toEqual([3]);
    actor.send({ type: 'list.search', text: 'oc-perez' });
    expect(visibleIds(actor)).toEqual([1]);
  });

  it('shows one invoice in a new tab, through the same PDF as the checked ones, and leaves the checked ones alone', async () => {
    const { actor, effects, downloadInvoices } = await readyList();
    actor.send({ type: 'invoices.toggle', id: 1 });
    actor.send({ type: 'invoices.document', id: 3, use: 'view' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(downloadInvoices).toHaveBeenCalledWith([3]);
    expect(effects.showFile).toHaveBeenCalledWith(pdf, 'FACTURA ELECTRÓNICA 103.pdf');
    expect(effects.saveFile).not.toHaveBeenCalled();
    expect(selected(actor)).toEqual([1]);
  });

  it('saves one invoice under its own number, whatever a file system would take for a folder', async () => {
    const { actor, effects } = await readyList();
    actor.send({ type: 'invoices.document', id: 4, use: 'download' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(effects.saveFile).toHaveBeenCalledWith(pdf, 'Factura electrónica 104.pdf');
    expect(invoiceFileName('FAC/2026/0012')).toBe('FAC-2026-0012.pdf');
    expect(invoiceFileName('a\\b:c*d?e"f<g>h|i')).toBe('a-b-c-d-e-f-g-h-i.pdf');
  });

  it('ignores an invoice the list does not hold', async () => {
    const { actor, downloadInvoices } = await readyList();
    actor.send({ type: 'invoices.document', id: 99, use: 'view' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(downloadInvoices).not.toHaveBeenCalled();
  });

  it('says when the PDF could not be prepared, and tries again when asked', async () => {
    let attempts = 0;
    const { actor, effects } = await readyList({
      downloadInvoices: () => (++attempts === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(pdf)),
    });
    actor.send({ type: 'invoices.document', id: 3, use: 'download' });
    const failed = await waitFor(actor, (s) => s.matches({ ready: 'documentFailed' }));
    expect(failed.context.failure).toEqual(invoicePdfFailed);
    expect(effects.logError).toHaveBeenCalledWith('Error al descargar la factura');
    actor.send({ type: 'invoices.document', id: 3, use: 'download' });
    const done = await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(done.context.failure).toBeNull();
    expect(effects.saveFile).toHaveBeenCalledTimes(1);
  });
});
