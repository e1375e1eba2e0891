import { FluentProvider, webDarkTheme, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { CompanyLimits } from '../../contract/spending-limits';
import type { Role } from '../../contract/vocabulary';
import type { ChangedMember, CompanyPage as CompanyPageData, MemberChange } from '../../machines/company.machine';
import type { SaveInput } from '../../machines/form';
import type { SpendingLimitDraft, spendingLimitFormMachine, SpendingLimitFormSnapshot } from '../../machines/spending-limit-form.machine';
import { CompanyPage } from '../../src/views/company/CompanyPage';
import { SpendingLimitDialog } from '../../src/views/company/SpendingLimitDialog';
import { chef, chefOwnRule, company, limits, limitsSaved, members } from '../machines/models/company.model';
import { model } from '../machines/models/spending-limit-form.model';
import type { ModelEvent } from '../machines/support/model';
import { AsRole } from './as-role';
import { violations } from './axe';
import { fakeEffects, WithEffects } from './effects-fakes';
import { labelsNotInName } from './label-in-name';
import { heldCalls, replayPaths } from './path-replay';
import { spanishFailure } from './spanish';

type User = ReturnType<typeof userEvent.setup>;
const contractMessage = 'Escribe un monto en pesos, mayor que cero y hasta 1.000.000.000.';
const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
const field = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('textbox', { name, hidden: true });

/** Sets the dialog to Diego's weekly rule of the model (`chefOwnRule`): $500.000 per order, nothing over the week. */
async function typeOwnRule(user: User, dialog: HTMLElement) {
  const own = within(dialog).queryByRole('radio', { name: 'Límites propios', hidden: true });
  if (own && !(own as HTMLInputElement).checked) await user.click(own);
  const perOrder = field(dialog, /^Límite por pedido/);
  if ((perOrder as HTMLInputElement).value !== '500.000') {
    await user.clear(perOrder);
    await user.type(perOrder, '500.000');
  }
  await user.clear(field(dialog, /^Límite por periodo/));
  await user.click(within(dialog).getByRole('radio', { name: 'Semana', hidden: true }));
}

describe("the spending limits' dialog along its form machine's paths", { timeout: 60_000 }, () => {
  function renderDialog({ recordId }: { recordId: number | null }) {
    const calls = heldCalls(['save'] as const);
    const saved: CompanyLimits[] = [];
    const effects = fakeEffects({ spendingLimitForm: { actors: { save: calls.held<CompanyLimits, SaveInput<SpendingLimitDraft>>('save') } } });
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <SpendingLimitDialog
          open={open}
          limits={limits}
          member={recordId === null ? null : chef}
          onClose={() => setOpen(false)}
          onSaved={(answer) => saved.push(answer)}
        />
      );
    }
    render(
      <FluentProvider theme={webLightTheme}>
        <WithEffects effects={effects}>
          <Harness />
        </WithEffects>
      </FluentProvider>,
    );
    return { calls, saved, recordId, user: userEvent.setup() };
  }
  type Form = ReturnType<typeof renderDialog>;

  async function send(event: ModelEvent<typeof spendingLimitFormMachine>, _before: SpendingLimitFormSnapshot, { user }: Form) {
    const dialog = await screen.findByRole('dialog', { hidden: true });
    if (event.type === 'form.submit') {
      await typeOwnRule(user, dialog);
      return user.click(within(dialog).getByRole('button', { name: 'Guardar', hidden: true }));
    }
    if (event.type === 'form.change') {
      // The refused field is the limit per order: the admin types it again.
      const perOrder = field(dialog, /^Límite por pedido/);
      await user.clear(perOrder);
      return user.type(perOrder, '500.000');
    }
  }

  async function expectScreen(s: SpendingLimitFormSnapshot, { calls, saved, recordId }: Form) {
    if (s.matches('done')) {
      expect(saved).toEqual([s.context.saved]);
      return dialogGone();
    }
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(dialog).toHaveTextContent(recordId === null ? 'Límites de compra de la empresa' : 'Límites de compra de Diego Soto');
    const busy = s.matches('saving');
    expect(within(dialog).getByRole('button', { name: busy ? 'Guardando…' : 'Guardar', hidden: true })).toHaveProperty('disabled', busy);
    if (busy) expect(calls.inputs('save').at(-1)).toEqual({ id: recordId, draft: { rule: chefOwnRule } });
    const message = s.context.failure?.fields?.per_order?.[0];
    if (message) expect(within(dialog).getByText(message)).toBeInTheDocument();
    else {
      expect(within(dialog).queryByText(contractMessage)).not.toBeInTheDocument();
      if (s.context.failure) expect(dialog).toHaveTextContent(spanishFailure(s.context.failure));
    }
    expect(saved).toEqual([]);
  }

  replayPaths(model, { render: renderDialog, send, expectScreen });
});

