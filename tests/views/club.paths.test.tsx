import type { ClubChargeStatus, ClubOverview, JoinClubResponse, MembershipChange } from '../../contract/club';
import type { PaymentMethod } from '../../contract/payments';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { SessionUser } from '../../machines/session.machine';
import type { subscriptionMachine, SubscriptionInput, SubscriptionSnapshot } from '../../machines/subscription.machine';
import { SessionContext } from '../../src/kernel/session-context';
import { ClubPage } from '../../src/views/club/ClubPage';
import { active, approved, chargeId, model, notMember } from '../machines/models/subscription.model';
import { violations } from './axe';
import { fakeEffects, WithEffects } from './effects-fakes';
import type { ModelEvent } from '../machines/support/model';
import { heldCalls, replayPaths } from './path-replay';
import { sessionWithFakes } from './session-fakes';
import { daniela, sessionFor, token } from './shell-routes.harness';
import { spanishFailure } from './spanish';

type User = ReturnType<typeof userEvent.setup>;

const methods: PaymentMethod[] = [
  { id: 1, code: 'card', name: 'Tarjeta de crédito o débito' },
  { id: 1003, code: 'saved_card', name: 'Visa •••• 4242', card: { state: 'ok', is_primary: true } },
  { id: 1004, code: 'saved_card', name: 'Mastercard •••• 5454', card: { state: 'ok', is_primary: false } },
  { id: 2, code: 'credit', name: 'Crédito 30 días' },
];

/** The page's gateway calls, each held until the test answers it, as a model path does. */
function heldGateway() {
  const calls = heldCalls(['fetchOverview', 'checkCharge', 'join', 'cancel', 'resume', 'change'] as const);
  const { held } = calls;
  const redirects: string[] = [];
  return {
    ...calls,
    effects: fakeEffects({
      subscription: {
        actors: {
          fetchOverview: held<ClubOverview, void>('fetchOverview'),
          checkCharge: held<ClubChargeStatus, { chargeId: string }>('checkCharge'),
          join: held<JoinClubResponse, { planId: number; paymentMethodId: number }>('join'),
          cancel: held<ClubOverview, void>('cancel'),
          resume: held<ClubOverview, void>('resume'),
          change: held<ClubOverview, MembershipChange>('change'),
        },
        actions: { redirectToProvider: (_, { url }) => void redirects.push(url) },
      },
      reads: { paymentMethods: async () => methods },
    }),
    redirects,
  };
}
type Gateway = ReturnType<typeof heldGateway>;

function renderPage(input: SubscriptionInput, session = sessionFor()) {
  const gateway = heldGateway();
  const entry = input.returningCharge ? `/dashboard/suscripcion?pago=${input.returningCharge}` : '/dashboard/suscripcion';
  render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter initialEntries={[entry]}>
        <WithEffects effects={gateway.effects}>
          <SessionContext.Provider logic={session.logic} options={{ input: session.input }}>
            <ClubPage />
          </SessionContext.Provider>
        </WithEffects>
      </MemoryRouter>
    </FluentProvider>,
  );
  return gateway;
}

const button = (name: string | RegExp) => screen.getByRole('button', { name, hidden: true });

