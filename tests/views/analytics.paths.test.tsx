import { FluentProvider, webDarkTheme, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsReport } from '../../contract/analytics';
import type { Role } from '../../contract/vocabulary';
import { periodOfContext, type analyticsMachine, type AnalyticsInput, type AnalyticsSnapshot } from '../../machines/analytics.machine';
import type { Period, PeriodChoice } from '../../machines/rules/period';
import { SessionContext } from '../../src/kernel/session-context';
import { AnalyticsPage } from '../../src/views/analytics/AnalyticsPage';
import { monthLabel } from '../../src/views/common/month-label';
import { model, report, today } from '../machines/models/analytics.model';
import { violations } from './axe';
import { fakeEffects, WithEffects } from './effects-fakes';
import type { ModelEvent } from '../machines/support/model';
import { heldCalls, replayPaths } from './path-replay';
import { daniela, sessionFor } from './shell-routes.harness';
import { spanishFailure } from './spanish';

/** The page's two gateway calls, each held until the test answers it, as a model path does. */
function heldGateway() {
  const calls = heldCalls(['loadReport', 'exportLines'] as const);
  const saved: { file: Blob; fileName: string }[] = [];
  return {
    ...calls,
    effects: fakeEffects({
      analytics: {
        actors: { loadReport: calls.held<AnalyticsReport, Period>('loadReport'), exportLines: calls.held<Blob, Period>('exportLines') },
        actions: { saveFile: (_, params) => void saved.push(params) },
      },
    }),
    saved,
  };
}

const query = (choice: PeriodChoice | undefined) =>
  choice === undefined ? '' : choice.preset === 'custom' ? `?desde=${choice.from}&hasta=${choice.to}` : `?periodo=${choice.preset}`;

function renderPage({ input = { today } as AnalyticsInput, role = 'admin' as Role, theme = webLightTheme } = {}) {
  const gateway = heldGateway();
  const { logic, input: session } = sessionFor({ ...daniela, role });
  const router = createMemoryRouter(
    [
      { path: '/dashboard/one', element: <AnalyticsPage /> },
      { path: '/dashboard/three', element: <h1>Pedidos</h1> },
      { path: '/dashboard/group/five', element: <h1>Facturas</h1> },
    ],
    { initialEntries: [`/dashboard/one${query(input.choice)}`] },
  );
  render(
    <FluentProvider theme={theme}>
      <WithEffects effects={gateway.effects}>
        <SessionContext.Provider logic={logic} options={{ input: session }}>
          <RouterProvider router={router} />
        </SessionContext.Provider>
      </WithEffects>
    </FluentProvider>,
  );
  return { gateway, router, user: userEvent.setup() };
}