/** Empresa with its gateway calls held, as `role`. */
function renderPage(role: Role = 'admin', theme = webLightTheme) {
  const calls = heldCalls(['loadCompany', 'changeMember', 'loadLimits', 'saveLimits'] as const);
  const effects = fakeEffects({
    company: {
      actors: {
        loadCompany: calls.held<CompanyPageData, void>('loadCompany'),
        changeMember: calls.held<ChangedMember, MemberChange>('changeMember'),
        loadLimits: calls.held<CompanyLimits, void>('loadLimits'),
      },
    },
    spendingLimitForm: { actors: { save: calls.held<CompanyLimits, SaveInput<SpendingLimitDraft>>('saveLimits') } },
  });
  render(
    <FluentProvider theme={theme}>
      <WithEffects effects={effects}>
        <AsRole role={role}>
          <CompanyPage />
        </AsRole>
      </WithEffects>
    </FluentProvider>,
  );
  return { calls, user: userEvent.setup() };
}

async function opened(answer: CompanyLimits = limits, role: Role = 'admin', theme = webLightTheme) {
  const page = renderPage(role, theme);
  await page.calls.answer('loadCompany', { output: { company, members } });
  await page.calls.answer('loadLimits', { output: answer });
  await screen.findByText(/^Hasta \$300\.000|^Sin límites/);
  return page;
}

const section = () => screen.getByRole('heading', { level: 2, name: 'Límites de compra' }).closest('.fui-Card') as HTMLElement;
const cardOf = (who: string) => screen.getByRole('heading', { level: 3, name: who, hidden: true }).closest('.fui-Card') as HTMLElement;

