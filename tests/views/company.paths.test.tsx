import { FluentProvider, webLightTheme, webDarkTheme } from '@fluentui/react-components';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Address } from '../../contract/addresses';
import type { CompanyData, CompanyMember, InviteRequest, UpdateCompanyRequest } from '../../contract/company';
import type { CompanyLimits } from '../../contract/spending-limits';
import type { Role } from '../../contract/vocabulary';
import type { ChangedMember, companyMachine, CompanyPage as CompanyPageData, CompanySnapshot, MemberChange } from '../../machines/company.machine';
import type { SaveInput } from '../../machines/form';
import type { SpendingLimitDraft } from '../../machines/spending-limit-form.machine';
import { SessionContext } from '../../src/kernel/session-context';
import { CompanyPage } from '../../src/views/company/CompanyPage';
import { billing } from '../machines/models/addresses.model';
import { chef, company, limitsSaved, members, model } from '../machines/models/company.model';
import type { ModelEvent } from '../machines/support/model';
import { heldCalls, replayPaths } from './path-replay';
import { violations } from './axe';
import { labelsNotInName } from './label-in-name';
import { fakeEffects, WithEffects } from './effects-fakes';
import { daniela, sessionFor } from './shell-routes.harness';
import { spanishFailure } from './spanish';

type User = ReturnType<typeof userEvent.setup>;
const roleNames: Record<Role, string> = { admin: 'Administrador', comprador: 'Comprador', finanzas: 'Finanzas' };
/** Empresa's gateway calls, each held until the test answers it, as a model path does. */
function heldGateway() {
  const calls = heldCalls(['loadCompany', 'changeMember', 'saveCompany', 'invite', 'addresses', 'loadLimits', 'saveLimits'] as const);
  const { held, read } = calls;
  return {
    ...calls,
    effects: fakeEffects({
      company: {
        actors: {
          loadCompany: held<CompanyPageData, void>('loadCompany'),
          changeMember: held<ChangedMember, MemberChange>('changeMember'),
          loadLimits: held<CompanyLimits, void>('loadLimits'),
        },
      },
      companyForm: { actors: { save: held<CompanyData, SaveInput<UpdateCompanyRequest>>('saveCompany') } },
      inviteForm: { actors: { save: held<CompanyMember, SaveInput<InviteRequest>>('invite') } },
      spendingLimitForm: { actors: { save: held<CompanyLimits, SaveInput<SpendingLimitDraft>>('saveLimits') } },
      reads: { addresses: read<Address[]>('addresses') },
    }),
  };
}
type Gateway = ReturnType<typeof heldGateway>;

function renderPage(role: Role = 'admin', theme = webLightTheme) {
  const gateway = heldGateway();
  const { logic, input } = sessionFor({ ...daniela, role });
  render(
    <FluentProvider theme={theme}>
      <WithEffects effects={gateway.effects}>
        <SessionContext.Provider logic={logic} options={{ input }}>
          <CompanyPage />
        </SessionContext.Provider>
      </WithEffects>
    </FluentProvider>,
  );
  return gateway;
}

const whoOf = (snapshot: CompanySnapshot, change: MemberChange) => {
  const invitation = change.kind === 'resend' || change.kind === 'cancel';
  const member = snapshot.context.members.find((m) => m.id === change.id && (m.kind === 'invitation') === invitation);
  return member ? (member.name ?? member.email) : null;
};
const button = (name: string) => screen.getByRole('button', { name, hidden: true });
const inAlert = (name: string | RegExp) => within(screen.getByRole('alertdialog', { hidden: true })).getByRole('button', { name, hidden: true });