/** Sends `event` as the buyer would, through the page's controls. */
async function send(e: ModelEvent<typeof subscriptionMachine>, s: SubscriptionSnapshot, { user, calls: gateway }: { user: User; calls: Gateway }) {
  switch (e.type) {
    case 'club.retry':
      return user.click(button('Reintentar'));
    case 'club.choose': {
      const plan = s.context.overview?.plans.find((candidate) => candidate.id === e.planId);
      // A plan the page does not offer cannot be chosen on it.
      if (!plan) return;
      return user.click(button(`Elegir ${plan.name}`));
    }
    case 'club.back':
      return user.click(button('Volver a los planes'));
    case 'club.pay': {
      await user.click(await screen.findByRole('radio', { name: /Tarjeta de crédito o débito/, hidden: true }));
      await user.click(button(/^Pagar \$/));
      return expect(gateway.inputs('join').at(-1)).toEqual({ planId: s.context.planId, paymentMethodId: e.paymentMethodId });
    }
    case 'club.cancel':
      return user.click(button('Cancelar membresía'));
    case 'club.confirmCancel':
      return user.click(within(screen.getByRole('alertdialog', { hidden: true })).getByRole('button', { name: 'Cancelar membresía', hidden: true }));
    case 'club.keep':
      return user.click(button('Mantener membresía'));
    case 'club.resume':
      return user.click(button('Reanudar membresía'));
    case 'club.change':
      // An active member changes the plan; in grace, the card is what can change.
      if (s.matches({ ready: 'grace' })) {
        return user.selectOptions(await screen.findByRole('combobox', { name: 'Cambiar la tarjeta de la renovación', hidden: true }), 'Mastercard •••• 5454');
      }
      return user.click(button('Cambiar a Club CXTI Mensual desde la próxima renovación'));
    case 'club.dismiss':
      if (s.matches('verifyFailed')) return user.click(button('Ir al Club sin confirmar'));
      // With no refusal on screen there is nothing to close.
      if (!s.context.refusal) return;
      return user.click(screen.getAllByRole('button', { name: 'Cerrar aviso', hidden: true }).at(-1)!);
    case 'club.dismissOutcome':
      if (!s.context.outcome) return;
      return user.click(screen.getAllByRole('button', { name: 'Cerrar aviso', hidden: true })[0]!);
  }
}

/** What the buyer must see in each state of the machine. */
async function expectScreen(s: SubscriptionSnapshot, { calls: gateway }: { calls: Gateway }) {
  const { overview, failure, refusal, outcome } = s.context;
  expect(screen.getByRole('heading', { level: 1, name: 'Club CXTI', hidden: true })).toBeInTheDocument();
  if (outcome?.status === 'approved') expect(await screen.findByText(/Ya eres parte del Club CXTI/)).toBeInTheDocument();
  else if (outcome?.status === 'rejected') expect(await screen.findByText(`Tu pago no se aprobó: ${outcome.reason} No se hizo ningún cambio.`)).toBeInTheDocument();
  else expect(screen.queryByText(/Ya eres parte del Club CXTI|Tu pago no se aprobó/)).not.toBeInTheDocument();
  if (refusal) expect(await screen.findByText(spanishFailure(refusal))).toBeInTheDocument();

  if (s.matches('verifyFailed')) {
    expect(await screen.findByText(/No pudimos confirmar tu pago\./)).toHaveTextContent(spanishFailure(failure!));
    return;
  }
  if (s.matches('failed')) {
    expect(await screen.findByText(/No pudimos cargar el Club CXTI\./)).toHaveTextContent(spanishFailure(failure!));
    return;
  }
  if (!overview) {
    expect(screen.getByLabelText(s.matches('verifying') ? 'Confirmando tu pago con el proveedor…' : 'Cargando el Club CXTI…')).toBeInTheDocument();
    return;
  }
  if (s.matches('redirecting') || s.matches({ ready: 'paying' }) || s.matches({ ready: 'choosing' })) {
    expect(await screen.findByRole('heading', { level: 2, name: 'Unirte al Club CXTI Anual', hidden: true })).toBeInTheDocument();
    const busy = !s.matches({ ready: 'choosing' });
    expect(button(busy ? 'Abriendo el pago…' : 'Pagar $119.990')).toHaveProperty('disabled', busy);
    if (s.matches('redirecting')) expect(gateway.redirects.at(-1)).toMatch(/\/api\/sandbox\/checkout\//);
    return;
  }
  const state = overview.membership.details?.state ?? null;
  if (state === null || state === 'lapsed') {
    expect(await screen.findByText('Con el Club CXTI habrías ahorrado $48.320 en los últimos 90 días')).toBeInTheDocument();
    for (const plan of overview.plans) expect(screen.getByRole('heading', { level: 3, name: new RegExp(plan.name), hidden: true })).toBeInTheDocument();
    if (state === 'lapsed') expect(screen.getByRole('heading', { level: 2, name: 'Tu membresía terminó el 09-04-2027', hidden: true })).toBeInTheDocument();
    return;
  }
  const titles = { active: 'Eres Cliente CXTI', cancelling: 'Tu membresía termina el 09-04-2027', grace: 'No pudimos cobrar la renovación' } as const;
  expect(await screen.findByRole('heading', { level: 2, name: titles[state], hidden: true })).toBeInTheDocument();
  expect(screen.getByText('Miembro desde').nextElementSibling).toHaveTextContent('10-04-2026');
  expect(await screen.findByText('Visa •••• 4242', { selector: 'dd' })).toBeInTheDocument();
  if (state === 'active') expect(screen.getByText('Próxima renovación').nextElementSibling).toHaveTextContent('10-04-2027, $119.990 (Club CXTI Anual)');
  if (state === 'grace') expect(screen.getByText(/Mantienes los precios Club hasta el 17-04-2027/)).toBeInTheDocument();
  if (state === 'cancelling') expect(button('Reanudar membresía')).toBeInTheDocument();
  const confirming = s.matches({ ready: 'confirmingCancel' }) || s.matches({ ready: 'cancelling' });
  if (confirming) expect(await screen.findByRole('alertdialog', { hidden: true })).toHaveTextContent('¿Cancelar tu membresía del Club CXTI?');
  else await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument());
}

