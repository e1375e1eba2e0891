import type { InvoiceListRow, SalesOrderRow } from '../../contract/lists';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import i18n from 'i18next';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createActor, fromPromise, waitFor } from 'xstate';
import { invoicesListMachine } from '../../machines/invoices-list.machine';
import { ordersListMachine } from '../../machines/orders-list.machine';
import esAreas from '../../src/i18n/es.areas.json';
import es from '../../src/i18n/es.json';
import { InvoicesView } from '../../src/views/invoices/InvoicesView';
import { OrdersView } from '../../src/views/orders/OrdersView';

// Loaded before the invoices page renders, so its lazy chart resolves inside React's act().
await import('../../src/views/invoices/DebtChart');

// The app's i18n module loads the other locales through Vite's import.meta.glob; Spanish is all this needs.
await i18n.use(initReactI18next).init({ lng: 'es', resources: { es: { translation: es } }, interpolation: { escapeValue: false } });
i18n.addResourceBundle('es', 'translation', esAreas, true, false);

export interface MountedRows {
  /** Data rows in the DOM (the header row is not counted). */
  atTop: number;
  inMiddle: number;
  /** The aria-rowindex values mounted after scrolling to the middle, as ranges (`2, 4996–5020`). */
  middleRange: string;
  mountMs: number;
}

/** `[2, 4996, 4997, 4998]` as `2, 4996–4998`. */
function asRanges(indices: readonly number[]): string {
  const runs: [number, number][] = [];
  for (const index of [...indices].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && index === last[1] + 1) last[1] = index;
    else runs.push([index, index]);
  }
  return runs.map(([from, to]) => (from === to ? String(from) : `${from}–${to}`)).join(', ');
}

const dataRows = (container: HTMLElement) => container.querySelectorAll('[role="row"][aria-rowindex]:not([aria-rowindex="1"])');

async function mountAndScroll(tree: ReactNode, rowCount: number, rowHeight = 48): Promise<MountedRows> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const started = performance.now();
  await act(async () => root.render(<FluentProvider theme={webLightTheme}>{tree}</FluentProvider>));
  const mountMs = performance.now() - started;
  const atTop = dataRows(container).length;

  const table = container.querySelector('[role="grid"], [role="table"]');
  const scroller = table?.parentElement;
  if (!scroller) throw new Error('no table was mounted');
  await act(async () => {
    scroller.scrollTop = (rowCount / 2) * rowHeight;
    scroller.dispatchEvent(new window.Event('scroll'));
  });
  const middle = [...dataRows(container)].map((row) => Number(row.getAttribute('aria-rowindex')));
  const result = { atTop, inMiddle: middle.length, middleRange: asRanges(middle), mountMs };
  await act(async () => root.unmount());
  container.remove();
  return result;
}

/** The orders page (its view, over the list machine with the rows answered at once) with `rows`. */
export async function mountOrders(rows: readonly SalesOrderRow[]): Promise<MountedRows> {
  const actor = createActor(ordersListMachine.provide({ actors: { fetchOrders: fromPromise<readonly SalesOrderRow[], void>(async () => rows) }, actions: { logError: () => {} } }), { input: {} }).start();
  await waitFor(actor, (snapshot) => snapshot.matches('ready'));
  const router = createMemoryRouter([{ path: '/dashboard/three', element: <OrdersView actor={actor} /> }], {
    initialEntries: ['/dashboard/three'],
  });
  const mounted = await mountAndScroll(<RouterProvider router={router} />, rows.length);
  actor.stop();
  return mounted;
}

/** The invoices page's view over the invoices list machine with `rows`. */
export async function mountInvoices(rows: readonly InvoiceListRow[]): Promise<MountedRows> {
  const actor = createActor(
    invoicesListMachine.provide({
      actors: { fetchInvoices: fromPromise<readonly InvoiceListRow[], void>(async () => rows), downloadInvoices: fromPromise<Blob, readonly number[]>(() => new Promise<never>(() => {})) },
      actions: { logError: () => {}, saveFile: () => {} },
    }),
    { input: { maxInvoicesPerDownload: 200 } },
  ).start();
  await waitFor(actor, (snapshot) => snapshot.matches('ready'));
  const mounted = await mountAndScroll(<InvoicesView actor={actor} credit={null} />, rows.length);
  actor.stop();
  return mounted;
}