/** Sends `event` as the admin would, through the page's controls (a dialog answering with the saved data). */
async function send(e: ModelEvent<typeof companyMachine>, before: CompanySnapshot, { user, calls: gateway }: { user: User; calls: Gateway }) {
  switch (e.type) {
    case 'company.retry':
      return user.click(button('Reintentar'));
    case 'notice.dismiss': {
      // With no notice and no refusal on screen there is nothing to close, and the machine keeps its state.
      const close = screen.queryByRole('button', { name: 'Cerrar aviso', hidden: true });
      return close ? user.click(close) : undefined;
    }
    case 'change.confirm':
      return user.click(inAlert(/^(Cambiar rol|Desactivar|Cancelar invitación)$/));
    case 'change.cancel':
      return user.click(inAlert('Volver'));
    case 'member.change': {
      const who = whoOf(before, e.change);
      // A row the list does not have cannot be asked about: the page offers no control for it.
      if (who === null) return;
      const { change } = e;
      if (change.kind === 'role') {
        const picker = screen.getByRole('combobox', { name: `Rol de ${who}`, hidden: true });
        // The same role again, or a row whose role cannot change, leaves the machine where it was.
        if ((picker as HTMLButtonElement).disabled) return;
        await user.click(picker);
        return user.click(await screen.findByRole('option', { name: roleNames[change.role], hidden: true }));
      }
      const name = { deactivate: `Desactivar a ${who}`, reactivate: `Reactivar a ${who}`, resend: `Reenviar invitación: ${who}`, cancel: `Cancelar invitación: ${who}` }[change.kind];
      const control = screen.queryByRole('button', { name, hidden: true });
      if (!control || (control as HTMLButtonElement).disabled) return;
      return user.click(control);
    }
    case 'company.saved': {
      await user.click(button('Editar datos'));
      const dialog = await screen.findByRole('dialog', { hidden: true });
      // Any change will do (a form without one closes unsent): the gateway answers with the model's company.
      const phone = within(dialog).getByRole('textbox', { name: /^Teléfono/, hidden: true });
      await user.clear(phone);
      await user.type(phone, '+56 9 8765 4321');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar', hidden: true }));
      await gateway.answer('saveCompany', { output: e.company });
      return waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    }
    case 'limits.saved': {
      await user.click(button('Cambiar límites'));
      const dialog = await screen.findByRole('dialog', { hidden: true });
      const perOrder = within(dialog).getByRole('textbox', { name: /^Límite por pedido/, hidden: true });
      await user.clear(perOrder);
      await user.type(perOrder, '350.000');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar', hidden: true }));
      await gateway.answer('saveLimits', { output: e.limits });
      return waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    }
    case 'member.invited': {
      await user.click(button('Invitar usuario'));
      const dialog = await screen.findByRole('dialog', { hidden: true });
      await user.type(within(dialog).getByRole('textbox', { name: /^Correo electrónico/, hidden: true }), e.member.email);
      await user.click(within(dialog).getByRole('radio', { name: new RegExp(`^${roleNames[e.member.role]}`), hidden: true }));
      await user.click(within(dialog).getByRole('button', { name: 'Enviar invitación', hidden: true }));
      await gateway.answer('invite', { output: e.member });
      return waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    }
  }
}

const noticeText: Record<string, RegExp> = {
  saved: /Guardamos los datos de la empresa/,
  invited: /Enviamos la invitación/,
  role: /Cambiamos el rol/,
  deactivate: /Desactivamos al usuario/,
  reactivate: /Reactivamos al usuario/,
  resend: /Reenviamos la invitación/,
  cancel: /Cancelamos la invitación/,
  limits: /Guardamos los límites de compra/,
};

/** The card of a user or invitation, by the name on it. */
const cardOf = (who: string) => screen.getByRole('heading', { level: 3, name: who, hidden: true }).closest('.fui-Card') as HTMLElement;