describe('Club CXTI along the machine paths', { timeout: 60_000 }, () => {
  replayPaths(model, { render: (input: SubscriptionInput) => ({ calls: renderPage(input), user: userEvent.setup() }), send, expectScreen });
});

describe('Club CXTI', { timeout: 30_000 }, () => {
  it('pays with the primary saved card unless the buyer picks another method', async () => {
    const user = userEvent.setup();
    const gateway = renderPage({ returningCharge: null });
    await gateway.answer('fetchOverview', { output: notMember });
    await user.click(await screen.findByRole('button', { name: 'Elegir Club CXTI Mensual' }));
    expect(await screen.findByRole('radio', { name: 'Tarjeta guardada Visa •••• 4242' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Crédito/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pagar $11.990' }));
    expect(gateway.inputs('join')).toEqual([{ planId: 2, paymentMethodId: 1003 }]);
  });

  it('has the session read the profile again once the provider approved the payment, and only then', async () => {
    const profiles = vi.fn(async (): Promise<SessionUser> => daniela);
    const logic = sessionWithFakes(daniela).provide({ actors: { fetchProfile: fromPromise(profiles) } });
    const gateway = renderPage({ returningCharge: chargeId }, { ...sessionFor(), logic, input: { token, now: () => Date.now(), buildVersion: '1.5.4' } });
    // Read once as the session starts; the page checks the payment before anything else.
    await waitFor(() => expect(profiles).toHaveBeenCalledTimes(1));
    expect(gateway.inputs('checkCharge')).toEqual([{ chargeId }]);
    await gateway.answer('checkCharge', { output: approved });
    await waitFor(() => expect(profiles).toHaveBeenCalledTimes(2));
  });

  it('has no axe violations with the plans shown', async () => {
    const gateway = renderPage({ returningCharge: null });
    await gateway.answer('fetchOverview', { output: notMember });
    await screen.findByRole('heading', { level: 3, name: /Club CXTI Anual/ });
    expect(await violations()).toEqual([]);
  });

  it('says before anything else when the renewal has no card, and takes the one chosen', async () => {
    const user = userEvent.setup();
    const gateway = renderPage({ returningCharge: null });
    const withoutCard = { ...active, membership: { ...active.membership, details: { ...active.membership.details!, card_id: null } } };
    await gateway.answer('fetchOverview', { output: withoutCard });
    expect(await screen.findByText('Tu renovación del 10-04-2027 no tiene tarjeta: elige una abajo, o la membresía no se renovará.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Agrega una tarjeta en Mis Tarjetas.' })).not.toBeInTheDocument();
    expect(await violations()).toEqual([]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cambiar la tarjeta de la renovación' }), 'Visa •••• 4242');
    expect(gateway.inputs('change')).toEqual([{ card_id: 3 }]);
  });

  it('has no axe violations with a membership shown', async () => {
    const gateway = renderPage({ returningCharge: null });
    await gateway.answer('fetchOverview', { output: active });
    await screen.findByRole('heading', { level: 2, name: 'Eres Cliente CXTI' });
    await screen.findByRole('combobox', { name: 'Cambiar la tarjeta de la renovación' });
    expect(await violations()).toEqual([]);
  });
});
