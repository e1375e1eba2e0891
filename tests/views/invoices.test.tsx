import type { CreditLine, InvoiceListRow } from '../../contract/lists';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { invoiceFilters, invoicesListMachine, type InvoicesListInput, selectFilterCounts, selectVisibleInvoices, type InvoicesListSnapshot } from '../../machines/invoices-list.machine';
import { MemoryRouter } from 'react-router-dom';
import { InvoicesView } from '../../src/views/invoices/InvoicesView';
import { invoices, model } from '../machines/models/invoices-list.model';
import type { ModelEvent } from '../machines/support/model';
import { heldCalls, replayPaths } from './path-replay';
import { screenWidth } from './screen-width';
import { spanishFailure } from './spanish';

const bucketWords = { current: 'al día', '1-30': 'con 1 a 30 días de atraso', '31-60': 'con 31 a 60 días de atraso', '61-90': 'con 61 a 90 días de atraso', '90+': 'con más de 90 días de atraso' } as const;

function renderInvoices(maxInvoicesPerDownload = 200, debt?: InvoicesListInput['debt'], canPay = false) {
  const gateway = heldCalls(['fetchInvoices', 'downloadInvoices'] as const);
  const saveFile = vi.fn();
  const showFile = vi.fn();
  const machine = invoicesListMachine.provide({
    actors: {
      fetchInvoices: gateway.held<readonly InvoiceListRow[], void>('fetchInvoices'),
      downloadInvoices: gateway.held<Blob, readonly number[]>('downloadInvoices'),
    },
    actions: {
      saveFile: (_, { file, fileName }) => saveFile(file, fileName),
      showFile: (_, { file, fileName }) => showFile(file, fileName),
      logError: () => {},
    },
  });
  const actor = createActor(machine, { input: { maxInvoicesPerDownload, debt } }).start();
  render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter>
        <InvoicesView actor={actor} credit={null} canPay={canPay} />
      </MemoryRouter>
    </FluentProvider>,
  );
  return { actor, gateway, saveFile, showFile, user: userEvent.setup() };
}

async function renderLoaded(rows: readonly InvoiceListRow[] = invoices, maxInvoicesPerDownload?: number, canPay = false) {
  const rendered = renderInvoices(maxInvoicesPerDownload, undefined, canPay);
  await rendered.gateway.answer('fetchInvoices', { output: rows });
  await screen.findByRole('grid', { name: 'Facturas' });
  return rendered;
}

const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
const nameOf = (id: number) => invoices.find((row) => row.id === id)!.name;

/** The folios in the table, top to bottom. */
function shownNames(): string[] {
  const grid = screen.getByRole('grid', { name: 'Facturas' });
  return within(grid)
    .queryAllByRole('row')
    .slice(1)
    .flatMap((row) => within(row).queryAllByRole('gridcell').slice(1, 2))
    .map((cell) => cell.textContent ?? '')
    .filter((name) => name !== '');
}

const selectAllBox = () => screen.getByRole('checkbox', { name: 'Seleccionar todas' });
const rowBox = (name: string) => screen.queryByRole('checkbox', { name: `Seleccionar factura ${name}` });
const downloadButton = () => screen.getByRole('button', { name: 'Descargar' });
const tab = (label: string) => screen.getByRole('tab', { name: new RegExp(`^${label} \\d+$`) });
const searchBox = () => screen.getByRole('searchbox', { name: 'Buscar por folio, pedido u orden de compra' });
const viewButton = (name: string) => screen.getByRole('button', { name: `Ver factura ${name}` });
const saveButton = (name: string) => screen.getByRole('button', { name: `Descargar factura ${name}` });
const sortBox = () => screen.getByRole('combobox', { name: 'Ordenar por' });