/** The limits section, and Diego's card while he is a buyer: the rule and what he spent, the company's or his own. */
function expectLimits(s: CompanySnapshot) {
  const { limits: read, limitsFailure, members: rows } = s.context;
  const section = screen.getByRole('heading', { level: 2, name: 'Límites de compra', hidden: true }).closest('.fui-Card') as HTMLElement;
  if (limitsFailure) {
    expect(section).toHaveTextContent(`No pudimos cargar los límites de compra. ${spanishFailure(limitsFailure)}`);
    expect(within(section).getByRole('button', { name: 'Reintentar', hidden: true })).toBeInTheDocument();
  } else {
    expect(within(section).queryByRole('button', { name: 'Reintentar', hidden: true })).not.toBeInTheDocument();
  }
  if (!read) {
    if (s.matches({ limits: 'loading' })) expect(within(section).getByText('Cargando los límites de compra…')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Cambiar límites', hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Límite: /)).not.toBeInTheDocument();
    return;
  }
  expect(section).toHaveTextContent('Hasta $300.000 por pedido · $1.500.000 por mes por comprador');
  expect(section).toHaveTextContent('Si el pedido de un comprador los supera, se envía a un administrador para que lo apruebe.');
  expect(within(section).getByRole('button', { name: 'Cambiar límites', hidden: true })).toHaveProperty('disabled', s.hasTag('busy'));
  expect(cardOf('Camila Rojas')).toHaveTextContent('Sus pedidos no necesitan aprobación');
  const diego = rows.find((m) => m.kind === 'user' && m.id === chef.id);
  if (diego?.role === 'comprador') {
    const card = cardOf('Diego Soto');
    if (read === limitsSaved) {
      expect(card).toHaveTextContent('Límite: $500.000 por pedido (propio)');
      expect(card).toHaveTextContent('Gastado esta semana: $120.000 (23–29 nov)');
    } else {
      expect(card).toHaveTextContent('Límite: $300.000 por pedido · $1.500.000 por mes (de la empresa)');
      expect(card).toHaveTextContent('Gastado este mes: $420.000 (1–30 nov)');
    }
    expect(within(card).getByRole('button', { name: 'Límites de Diego Soto', hidden: true })).toHaveProperty('disabled', s.hasTag('busy'));
  }
  // Paula, deactivated, is not among the limits' users; finanzas places no orders anyway.
  expect(cardOf('Paula Vera')).not.toHaveTextContent(/Límite|Gastado/);
}

/** What the admin must see in each state of the machine (queries include nodes a closed modal left aria-hidden). */
async function expectScreen(s: CompanySnapshot) {
  const { company: data, members: rows, failure, refusal, pending, notice } = s.context;
  expect(screen.getByRole('heading', { level: 1, name: 'Empresa', hidden: true })).toBeInTheDocument();
  if (s.matches({ page: 'loading' })) {
    expect(screen.getByLabelText('Cargando los datos de la empresa…')).toBeInTheDocument();
    return;
  }
  if (failure) {
    expect(await screen.findByText(/No pudimos cargar los datos de la empresa\./)).toHaveTextContent(spanishFailure(failure));
    expect(button('Reintentar')).toBeInTheDocument();
    return;
  }
  expect(await screen.findByText(data!.giro)).toBeInTheDocument();
  expect(screen.getByText(data!.rut)).toBeInTheDocument();
  for (const row of rows) expect(screen.getByRole('heading', { level: 3, name: row.name ?? row.email, hidden: true })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 3, hidden: true })).toHaveLength(rows.length);
  expectLimits(s);
  if (refusal) expect(await screen.findByText(spanishFailure(refusal))).toBeInTheDocument();
  if (notice) expect(await screen.findByText(noticeText[notice]!)).toBeInTheDocument();
  else for (const text of Object.values(noticeText)) expect(screen.queryByText(text)).not.toBeInTheDocument();
  if (pending && pending.change.kind !== 'reactivate' && pending.change.kind !== 'resend') {
    const confirm = await screen.findByRole('alertdialog', { hidden: true });
    const who = pending.member.name ?? pending.member.email;
    expect(within(confirm).getByText(new RegExp(who.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))).toBeInTheDocument();
    const busy = s.matches({ page: { ready: 'changing' } });
    expect(within(confirm).getByRole('button', { name: 'Volver', hidden: true })).toHaveProperty('disabled', busy);
  } else {
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument());
  }
  // Every control waits while a change is sent.
  const busy = s.hasTag('busy');
  expect(button('Invitar usuario')).toHaveProperty('disabled', busy);
}

describe('Empresa along the machine paths, as the admin', { timeout: 90_000 }, () => {
  replayPaths(model, {
    render: () => ({ calls: renderPage(), user: userEvent.setup() }),
    send,
    expectScreen,
    // A retry is offered beside what failed: the page's message, or the limits' once the page is shown.
    walkable: (e, before) => e.type !== 'company.retry' || !before.matches({ page: 'loading' }),
  });
});

