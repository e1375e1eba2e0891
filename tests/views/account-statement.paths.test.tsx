import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountStatement, StatementPeriod } from '../../contract/account-statement';
import type { accountStatementMachine, AccountStatementSnapshot } from '../../machines/account-statement.machine';
import { formatDay } from '../../machines/rules/calendar';
import { formatClp } from '../../machines/rules/money';
import { presetOf, presetPeriod, type StatementPreset } from '../../machines/rules/statement-period';
import { i18n } from '../../src/i18n';
import { AccountStatementPage } from '../../src/views/account-statement/AccountStatementPage';
import { model, quietStatement, statement, today } from '../machines/models/account-statement.model';
import type { ModelEvent } from '../machines/support/model';
import { violations } from './axe';
import { fakeEffects } from './effects-fakes';
import { heldCalls, replayPaths } from './path-replay';
import { renderSignedIn } from './render-signed-in';
import { screenWidth } from './screen-width';
import { spanishFailure } from './spanish';

type User = ReturnType<typeof userEvent.setup>;

/** The page's gateway calls, each held until the test answers it, and the files it saved. */
function heldGateway() {
  const calls = heldCalls(['loadStatement', 'downloadPdf', 'downloadCsv'] as const);
  const saved: { file: Blob; fileName: string }[] = [];
  return {
    ...calls,
    saved,
    effects: fakeEffects({
      accountStatement: {
        actors: {
          loadStatement: calls.held<AccountStatement, StatementPeriod>('loadStatement'),
          downloadPdf: calls.held<Blob, StatementPeriod>('downloadPdf'),
          downloadCsv: calls.held<Blob, StatementPeriod>('downloadCsv'),
        },
        actions: { saveFile: (_, params) => void saved.push(params) },
      },
    }),
  };
}

interface Page {
  calls: ReturnType<typeof heldGateway>;
  user: User;
}

function renderPage(): Page {
  const calls = heldGateway();
  renderSignedIn([{ path: '/dashboard/estado-de-cuenta', element: <AccountStatementPage /> }], { effects: calls.effects, role: 'finanzas' });
  return { calls, user: userEvent.setup() };
}