// The page reads the day in Santiago from the clock: the model's day, at noon there.
beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${today}T15:00:00Z`) }));
afterEach(() => vi.useRealTimers());

const presetNames = { last3: 'Últimos 3 meses', last6: 'Últimos 6 meses', last12: 'Últimos 12 meses', thisYear: 'Año en curso', lastYear: 'Año anterior' } as const;
const periodBox = () => screen.getByRole('combobox', { name: 'Período' });
const exportButton = () => screen.getByRole('button', { name: /^(Exportar CSV|Preparando el CSV…)$/ });
const month = (value: string) => monthLabel(value, 'es');

async function chooseCustom(user: ReturnType<typeof userEvent.setup>, from: string, to: string) {
  if ((periodBox() as HTMLSelectElement).value !== 'custom') await user.selectOptions(periodBox(), 'Personalizado');
  fireEvent.change(screen.getByLabelText('Desde (mes)'), { target: { value: from } });
  fireEvent.change(screen.getByLabelText('Hasta (mes)'), { target: { value: to } });
  await user.click(screen.getByRole('button', { name: 'Aplicar' }));
}

/** Sends `event` as the buyer would, through the page's controls. */
async function send(e: ModelEvent<typeof analyticsMachine>, user: ReturnType<typeof userEvent.setup>) {
  switch (e.type) {
    case 'analytics.period':
      if (e.choice.preset === 'custom') return chooseCustom(user, e.choice.from, e.choice.to);
      return user.selectOptions(periodBox(), presetNames[e.choice.preset]);
    case 'analytics.retry': {
      // Without a failure on screen there is nothing to retry, and the machine keeps its state.
      const alert = screen.queryByRole('alert');
      const retry = alert && within(alert).queryByRole('button', { name: 'Reintentar' });
      return retry ? user.click(retry) : undefined;
    }
    case 'analytics.export':
      return exportButton().getAttribute('aria-disabled') === 'true' ? undefined : user.click(exportButton());
    case 'analytics.dismiss': {
      const close = screen.queryByRole('button', { name: 'Cerrar aviso' });
      return close ? user.click(close) : undefined;
    }
  }
}

/** What the buyer sees in each state of the machine. */
async function expectScreen(s: AnalyticsSnapshot) {
  const { context } = s;
  const where = typeof s.value === 'string' ? s.value : `ready.${s.value.ready}`;
  const period = periodOfContext(context);
  await waitFor(() => expect(screen.getByText(`De ${month(period.from)} a ${month(period.to)}`)).toBeInTheDocument());
  expect(screen.getByRole('heading', { level: 1, name: 'Análisis de compras' })).toBeInTheDocument();

  const alerts = screen.queryAllByRole('alert');
  const expectedAlerts = [
    ...(context.failure ? [spanishFailure(context.failure)] : []),
    ...(context.exportFailure ? [`No pudimos preparar el CSV. ${spanishFailure(context.exportFailure)}`] : []),
  ];
  expect(alerts.map((alert) => within(alert).getByText(/./, { selector: '.fui-MessageBarBody' }).textContent)).toEqual(expectedAlerts);

  expect(exportButton()).toHaveTextContent(where === 'ready.exporting' ? 'Preparando el CSV…' : 'Exportar CSV');
  expect(exportButton().getAttribute('aria-disabled') === 'true').toBe(!(where === 'ready.idle' || where === 'ready.exportFailed'));

  const skeleton = screen.queryByRole('progressbar', { name: 'Cargando el análisis de compras…' });
  expect(skeleton !== null).toBe(where === 'loading' && context.report === null);
  const emptyTitle = screen.queryByRole('heading', { name: 'No hay compras en este período' });
  const spendTile = screen.queryByRole('group', { name: 'Gasto del período (con IVA)' });
  if (where === 'failed' || context.report === null) {
    expect(spendTile).not.toBeInTheDocument();
    expect(emptyTitle).not.toBeInTheDocument();
    return;
  }
  const quiet = context.report.current.orders === 0;
  expect(emptyTitle !== null).toBe(quiet);
  expect(spendTile !== null).toBe(!quiet);
  if (!quiet) expect(spendTile).toHaveTextContent('$12.345.678');
  // The figures of the last period stay while another loads, marked busy (a chart's own placeholder is too).
  const busy = [...document.querySelectorAll('[aria-busy="true"]')].filter((element) => !element.classList.contains('fui-Skeleton'));
  expect(busy.length > 0).toBe(where === 'loading');
}

describe('analytics page walks the analytics model’s paths', { timeout: 30_000 }, () => {
  replayPaths(model, {
    render: (input) => {
      const page = renderPage({ input });
      return { ...page, calls: page.gateway };
    },
    send: (event, _, { user }) => send(event, user),
    expectScreen,
  });
});

describe('analytics page', () => {
  const loaded = async (options: Parameters<typeof renderPage>[0] = {}, answer: AnalyticsReport = report) => {
    const rendered = renderPage(options);
    await rendered.gateway.answer('loadReport', { output: answer });
    await screen.findByRole('group', { name: 'Gasto del período (con IVA)' });
    return rendered;
  };

  it('asks for the last 12 months by default and writes the chosen period into the address', async () => {
    const { gateway, router, user } = await loaded();
    expect(gateway.inputs('loadReport')).toEqual([{ from: '2025-12', to: '2026-11' }]);
    expect(router.state.location.search).toBe('?periodo=last12');
    await user.selectOptions(periodBox(), 'Últimos 3 meses');
    expect(gateway.inputs('loadReport').at(-1)).toEqual({ from: '2026-09', to: '2026-11' });
    expect(router.state.location.search).toBe('?periodo=last3');
    await chooseCustom(user, '2025-01', '2025-06');
    expect(gateway.inputs('loadReport').at(-1)).toEqual({ from: '2025-01', to: '2025-06' });
    expect(router.state.location.search).toBe('?desde=2025-01&hasta=2025-06');
  });

  it('opens on the period the address names, and on the last 12 months when it names none the gateway would take', async () => {
    renderPage({ input: { today, choice: { preset: 'custom', from: '2024-03', to: '2024-05' } } });
    expect(await screen.findByText(`De ${month('2024-03')} a ${month('2024-05')}`)).toBeInTheDocument();
    cleanup();
    const { router } = renderPage({ input: { today, choice: { preset: 'custom', from: '2026-12', to: '2026-01' } } });
    expect(await screen.findByText(`De ${month('2025-12')} a ${month('2026-11')}`)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?periodo=last12'));
  });

  it('refuses a backwards range in Spanish without asking the gateway', async () => {
    const { gateway, user } = await loaded();
    await chooseCustom(user, '2026-05', '2026-02');
    expect(screen.getByText(/Elige el mes de inicio antes del de término/)).toBeInTheDocument();
    expect(gateway.inputs('loadReport')).toHaveLength(1);
  });

  it('shows each figure beside the period before, in pesos es-CL', async () => {
    await loaded();
    expect(screen.getByRole('group', { name: 'Gasto del período (con IVA)' })).toHaveTextContent('$12.345.678+12 % frente al período anterior');
    expect(screen.getByRole('group', { name: 'Pedidos' })).toHaveTextContent('48-4 % frente al período anterior');
    expect(screen.getByRole('group', { name: 'Pedido promedio' })).toHaveTextContent('$257.202+17 % frente al período anterior');
    expect(screen.getByRole('group', { name: 'Deuda pendiente' })).toHaveTextContent('$1.500.000Vencida: $500.000');
    expect(screen.getByText(`Cada cifra se compara con los mismos meses inmediatamente anteriores: de ${month('2024-12')} a ${month('2025-11')}.`)).toBeInTheDocument();
  });

  it('offers the club to an admin who is not a member, shows a member what the club saved, and never the join link to a comprador', async () => {
    await loaded();
    const possible = screen.getByRole('group', { name: 'Ahorro posible con el Club CXTI' });
    expect(possible).toHaveTextContent('$345.000');
    expect(within(possible).getByRole('link', { name: 'Únete al Club CXTI' })).toHaveAttribute('href', '/dashboard/suscripcion');
    cleanup();
    await loaded({ role: 'comprador' }, { ...report, debt: null });
    expect(within(screen.getByRole('group', { name: 'Ahorro posible con el Club CXTI' })).queryByRole('link')).not.toBeInTheDocument();
    cleanup();
    await loaded({}, { ...report, club: { member: true, saved: 120_000, missed: 0 } });
    expect(screen.getByRole('group', { name: 'Ahorro Club CXTI' })).toHaveTextContent('$120.000');
  });

  it('leaves the debt out for a role the gateway gives none', async () => {
    await loaded({ role: 'comprador' }, { ...report, debt: null });
    expect(screen.queryByRole('group', { name: 'Deuda pendiente' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Deuda por antigüedad' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Gasto por mes' })).toBeInTheDocument();
  });

  it('gives every chart its table, a month its orders and a bucket its invoices', async () => {
    const { router, user } = await loaded();
    const months = screen.getByRole('table', { name: 'Tabla del gasto por mes' });
    expect(within(months).getAllByRole('row').map((row) => row.textContent)).toEqual(['MesGastoPedidos', 'oct 2026$1.200.0005', 'nov 2026$900.0003']);
    const categories = screen.getByRole('table', { name: 'Tabla del gasto por categoría' });
    // Intl puts a no-break space before the percent sign.
    expect(within(categories).getAllByRole('row').map((row) => row.textContent?.replace(/\s/g, ' '))).toEqual([
      'CategoríaGastoPeríodo anteriorVariación',
      'Carnes$1.000.000$800.000+25 %',
      'Abarrotes$900.000$1.100.000-18 %',
      'Despacho y ajustes$200.000$150.000+33 %',
    ]);
    const debt = screen.getByRole('table', { name: 'Tabla de la deuda por antigüedad' });
    expect(within(debt).getByRole('link', { name: '31-60 días vencida: ver las facturas' })).toHaveAttribute('href', '/dashboard/group/five?deuda=31-60');
    await user.click(within(months).getByRole('link', { name: `oct 2026: ver los pedidos de ${month('2026-10')}` }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/dashboard/three?mes=2026-10');
  });

  it('splits the months by category on demand, the five biggest and the rest, adding up to each month', async () => {
    const { user } = await loaded();
    await user.click(screen.getByRole('switch', { name: 'Por categoría' }));
    expect(within(screen.getByRole('list', { name: 'Categorías del gráfico' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Carnes',
      'Abarrotes',
      'Despacho y ajustes',
    ]);
    const months = screen.getByRole('table', { name: 'Tabla del gasto por mes' });
    expect(within(months).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'MesCarnesAbarrotesDespacho y ajustesTotal',
      'oct 2026$1.000.000$0$200.000$1.200.000',
      'nov 2026$0$900.000$0$900.000',
    ]);
  });

  it('ranks the top products by spend or by quantity', async () => {
    const { user } = await loaded({}, { ...report, top_by_quantity: [...report.top_by_spend].reverse() });
    expect(screen.getByRole('heading', { name: 'Top 10 productos por gasto' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Por cantidad' }));
    const table = screen.getByRole('table', { name: 'Tabla de los 10 productos más comprados por cantidad' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      'Arroz grado 1 (P-2)$400.000\u206830 kg\u2069',
      'Filete de salmón congelado (P-1)$800.000\u206852,5 kg\u2069',
    ]);
  });

  it('saves the CSV under the period’s name', async () => {
    const { gateway, user } = await loaded();
    await user.click(exportButton());
    expect(gateway.inputs('exportLines')).toEqual([{ from: '2025-12', to: '2026-11' }]);
    const csv = new Blob(['\uFEFFFecha;Pedido\r\n'], { type: 'text/csv' });
    await gateway.answer('exportLines', { output: csv });
    expect(gateway.saved).toEqual([{ file: csv, fileName: 'compras-2025-12-2026-11.csv' }]);
  });

  it('has no axe violations with its figures, the split months and a failure, light and dark', async () => {
    for (const theme of [webLightTheme, webDarkTheme]) {
      const { gateway, user } = await loaded({ theme });
      expect(await violations()).toEqual([]);
      await user.click(screen.getByRole('switch', { name: 'Por categoría' }));
      await user.click(exportButton());
      await gateway.answer('exportLines', { error: new TypeError('Failed to fetch') });
      await screen.findByRole('alert');
      expect(await violations()).toEqual([]);
      cleanup();
    }
  });
});