describe('Empresa as each role', { timeout: 30_000 }, () => {
  it('shows finanzas the data and the users read-only: no edit, no invitation, no row actions', async () => {
    const gateway = renderPage('finanzas');
    await gateway.answer('loadCompany', { output: { company, members } });
    expect(await screen.findByText('Restaurante')).toBeInTheDocument();
    expect(screen.getByText('Los datos de tu empresa y sus usuarios. Solo la persona administradora puede cambiarlos.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar datos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invitar usuario' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Desactivar|^Reactivar|^Reenviar|^Cancelar/ })).not.toBeInTheDocument();
  });

  it('explains why the RUT is locked, and that the last active admin cannot be demoted or deactivated', async () => {
    const gateway = renderPage('admin');
    await gateway.answer('loadCompany', { output: { company, members } });
    expect(await screen.findByText(/ya hay facturas emitidas a este RUT/)).toBeInTheDocument();
    expect(screen.getByText(/Es la única persona administradora activa/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rol de Camila Rojas' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Desactivar a Camila Rojas' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Rol de Diego Soto' })).toBeEnabled();
  });

  it('sends only what changed, keeps what was typed when refused, and never sends a locked RUT', async () => {
    const user = userEvent.setup();
    const gateway = renderPage('admin');
    await gateway.answer('loadCompany', { output: { company, members } });
    await user.click(await screen.findByRole('button', { name: 'Editar datos' }));
    // jsdom draws nothing, so Fluent's focus manager may find no visible place for the focus in the opened
    // dialog and then hides it as an inactive modal (a browser focuses its first field). The buyer's first
    // step, a click in the field, puts the focus in it and the dialog back in the accessibility tree.
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).getByRole('textbox', { name: /^RUT/, hidden: true })).toBeDisabled();
    await gateway.answer('addresses', { output: [billing] });
    await user.click(await within(dialog).findByRole('textbox', { name: /^Correo para facturas/, hidden: true }));
    const email = await within(dialog).findByRole('textbox', { name: /^Correo para facturas/ });
    await user.clear(email);
    await user.type(email, 'no-es-correo');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(gateway.inputs('saveCompany')).toEqual([]);
    expect(within(dialog).getByText('Ingresa un correo electrónico válido.')).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'contabilidad@losaromos.cl');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(gateway.inputs('saveCompany')).toEqual([{ id: company.id, draft: { invoice_email: 'contabilidad@losaromos.cl' } }]);
    const refused = { status: 400, code: 'invalid_request', message: 'Revisa los datos enviados.', fields: { invoice_email: ['Ese correo no recibe facturas.'] } };
    await gateway.answer('saveCompany', { error: refused });
    expect(await within(dialog).findByText('Ese correo no recibe facturas.')).toBeInTheDocument();
    expect(email).toHaveValue('contabilidad@losaromos.cl');
  });

  it('speaks Spanish in its pickers and names each action starting with the words it shows (WCAG 2.5.3)', async () => {
    const user = userEvent.setup();
    const gateway = renderPage('admin');
    await gateway.answer('loadCompany', { output: { company, members } });
    await screen.findByText('Restaurante');
    await user.click(screen.getByRole('button', { name: 'Editar datos' }));
    await screen.findByRole('dialog', { hidden: true });
    await gateway.answer('addresses', { output: [billing] });
    // Fluent's Dropdown renders a hidden clear button named in English unless told not to.
    expect(document.querySelectorAll('[aria-label="Clear selection"]')).toHaveLength(0);
    expect(screen.getAllByRole('combobox', { name: /^Rol de /, hidden: true }).length).toBeGreaterThan(0);
    expect(labelsNotInName()).toEqual([]);
  });

  it('has no axe violations with the page, the company dialog and the invitation dialog, light and dark', async () => {
    for (const theme of [webLightTheme, webDarkTheme]) {
      const user = userEvent.setup();
      const gateway = renderPage('admin', theme);
      await gateway.answer('loadCompany', { output: { company, members } });
      await screen.findByText('Restaurante');
      expect(await violations()).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Editar datos' }));
      await screen.findByRole('dialog', { hidden: true });
      await gateway.answer('addresses', { output: [billing] });
      expect(await violations()).toEqual([]);
      await user.click(within(screen.getByRole('dialog', { hidden: true })).getByRole('button', { name: 'Cancelar', hidden: true }));
      await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
      await user.click(screen.getByRole('button', { name: 'Invitar usuario', hidden: true }));
      await screen.findByRole('dialog', { hidden: true });
      expect(await violations()).toEqual([]);
      cleanup();
    }
  });
});