describe('invoices page: loading', () => {
  it('shows a skeleton while the first load is on its way, then the invoices newest first', async () => {
    const { gateway } = renderInvoices();
    expect(screen.getByRole('heading', { level: 1, name: 'Facturas' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Cargando facturas…' })).toBeInTheDocument();
    // The sections stand under their headings before their figures arrive; one progress bar says it loads.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Resumen de deuda', 'Deuda por estado']);
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    await gateway.answer('fetchInvoices', { output: invoices });
    expect(await screen.findByRole('grid', { name: 'Facturas' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Cargando facturas…' })).not.toBeInTheDocument();
    expect(shownNames()).toEqual([5, 2, 3, 1, 4].map(nameOf));
  });

  it('shows each row\'s dates as dd-mm-aaaa, its amounts in pesos and its state', async () => {
    await renderLoaded();
    const row = rowBox('Factura electrónica 104')!.closest('[role="row"]') as HTMLElement;
    const cells = within(row).getAllByRole('gridcell').map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual(['Factura electrónica 104', 'S00013', '', '01-04-2025', '01-04-2025', '$150.000', '$45.500', 'Vencida', '']);
    const headers = within(screen.getByRole('grid', { name: 'Facturas' })).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.slice(1)).toEqual(['Folio', 'Pedido', 'Orden de compra', 'Fecha', 'Vencimiento', 'Total', 'Saldo', 'Estado', 'PDF']);
  });

  it('keeps the folio with its state, the balance and the PDF in view on a phone', async () => {
    const restore = screenWidth(390);
    try {
      await renderLoaded();
      const grid = screen.getByRole('grid', { name: 'Facturas' });
      expect(within(grid).getAllByRole('columnheader').map((header) => header.textContent).slice(1)).toEqual(['Folio', 'Saldo', 'PDF']);
      const row = rowBox('Factura electrónica 104')!.closest('[role="row"]') as HTMLElement;
      const [, folio, balance] = within(row).getAllByRole('gridcell');
      expect(within(folio!).getByText('Factura electrónica 104')).toBeInTheDocument();
      expect(within(folio!).getByText('Vencida')).toBeInTheDocument();
      expect(balance).toHaveTextContent('$45.500');
      expect(within(row).getByRole('button', { name: 'Ver factura Factura electrónica 104' })).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('says the load failed with a way to retry, and loads again', async () => {
    const { gateway } = renderInvoices();
    await gateway.answer('fetchInvoices', { error: new TypeError('Failed to fetch') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar tus facturas. Inténtalo de nuevo.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('progressbar', { name: 'Cargando facturas…' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await gateway.answer('fetchInvoices', { output: invoices });
    await waitFor(() => expect(shownNames()).toHaveLength(invoices.length));
  });

  it('says there are no invoices yet when the company has none', async () => {
    const { gateway } = renderInvoices();
    await gateway.answer('fetchInvoices', { output: [] });
    expect(await screen.findByRole('heading', { name: 'No tienes facturas' })).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});

describe('invoices page: totals and chart', () => {
  /** The invoices answered while the credit line's read is still out, drawn as the page draws them. */
  async function withCreditPending() {
    const gateway = heldCalls(['fetchInvoices'] as const);
    const actor = createActor(invoicesListMachine.provide({ actors: { fetchInvoices: gateway.held<readonly InvoiceListRow[], void>('fetchInvoices') }, actions: { logError: () => {} } }), {
      input: { maxInvoicesPerDownload: 200 },
    }).start();
    const page = (credit: CreditLine, creditSettled: boolean) => (
      <FluentProvider theme={webLightTheme}>
        <MemoryRouter>
          <InvoicesView actor={actor} credit={credit} creditSettled={creditSettled} />
        </MemoryRouter>
      </FluentProvider>
    );
    const view = render(page(null, false));
    await gateway.answer('fetchInvoices', { output: invoices });
    return { view, page };
  }
  const line = { limit: 8_000_000, used: 3_631_637, available: 4_368_363, days: 30 };

  it('draws the debt and the credit line in one paint, so the card never pushes the chart and the list down', async () => {
    const { view, page } = await withCreditPending();
    expect(screen.queryByRole('grid', { name: 'Facturas' })).not.toBeInTheDocument();
    view.rerender(page(line, true));
    expect(screen.getByRole('grid', { name: 'Facturas' })).toBeInTheDocument();
    expect(screen.getByText('Crédito disponible')).toBeInTheDocument();
  });

  it('does not hold the invoices back for a credit line slow to come', async () => {
    const { view, page } = await withCreditPending();
    expect(await screen.findByRole('grid', { name: 'Facturas' }, { timeout: 3_000 })).toBeInTheDocument();
    expect(screen.queryByText('Crédito disponible')).not.toBeInTheDocument();
    view.rerender(page(line, true));
    expect(screen.getByText('Crédito disponible')).toBeInTheDocument();
  });

  it('adds up the balances of the unpaid, the overdue and the invoices due this week', async () => {
    await renderLoaded();
    const card = (name: string) => [...screen.getByRole('group', { name }).children].map((part) => part.textContent);
    expect(card('Total adeudado')).toEqual(['Total adeudado', '$355.500', '4 facturas']);
    expect(card('Vencido')).toEqual(['Vencido', '$45.500', '1 factura']);
    expect(card('Vence esta semana')).toEqual(['Vence esta semana', '$150.000', '1 factura']);
  });

  it('loads the chart of debt by state and gives its figures as a table', async () => {
    await renderLoaded();
    expect(await screen.findByRole('img', { name: 'Gráfico de barras de la deuda por estado' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Deuda por estado' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Estado', 'Deuda', 'Facturas'],
      ['Vencida', '$45.500', '1'],
      ['Vence esta semana', '$150.000', '1'],
      ['Por vencer', '$160.000', '2'],
    ]);
  });
});

describe('invoices page: filters, search and sort', () => {
  it('counts each state over the search on its tab, and shows only that state when chosen', async () => {
    const { user } = await renderLoaded();
    expect(tab('Todos')).toHaveAccessibleName('Todos 5');
    expect(tab('Pagado')).toHaveAccessibleName('Pagado 1');
    expect(tab('Vencida')).toHaveAccessibleName('Vencida 1');
    expect(tab('Vence esta semana')).toHaveAccessibleName('Vence esta semana 1');
    expect(tab('Por vencer')).toHaveAccessibleName('Por vencer 2');
    await user.click(tab('Por vencer'));
    expect(tab('Por vencer')).toHaveAttribute('aria-selected', 'true');
    expect(shownNames()).toEqual([5, 2].map(nameOf));
    await user.type(searchBox(), 'electrónica');
    expect(tab('Todos')).toHaveAccessibleName('Todos 4');
    expect(tab('Por vencer')).toHaveAccessibleName('Por vencer 1');
    expect(shownNames()).toEqual([nameOf(2)]);
  });

  it('searches the folio on every keystroke, ignoring case and accents', async () => {
    const { user, actor } = await renderLoaded();
    const searches: string[] = [];
    actor.subscribe({ next: (s) => searches.push(s.context.search) });
    await user.type(searchBox(), 'EXÉNTA');
    expect(searches.filter((text, i) => text !== searches[i - 1])).toEqual(['E', 'EX', 'EXÉ', 'EXÉN', 'EXÉNT', 'EXÉNTA']);
    expect(shownNames()).toEqual([nameOf(5)]);
    await user.clear(searchBox());
    await user.type(searchBox(), 'electronica 10');
    expect(shownNames()).toEqual([2, 3, 1, 4].map(nameOf));
    await user.clear(searchBox());
    await user.type(searchBox(), 'sin resultados');
    expect(screen.getByText('Ninguna factura coincide con la búsqueda o el filtro.')).toBeInTheDocument();
    await user.clear(searchBox());
    expect(shownNames()).toHaveLength(invoices.length);
  });

  it('finds an invoice by the number or the purchase order of the order it bills', async () => {
    const { user } = await renderLoaded();
    await user.type(searchBox(), 's00012');
    expect(shownNames()).toEqual([nameOf(3)]);
    await user.clear(searchBox());
    await user.type(searchBox(), 'OC-PEREZ');
    expect(shownNames()).toEqual([nameOf(1)]);
  });

  it.each([
    ['Más recientes', [5, 2, 3, 1, 4]],
    ['Más antiguos', [4, 1, 2, 3, 5]],
    ['Mayor deuda', [3, 2, 5, 4, 1]],
    ['Menor deuda', [1, 4, 2, 5, 3]],
  ])('sorts by %s', async (option, ids) => {
    const { user } = await renderLoaded();
    if (option === 'Más recientes') await user.selectOptions(sortBox(), 'Más antiguos');
    await user.selectOptions(sortBox(), option);
    expect(sortBox()).toHaveDisplayValue(option);
    expect(shownNames()).toEqual(ids.map(nameOf));
  });
});

describe('invoices page: selection and download', () => {
  it('checks every visible row with "Seleccionar todas", shows how many, and clears them', async () => {
    const { user } = await renderLoaded();
    await user.click(tab('Por vencer'));
    expect(screen.getByText('0 facturas seleccionadas')).toBeInTheDocument();
    await user.click(rowBox(nameOf(2))!);
    expect(selectAllBox()).toBePartiallyChecked();
    expect(screen.getByText('1 factura seleccionada')).toBeInTheDocument();
    await user.click(selectAllBox());
    expect(selectAllBox()).toBeChecked();
    expect(rowBox(nameOf(5))).toBeChecked();
    expect(rowBox(nameOf(2))).toBeChecked();
    expect(screen.getByText('2 facturas seleccionadas')).toBeInTheDocument();
    await user.click(tab('Todos'));
    expect(rowBox(nameOf(3))).not.toBeChecked();
    expect(selectAllBox()).toBePartiallyChecked();
    await user.click(selectAllBox());
    expect(screen.getByText('5 facturas seleccionadas')).toBeInTheDocument();
    await user.click(selectAllBox());
    expect(selectAllBox()).not.toBeChecked();
    expect(screen.getByText('0 facturas seleccionadas')).toBeInTheDocument();
  });

  it('says "No se seleccionaron facturas para descargar." when nothing is checked, and calls no one', async () => {
    const { user, gateway } = await renderLoaded();
    await user.click(downloadButton());
    expect(screen.getByRole('alert')).toHaveTextContent('No se seleccionaron facturas para descargar.');
    expect(gateway.inputs('downloadInvoices')).toEqual([]);
    await user.click(rowBox(nameOf(1))!);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('merges two checked invoices in the order shown into facturas.pdf, busy meanwhile', async () => {
    const { user, gateway, saveFile } = await renderLoaded();
    await user.click(rowBox(nameOf(1))!);
    await user.click(rowBox(nameOf(3))!);
    await user.selectOptions(sortBox(), 'Mayor deuda');
    await user.click(downloadButton());
    expect(gateway.inputs('downloadInvoices')).toEqual([[3, 1]]);
    expect(screen.getByRole('status')).toHaveTextContent('Preparando facturas.pdf…');
    expect(downloadButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(downloadButton());
    expect(gateway.inputs('downloadInvoices')).toHaveLength(1);
    await gateway.answer('downloadInvoices', { output: pdf });
    expect(saveFile).toHaveBeenCalledWith(pdf, 'facturas.pdf');
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(downloadButton()).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('says the download failed and tries again from the message', async () => {
    const { user, gateway, saveFile } = await renderLoaded();
    await user.click(rowBox(nameOf(2))!);
    await user.click(downloadButton());
    await gateway.answer('downloadInvoices', { error: new Error('502') });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No pudimos descargar las facturas. Inténtalo de nuevo.');
    expect(saveFile).not.toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(gateway.inputs('downloadInvoices')).toEqual([[2], [2]]);
    await gateway.answer('downloadInvoices', { output: pdf });
    expect(saveFile).toHaveBeenCalledOnce();
  });

  it('refuses more invoices than the gateway merges at once, with the machine\'s words', async () => {
    const { user, gateway } = await renderLoaded(invoices, 2);
    await user.click(selectAllBox());
    await user.click(downloadButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Puedes descargar hasta 2 facturas a la vez.');
    expect(gateway.inputs('downloadInvoices')).toEqual([]);
  });
});

describe('invoices page: one invoice from its row', () => {
  it("opens one invoice's own PDF in a new tab, whatever is checked, busy meanwhile", async () => {
    const { user, gateway, showFile, saveFile } = await renderLoaded();
    await user.click(rowBox(nameOf(1))!);
    await user.click(viewButton(nameOf(3)));
    expect(gateway.inputs('downloadInvoices')).toEqual([[3]]);
    expect(screen.getByRole('status')).toHaveTextContent(`Preparando la factura ${nameOf(3)}…`);
    expect(viewButton(nameOf(4))).toHaveAttribute('aria-disabled', 'true');
    expect(downloadButton()).toHaveAttribute('aria-disabled', 'true');
    await gateway.answer('downloadInvoices', { output: pdf });
    expect(showFile).toHaveBeenCalledWith(pdf, `${nameOf(3)}.pdf`);
    expect(saveFile).not.toHaveBeenCalled();
    expect(rowBox(nameOf(1))).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it("saves one invoice's PDF, and tries again from the message when it failed", async () => {
    const { user, gateway, saveFile } = await renderLoaded();
    await user.click(saveButton(nameOf(4)));
    await gateway.answer('downloadInvoices', { error: new TypeError('Failed to fetch') });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No pudimos preparar el PDF de la factura. Inténtalo de nuevo.');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(gateway.inputs('downloadInvoices')).toEqual([[4], [4]]);
    await gateway.answer('downloadInvoices', { output: pdf });
    expect(saveFile).toHaveBeenCalledWith(pdf, `${nameOf(4)}.pdf`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

type User = ReturnType<typeof userEvent.setup>;

/** Sends `event` as the buyer would, through the page's controls. */
async function send(event: ModelEvent<typeof invoicesListMachine>, before: InvoicesListSnapshot, user: User) {
  switch (event.type) {
    case 'list.search':
      await user.clear(searchBox());
      if (event.text !== '') {
        await user.click(searchBox());
        await user.paste(event.text);
      }
      return;
    case 'list.sort':
      return user.selectOptions(sortBox(), { newest: 'Más recientes', oldest: 'Más antiguos', highestDebt: 'Mayor deuda', lowestDebt: 'Menor deuda' }[event.sort]);
    case 'invoices.filter':
      return user.click(tab(event.filter));
    case 'invoices.toggle':
      return user.click(rowBox(nameOf(event.id))!);
    case 'invoices.selectAll':
      return user.click(selectAllBox());
    case 'invoices.clearSelection':
      return user.click(screen.getByRole('button', { name: 'Quitar selección' }));
    case 'invoices.download':
      return user.click(before.matches({ ready: 'downloadFailed' }) ? screen.getByRole('button', { name: 'Reintentar' }) : downloadButton());
    case 'invoices.document':
      return user.click((event.use === 'view' ? viewButton : saveButton)(nameOf(event.id)));
    case 'invoices.downloadFirst':
      return user.click(screen.getByRole('button', { name: /^Descargar (la primera|las primeras \d+)$/ }));
    case 'list.reload':
      expect(screen.getByRole('button', { name: 'Actualizar' })).not.toHaveAttribute('aria-disabled', 'true');
      return user.click(screen.getByRole('button', { name: 'Actualizar' }));
    case 'list.retry':
      return user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Reintentar' }));
    case 'invoices.allDebt':
      return user.click(screen.getByRole('button', { name: 'Ver todas las facturas' }));
  }
}

/** Whether the page offers a control for `event` in `before`. */
function offered(event: ModelEvent<typeof invoicesListMachine>, before: InvoicesListSnapshot) {
  const { context } = before;
  const visible = selectVisibleInvoices(before);
  switch (event.type) {
    case 'list.search':
    case 'list.sort':
    case 'invoices.filter':
      return context.list.rows.length > 0;
    case 'invoices.toggle':
    case 'invoices.document':
      return visible.some((row) => row.id === event.id);
    case 'invoices.selectAll':
      return visible.length > 0 && !visible.every((row) => context.selected.includes(row.id));
    case 'invoices.clearSelection':
      return context.selected.length > 0;
    case 'invoices.downloadFirst':
      return before.matches({ ready: 'tooManySelected' });
    case 'invoices.allDebt':
      return context.debt !== null;
    default:
      return true;
  }
}
/** What the buyer sees in each state of the machine. */
function expectScreen(expected: InvoicesListSnapshot) {
  const at = (value: object | string) => expected.matches(value as never);
  const { context } = expected;
  const alert = screen.queryByRole('alert');
  if (context.failure) expect(alert).toHaveTextContent(spanishFailure(context.failure));
  else expect(alert).not.toBeInTheDocument();
  const debtNote = screen.queryByText(/^Solo las facturas impagas/);
  if (context.debt) expect(debtNote).toHaveTextContent(`Solo las facturas impagas ${bucketWords[context.debt.bucket]}.`);
  else expect(debtNote).not.toBeInTheDocument();

  if (context.list.rows.length === 0) {
    if (at('loading')) expect(screen.getByRole('progressbar', { name: 'Cargando facturas…' })).toBeInTheDocument();
    if (at('ready')) expect(screen.getByRole('heading', { name: 'No tienes facturas' })).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    return;
  }

  const visible = selectVisibleInvoices(expected);
  expect(shownNames()).toEqual(visible.map((row) => row.name));
  for (const row of visible) expect(rowBox(row.name)).toHaveProperty('checked', context.selected.includes(row.id));
  const count = context.selected.length;
  expect(screen.getByText(count === 1 ? '1 factura seleccionada' : `${count} facturas seleccionadas`)).toBeInTheDocument();
  const counts = selectFilterCounts(expected);
  for (const filter of invoiceFilters) expect(tab(filter)).toHaveAccessibleName(`${filter} ${counts[filter]}`);
  expect(tab(context.filter)).toHaveAttribute('aria-selected', 'true');

  const downloading = at({ ready: 'downloading' });
  const preparing = at({ ready: 'preparingDocument' });
  expect(screen.getByRole('status')).toHaveTextContent(
    downloading ? 'Preparando facturas.pdf…' : preparing ? `Preparando la factura ${context.document?.name}…` : '',
  );
  expect(downloadButton().getAttribute('aria-disabled') === 'true').toBe(downloading || preparing);
  if (at('failed') || at({ ready: 'downloadFailed' }) || at({ ready: 'documentFailed' })) {
    expect(within(alert!).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  }
  // Over the limit, the way out is offered: the first ones one PDF takes (two, in the model).
  if (at({ ready: 'tooManySelected' })) expect(within(alert!).getByRole('button', { name: 'Descargar las primeras 2' })).toBeInTheDocument();
}

describe('invoices page along the invoices-list model’s paths', { timeout: 60_000 }, () => {
  replayPaths(model, {
    render: (input) => {
      const page = renderInvoices(input.maxInvoicesPerDownload, input.debt);
      return { ...page, calls: page.gateway };
    },
    walkable: offered,
    send: (event, before, { user }) => send(event, before, user),
    expectScreen: async (expected, { actor }) => {
      await waitFor(() => expect(actor.getSnapshot().value).toEqual(expected.value));
      expectScreen(expected);
    },
    cleanup: ({ actor }) => actor.stop(),
  });
});

describe('invoices page: paying', () => {
  const paidHere = { ...invoices[0]!, payment_id: '5f0c1b9e-3a51-4c39-9f65-2b8f0a6c1d11' };
  const rows = [paidHere, ...invoices.slice(1)];

  it('takes the checked invoices still owed to the pay page, in the order shown, and links a paid one to its receipt', async () => {
    const { user } = await renderLoaded(rows, undefined, true);
    expect(screen.queryByRole('link', { name: /^Pagar seleccionadas/ })).toBeNull();
    await user.click(rowBox(nameOf(4))!);
    await user.click(rowBox(nameOf(1))!);
    await user.click(rowBox(nameOf(2))!);
    // The paid one is checked too, for its PDF, but not paid again.
    expect(screen.getByRole('link', { name: 'Pagar seleccionadas (2)' })).toHaveAttribute('href', '/dashboard/group/five/pagar?facturas=2,4');
    expect(screen.getByRole('link', { name: `Comprobante de ${nameOf(1)}` })).toHaveAttribute('href', `/dashboard/group/five/pagar?pago=${paidHere.payment_id}`);
  });

  it('offers neither to a role that does not pay', async () => {
    const { user } = await renderLoaded(rows);
    await user.click(rowBox(nameOf(2))!);
    expect(screen.queryByRole('link', { name: /^Pagar seleccionadas/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Comprobante de/ })).toBeNull();
  });
});