// The page reads the day in Santiago from the clock: the model's day, at noon there.
beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${today}T15:00:00Z`) }));
afterEach(() => vi.useRealTimers());

const text = (key: string, options: Record<string, unknown> = {}) => i18n.t(key, { lng: 'es', ...options });

const downloadButton = (format: 'pdf' | 'csv') =>
  screen.getByRole('button', { name: new RegExp(`^(${text(`accountStatement.download.${format}`)}|${text('accountStatement.download.preparing', { format: format.toUpperCase() })})$`) });
const loadFailureAlert = () => screen.queryAllByRole('alert').find((alert) => alert.textContent?.includes(text('accountStatement.loadFailed')));

async function choose(user: User, period: StatementPeriod) {
  const preset = presetOf(period, today);
  if (preset) return user.click(screen.getByRole('button', { name: text(`accountStatement.period.${preset}`) }));
  fireEvent.change(screen.getByLabelText(text('accountStatement.period.from')), { target: { value: period.from } });
  fireEvent.change(screen.getByLabelText(text('accountStatement.period.to')), { target: { value: period.to } });
  return user.click(screen.getByRole('button', { name: text('accountStatement.period.apply') }));
}

/** Sends `event` as the buyer would, through the page's controls. */
async function send(event: ModelEvent<typeof accountStatementMachine>, _before: AccountStatementSnapshot, { user }: Page) {
  switch (event.type) {
    case 'accountStatement.period':
      return choose(user, event.period);
    case 'accountStatement.retry': {
      // Without a failed read on screen there is nothing to retry, and the machine keeps its state.
      const alert = loadFailureAlert();
      return alert ? user.click(within(alert).getByRole('button', { name: text('accountStatement.retry') })) : undefined;
    }
    case 'accountStatement.downloadPdf':
    case 'accountStatement.downloadCsv': {
      const button = downloadButton(event.type === 'accountStatement.downloadPdf' ? 'pdf' : 'csv');
      return button.getAttribute('aria-disabled') === 'true' ? undefined : user.click(button);
    }
    case 'accountStatement.dismiss': {
      const close = screen.queryByRole('button', { name: text('accountStatement.download.dismiss') });
      return close ? user.click(close) : undefined;
    }
  }
}

/** What the buyer sees in each state of the machine. */
async function expectScreen(s: AccountStatementSnapshot) {
  const { period, statement: shown, failure, downloadFailure } = s.context;
  const where = typeof s.value === 'string' ? s.value : `ready.${s.value.ready}`;
  await waitFor(() => expect(screen.getByText(text('accountStatement.period.shown', { from: formatDay(period.from), to: formatDay(period.to) }))).toBeInTheDocument());
  expect(screen.getByRole('heading', { level: 1, name: text('accountStatement.title') })).toBeInTheDocument();
  const preset = presetOf(period, today);
  for (const name of ['thisMonth', 'lastMonth', 'last90Days', 'thisYear'] as StatementPreset[]) {
    expect(screen.getByRole('button', { name: text(`accountStatement.period.${name}`) })).toHaveAttribute('aria-pressed', String(preset === name));
  }

  const alerts = screen.queryAllByRole('alert').map((alert) => within(alert).getByText(/./, { selector: '.fui-MessageBarBody' }).textContent);
  expect(alerts).toEqual([
    ...(failure ? [`${text('accountStatement.loadFailed')} ${spanishFailure(failure)}`] : []),
    ...(downloadFailure ? [`No pudimos preparar el ${downloadFailure.format.toUpperCase()}. ${spanishFailure(downloadFailure.failure)}`] : []),
  ]);

  for (const format of ['pdf', 'csv'] as const) {
    const preparing = where === (format === 'pdf' ? 'ready.downloadingPdf' : 'ready.downloadingCsv');
    expect(downloadButton(format)).toHaveTextContent(preparing ? `Preparando el ${format.toUpperCase()}…` : `Descargar ${format.toUpperCase()}`);
    expect(downloadButton(format).getAttribute('aria-disabled') === 'true').toBe(!(where === 'ready.idle' || where === 'ready.downloadFailed'));
  }

  const skeleton = screen.queryByRole('progressbar', { name: text('accountStatement.loading') });
  expect(skeleton !== null).toBe(where === 'loading' && shown === null);
  const closing = screen.queryByRole('group', { name: text('accountStatement.summary.closing') });
  if (where === 'failed' || shown === null) {
    expect(closing).not.toBeInTheDocument();
    return;
  }
  expect(closing).toHaveTextContent(formatClp(shown.closing_balance));
  expect(screen.getByRole('group', { name: text('accountStatement.summary.opening') })).toHaveTextContent(formatClp(shown.opening_balance));
  const empty = screen.queryByRole('heading', { name: text('accountStatement.empty.title') });
  const table = screen.queryByRole('table', { name: text('accountStatement.movements.table') });
  expect(empty !== null).toBe(shown.entries.length === 0);
  expect(table !== null).toBe(shown.entries.length > 0);
  // The opening, each movement and the closing, in the statement's order.
  if (table) expect(within(table).getAllByRole('row')).toHaveLength(shown.entries.length + 3);
  // The last statement stays while another period loads, marked busy.
  const busy = [...document.querySelectorAll('[aria-busy="true"]')].filter((element) => !element.classList.contains('fui-Skeleton'));
  expect(busy.length > 0).toBe(where === 'loading');
}

describe('Estado de cuenta along the machine paths', { timeout: 60_000 }, () => {
  replayPaths(model, { render: renderPage, send, expectScreen });
});

describe('Estado de cuenta', () => {
  const loaded = async (answer: AccountStatement = statement) => {
    const page = renderPage();
    await page.calls.answer('loadStatement', { output: answer });
    await screen.findByRole('group', { name: text('accountStatement.summary.closing') });
    return page;
  };

  it('opens on this month up to today and asks for each quick choice and for days of one’s own', async () => {
    const { calls, user } = await loaded();
    expect(calls.inputs('loadStatement')).toEqual([{ from: '2026-11-01', to: today }]);
    await user.click(screen.getByRole('button', { name: 'Mes anterior' }));
    expect(calls.inputs('loadStatement').at(-1)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    await user.click(screen.getByRole('button', { name: 'Últimos 90 días' }));
    expect(calls.inputs('loadStatement').at(-1)).toEqual({ from: '2026-08-28', to: today });
    await user.click(screen.getByRole('button', { name: 'Este año' }));
    expect(calls.inputs('loadStatement').at(-1)).toEqual({ from: '2026-01-01', to: today });
    // The days shown follow the quick choice.
    expect(screen.getByLabelText('Desde')).toHaveValue('2026-01-01');
    await choose(user, { from: '2026-03-15', to: '2026-04-14' });
    expect(calls.inputs('loadStatement').at(-1)).toEqual({ from: '2026-03-15', to: '2026-04-14' });
    expect(presetPeriod('thisMonth', today)).toEqual({ from: '2026-11-01', to: today });
  });

  it('refuses days out of order, too far apart, after today or missing, in Spanish and without asking the gateway', async () => {
    const { calls, user } = await loaded();
    const cases: [StatementPeriod, string][] = [
      [{ from: '2026-06-30', to: '2026-06-01' }, 'La fecha «Desde» no puede ser posterior a «Hasta».'],
      [{ from: '2025-01-01', to: '2026-06-01' }, 'Elige un período de hasta 366 días.'],
      [{ from: '2026-11-01', to: '2026-11-26' }, '«Hasta» no puede ser posterior a hoy.'],
      [{ from: '', to: '2026-11-20' }, 'Escribe las dos fechas del período.'],
    ];
    for (const [period, message] of cases) {
      await choose(user, period);
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(calls.inputs('loadStatement')).toHaveLength(1);
  });

  it('words each movement in the reader’s language, between the opening and the closing balance', async () => {
    await loaded();
    const rows = within(screen.getByRole('table', { name: 'Movimientos del período' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'FechaDocumentoDetalleCargoAbonoSaldo',
      `01-11-2026Saldo inicial${formatClp(1_190_000)}`,
      `03-11-2026FE 1042Factura del pedido S00420${formatClp(238_000)}${formatClp(1_428_000)}`,
      `03-11-2026FE 1043Pago de la factura FE 1043${formatClp(59_500)}${formatClp(1_368_500)}`,
      `20-11-2026WP-88120Pago con Visa •••• 4242 de FE 1001, FE 1002${formatClp(1_190_000)}${formatClp(178_500)}`,
      `25-11-2026Saldo final${formatClp(238_000)}${formatClp(1_249_500)}${formatClp(178_500)}`,
    ]);
    const aging = screen.getByRole('table', { name: 'Deuda al 25-11-2026 por antigüedad' });
    expect(within(aging).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'AntigüedadMonto',
      `Por vencer${formatClp(119_000)}`,
      `1–30 días${formatClp(59_500)}`,
      `31–60 días${formatClp(0)}`,
      `61–90 días${formatClp(0)}`,
      `Más de 90 días${formatClp(0)}`,
    ]);
    expect(screen.getByRole('group', { name: 'Crédito disponible' })).toHaveTextContent(`Usado ${formatClp(178_500)} de ${formatClp(8_000_000)}`);
    expect(screen.getByText('Restobar El Fogón SpA')).toHaveAttribute('translate', 'no');
  });

  it('says when the period has no movements, and when the company has no credit line', async () => {
    await loaded(quietStatement);
    expect(screen.getByRole('heading', { name: 'No hay movimientos en este período' })).toBeInTheDocument();
    expect(screen.getByText(`El saldo fue de ${formatClp(178_500)} durante todo el período.`)).toBeInTheDocument();
    expect(screen.getByText('Tu empresa no tiene línea de crédito.')).toBeInTheDocument();
  });

  it('keeps three columns on a phone: the movement, its amount (a payment with its minus sign) and the balance', async () => {
    const restore = screenWidth(390);
    try {
      await loaded();
      const rows = within(screen.getByRole('table', { name: 'Movimientos del período' })).getAllByRole('row');
      expect(within(rows[0]!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Movimiento', 'Monto', 'Saldo']);
      expect(rows[3]!.textContent).toBe(`03-11-2026 FE 1043Pago de la factura FE 1043${formatClp(-59_500)}${formatClp(1_368_500)}`);
      // The table scrolls inside its own region, which the keyboard reaches and which is named.
      expect(screen.getByRole('region', { name: 'Movimientos del período' })).toHaveAttribute('tabindex', '0');
    } finally {
      restore();
    }
  });

  it('saves the PDF and the CSV under the period’s name, and a failed one is tried again with the statement kept', async () => {
    const { calls, user } = await loaded();
    await user.click(downloadButton('pdf'));
    expect(calls.inputs('downloadPdf')).toEqual([{ from: '2026-11-01', to: today }]);
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    await calls.answer('downloadPdf', { output: pdf });
    expect(calls.saved).toEqual([{ file: pdf, fileName: 'estado-de-cuenta-2026-11-01-2026-11-25.pdf' }]);
    await user.click(downloadButton('csv'));
    await calls.answer('downloadCsv', { error: new TypeError('Failed to fetch') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos preparar el CSV.');
    expect(screen.getByRole('table', { name: 'Movimientos del período' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    const csv = new Blob(['\uFEFFFecha'], { type: 'text/csv' });
    await calls.answer('downloadCsv', { output: csv });
    expect(calls.saved.at(-1)).toEqual({ file: csv, fileName: 'estado-de-cuenta-2026-11-01-2026-11-25.csv' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has no axe violations with its statement, on a phone, with no movements and with a failure', async () => {
    const page = await loaded();
    expect(await violations()).toEqual([]);
    await page.user.click(downloadButton('pdf'));
    await page.calls.answer('downloadPdf', { error: new TypeError('Failed to fetch') });
    await screen.findByRole('alert');
    expect(await violations()).toEqual([]);
    cleanup();
    const restore = screenWidth(390);
    try {
      await loaded(quietStatement);
      expect(await violations()).toEqual([]);
    } finally {
      restore();
    }
  });
});