describe('Límites de compra on Empresa', { timeout: 30_000 }, () => {
  it('shows finanzas the rule and what each buyer spent, with nothing to change', async () => {
    await opened(limits, 'finanzas');
    expect(section()).toHaveTextContent('Hasta $300.000 por pedido · $1.500.000 por mes por comprador');
    expect(cardOf('Diego Soto')).toHaveTextContent('Límite: $300.000 por pedido · $1.500.000 por mes (de la empresa)');
    expect(cardOf('Diego Soto')).toHaveTextContent('Gastado este mes: $420.000 (1–30 nov)');
    expect(cardOf('Camila Rojas')).toHaveTextContent('Sus pedidos no necesitan aprobación');
    expect(screen.queryByRole('button', { name: 'Cambiar límites' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Límites/ })).not.toBeInTheDocument();
  });

  it('says so when the company has no limits', async () => {
    const none = { per_order: null, per_period: null, period: 'month' as const };
    await opened({ company: none, members: limits.members.map((m) => ({ ...m, rule: none })) });
    expect(section()).toHaveTextContent('Sin límites: los pedidos no necesitan aprobación.');
    expect(cardOf('Diego Soto')).toHaveTextContent('Sin límite (de la empresa)');
  });

  it('keeps the page when the limits cannot be read, and reads them again on Reintentar', async () => {
    const { calls, user } = renderPage();
    await calls.answer('loadCompany', { output: { company, members } });
    await calls.answer('loadLimits', { error: new TypeError('Failed to fetch') });
    expect(await within(section()).findByText(/No pudimos cargar los límites de compra\./)).toHaveTextContent('Algo salió mal. Inténtalo de nuevo.');
    expect(screen.getByText('Restaurante')).toBeInTheDocument();
    expect(cardOf('Diego Soto')).toBeInTheDocument();
    await user.click(within(section()).getByRole('button', { name: 'Reintentar' }));
    await calls.answer('loadLimits', { output: limits });
    expect(await within(section()).findByText('Hasta $300.000 por pedido · $1.500.000 por mes por comprador')).toBeInTheDocument();
    expect(within(section()).queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it("gives a buyer limits of his own, checked beside the fields before anything is sent, and shows the gateway's answer", async () => {
    const { calls, user } = await opened();
    await user.click(within(cardOf('Diego Soto')).getByRole('button', { name: 'Límites de Diego Soto' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    // He follows the company's: its rule is said, and no field is asked.
    expect(within(dialog).getByRole('radio', { name: 'Usar los límites de la empresa', hidden: true })).toBeChecked();
    expect(dialog).toHaveTextContent('Los de la empresa hoy: $300.000 por pedido · $1.500.000 por mes.');
    expect(within(dialog).queryByRole('textbox', { hidden: true })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Límites propios', hidden: true }));
    expect(dialog).toHaveTextContent('Semanas de lunes a domingo y meses calendario, en hora de Santiago.');
    const perOrder = field(dialog, /^Límite por pedido/);
    expect(perOrder).toHaveValue('300.000');
    await user.clear(perOrder);
    await user.type(perOrder, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar', hidden: true }));
    expect(within(dialog).getByText(contractMessage)).toBeInTheDocument();
    await user.clear(perOrder);
    await user.type(perOrder, '1.500.000.001');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar', hidden: true }));
    expect(within(dialog).getByText(contractMessage)).toBeInTheDocument();
    await user.clear(perOrder);
    await user.type(perOrder, '12,5');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar', hidden: true }));
    expect(within(dialog).getByText(contractMessage)).toBeInTheDocument();
    expect(calls.inputs('saveLimits')).toEqual([]);

    await typeOwnRule(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar', hidden: true }));
    expect(calls.inputs('saveLimits')).toEqual([{ id: chef.id, draft: { rule: chefOwnRule } }]);
    await calls.answer('saveLimits', { output: limitsSaved });
    await dialogGone();
    expect(await screen.findByText('Guardamos los límites de compra.')).toBeInTheDocument();
    expect(cardOf('Diego Soto')).toHaveTextContent('Límite: $500.000 por pedido (propio)');
    expect(cardOf('Diego Soto')).toHaveTextContent('Gastado esta semana: $120.000 (23–29 nov)');
  });

  it("lets a buyer with limits of his own follow the company's again", async () => {
    const { calls, user } = await opened(limitsSaved);
    await user.click(within(cardOf('Diego Soto')).getByRole('button', { name: 'Límites de Diego Soto' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).getByRole('radio', { name: 'Límites propios', hidden: true })).toBeChecked();
    expect(field(dialog, /^Límite por pedido/)).toHaveValue('500.000');
    expect(field(dialog, /^Límite por periodo/)).toHaveValue('');
    expect(within(dialog).getByRole('radio', { name: 'Semana', hidden: true })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Usar los límites de la empresa', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar', hidden: true }));
    expect(calls.inputs('saveLimits')).toEqual([{ id: chef.id, draft: { rule: null } }]);
  });

  it("reads the limits again once a user's role changed, since that decides whom they govern", async () => {
    const { calls, user } = await opened();
    await user.click(screen.getByRole('combobox', { name: 'Rol de Diego Soto' }));
    await user.click(await screen.findByRole('option', { name: 'Administrador', hidden: true }));
    await user.click(within(screen.getByRole('alertdialog', { hidden: true })).getByRole('button', { name: 'Cambiar rol', hidden: true }));
    await calls.answer('changeMember', { output: { ...chef, role: 'admin' } });
    await waitFor(() => expect(calls.inputs('loadLimits')).toHaveLength(2));
    await calls.answer('loadLimits', { output: { ...limits, members: limits.members.map((m) => ({ ...m, applies: false })) } });
    await waitFor(() => expect(cardOf('Diego Soto')).toHaveTextContent('Sus pedidos no necesitan aprobación'));
    expect(screen.queryByRole('button', { name: 'Límites de Diego Soto' })).not.toBeInTheDocument();
  });

  it('is changed with the keyboard alone: Enter opens and saves, Esc closes without saving', async () => {
    const { calls, user } = await opened();
    const change = screen.getByRole('button', { name: 'Cambiar límites' });
    change.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { hidden: true });
    await user.keyboard('{Escape}');
    await dialogGone();
    expect(calls.inputs('saveLimits')).toEqual([]);

    change.focus();
    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { hidden: true });
    expect(again).not.toBe(dialog);
    const perPeriod = field(again, /^Límite por periodo/);
    await user.clear(perPeriod);
    await user.type(perPeriod, '2.000.000{Enter}');
    expect(calls.inputs('saveLimits')).toEqual([{ id: null, draft: { rule: { per_order: 300_000, per_period: 2_000_000, period: 'month' } } }]);
  });

  it('names each action starting with the words it shows (WCAG 2.5.3)', async () => {
    await opened();
    expect(screen.getByRole('button', { name: 'Límites de Diego Soto' })).toHaveTextContent('Límites');
    expect(labelsNotInName()).toEqual([]);
  });

  it("has no axe violations with the limits and the company's and a buyer's dialog, light and dark", async () => {
    for (const theme of [webLightTheme, webDarkTheme]) {
      const { user } = await opened(limits, 'admin', theme);
      expect(await violations()).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Cambiar límites' }));
      await screen.findByRole('dialog', { hidden: true });
      expect(await violations()).toEqual([]);
      await user.click(within(screen.getByRole('dialog', { hidden: true })).getByRole('button', { name: 'Cancelar', hidden: true }));
      await dialogGone();
      await user.click(screen.getByRole('button', { name: 'Límites de Diego Soto', hidden: true }));
      const dialog = await screen.findByRole('dialog', { hidden: true });
      await user.click(within(dialog).getByRole('radio', { name: 'Límites propios', hidden: true }));
      expect(await violations()).toEqual([]);
      cleanup();
    }
  });
});
