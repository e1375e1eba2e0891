import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef } from '@xstate/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Campaign, CommitAnswer } from '../../contract/team-purchase';
import {
  campaignOf,
  commitmentOf,
  maxPollMs,
  pollMs,
  quantityProblem,
  securingMethods,
  teamPurchaseMachine,
  type TeamPurchaseData,
  type TeamPurchaseInput,
  type TeamPurchaseSnapshot,
} from '../../machines/team-purchase.machine';
import { formatClp } from '../../machines/rules/money';
import { batchTotals } from '../../machines/rules/totals';
import { TeamPurchaseView } from '../../src/views/team-purchase/TeamPurchaseView';
import { freshData, model, palta } from '../machines/models/team-purchase.model';
import type { ModelEvent } from '../machines/support/model';
import { violations } from './axe';
import { heldCalls, replayPaths } from './path-replay';
import { spanishFailure } from './spanish';

// The list refreshes on the test's clock: 15 s and more pass when the path says so.
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

type User = ReturnType<typeof userEvent.setup>;
const callNames = ['load', 'commit', 'withdraw'] as const;

function Page({ input, calls }: { input: TeamPurchaseInput; calls: ReturnType<typeof heldCalls<(typeof callNames)[number]>> }) {
  const actor = useActorRef(
    teamPurchaseMachine.provide({
      actors: {
        load: calls.held<TeamPurchaseData, { signedIn: boolean; canCommit: boolean }>('load'),
        commit: calls.held<CommitAnswer, { campaignId: number; quantity: number; paymentMethodId: number }>('commit'),
        withdraw: calls.held<Campaign, { campaignId: number }>('withdraw'),
      },
      // The move to the other page is the router's (TeamPurchasePages); the model paths check when it is asked for.
      actions: { handOver: () => undefined },
    }),
    { input },
  );
  return <TeamPurchaseView actor={actor} access={input.canCommit ? 'commit' : 'visitor'} loginHref="/auth/jwt/login?returnTo=%2Fteampurchase" canAddCards={input.canCommit} />;
}

function renderPage(input: TeamPurchaseInput) {
  const calls = heldCalls(callNames);
  render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter>
        <Page input={input} calls={calls} />
      </MemoryRouter>
    </FluentProvider>,
  );
  return calls;
}
type Calls = ReturnType<typeof renderPage>;

const button = (name: string | RegExp) => screen.getByRole('button', { name, hidden: true });

/** Sends `event` as the buyer or the clock would. */
async function send(event: ModelEvent<typeof teamPurchaseMachine>, before: TeamPurchaseSnapshot, { user, calls }: { user: User; calls: Calls }) {
  if (event.type.startsWith('xstate.after.')) {
    const pause = Math.min(maxPollMs, pollMs * 2 ** before.context.pollFailures);
    const asked = calls.inputs('load').length;
    // Not long before its time (the test's own steps let the clock run a little).
    await act(() => vi.advanceTimersByTimeAsync(pause - 5000));
    expect(calls.inputs('load')).toHaveLength(asked);
    return act(() => vi.advanceTimersByTimeAsync(5000));
  }
  switch (event.type) {
    case 'tp.retry':
      return user.click(button('Reintentar'));
    case 'tp.setQuantity':
      return fireEvent.change(screen.getByRole('textbox', { name: /Cantidad a comprometer/, hidden: true }), { target: { value: String(event.quantity).replace('.', ',') } });
    case 'tp.setMethod':
      return user.click(screen.getByRole('radio', { name: /Visa •••• 4242/, hidden: true }));
    case 'tp.submit':
      return user.click(button(/^(Comprometer|Guardar cambio)/));
    case 'tp.change':
      return user.click(button('Cambiar cantidad o medio'));
    case 'tp.cancelChange':
      return user.click(button('Dejarlo como estaba'));
    case 'tp.withdraw':
      return user.click(button('Retirar mi compromiso'));
    case 'tp.confirmWithdraw':
      return user.click(within(screen.getByRole('dialog', { hidden: true })).getByRole('button', { name: 'Retirar', hidden: true }));
    case 'tp.keep':
      return user.click(button('Mantener mi compromiso'));
    case 'tp.commitAgain':
      return user.click(button('Volver a unirme'));
  }
}

const titles = { browse: 'Team Purchase (Beta)', commit: 'Carrito de lote', confirmed: 'Compra en equipo confirmada' } as const;

/** What the buyer must see in each state of the machine. */
async function expectScreen(s: TeamPurchaseSnapshot) {
  const { context } = s;
  const title = s.matches('withdrawn') ? 'Compromiso retirado' : titles[context.entry];
  expect(screen.getByRole('heading', { level: 1, name: title, hidden: true })).toBeInTheDocument();
  const campaign = campaignOf(context);
  const commitment = commitmentOf(context, context.campaignId);
  if (s.matches('loading') || s.matches('routing') || s.matches('handingOver')) {
    expect(screen.getByLabelText('Cargando las compras en equipo…')).toBeInTheDocument();
    return;
  }
  if (s.matches('failed')) {
    expect(await screen.findByText(/No pudimos cargar las compras en equipo\./)).toHaveTextContent(spanishFailure(context.failure!));
    expect(button('Reintentar')).toBeInTheDocument();
    return;
  }
  if (s.matches('missing')) {
    expect(screen.getByText('Esta compra en equipo no existe o el enlace está incompleto.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos los lotes', hidden: true })).toHaveAttribute('href', '/teampurchase');
    return;
  }
  if (s.matches('browsing')) {
    for (const shown of context.campaigns) {
      const heading = await screen.findByRole('heading', { level: 3, name: new RegExp(shown.title), hidden: true });
      const card = heading.closest('li') as HTMLElement;
      expect(within(card).getByText(`${String(shown.committed_qty).replace('.', ',')} de ${shown.target_qty} kg`)).toBeInTheDocument();
      expect(within(card).getByText(`Ahorras ${shown.saving_percent} %`)).toBeInTheDocument();
      if (shown.state === 'open') {
        expect(within(card).getByText(/cierre: .* \(hora de Santiago\)/)).toBeInTheDocument();
        expect(within(card).getByRole('link', { name: 'Inicia sesión para unirte', hidden: true })).toHaveAttribute('href', '/auth/jwt/login?returnTo=%2Fteampurchase');
      } else {
        expect(within(card).getByText('Lote completado')).toBeInTheDocument();
      }
    }
    await waitFor(() => expect(screen.queryByText(/puede estar atrasado/) !== null).toBe(context.pollFailures > 0));
    return;
  }
  if (s.matches('committing')) {
    const field = screen.getByRole('textbox', { name: /Cantidad a comprometer \(kg\)/, hidden: true });
    expect(field).toHaveProperty('disabled', s.matches({ committing: 'securing' }));
    const problem = quantityProblem(campaign!, context.draft.quantity);
    if (problem === 'belowMinimum') expect(screen.getByText('El mínimo por empresa es 5 kg.')).toBeInTheDocument();
    const submit = button(/^(Comprometer|Guardar cambio|Asegurando tu compromiso…)/);
    expect(submit).toHaveProperty('disabled', s.matches({ committing: 'securing' }) || problem !== null || context.draft.paymentMethodId === null);
    if (s.matches({ committing: 'securing' })) expect(submit).toHaveTextContent('Asegurando tu compromiso…');
    // Only credit and current saved cards secure a commitment.
    expect(screen.queryAllByRole('radio', { hidden: true })).toHaveLength(securingMethods(context.methods).length);
    // With nothing to secure a commitment, the admin is sent to save a card.
    if (securingMethods(context.methods).length === 0) expect(screen.getByRole('link', { name: 'Ir a Mis Tarjetas', hidden: true })).toHaveAttribute('href', '/dashboard/group/card');
    if (context.refusal) expect(await screen.findByText(spanishFailure(context.refusal))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dejarlo como estaba', hidden: true }) !== null).toBe(commitment?.state === 'active');
    return;
  }
  if (s.matches('confirmed')) {
    expect(await screen.findByText(new RegExp(`Tu compromiso de ${String(commitment!.quantity)} kg quedó registrado`))).toBeInTheDocument();
    expect(screen.getByText('Qué pasa ahora')).toBeInTheDocument();
    const asking = (['asking', 'withdrawing', 'failedWithdrawal'] as const).some((state) => s.matches({ confirmed: state }));
    if (asking) {
      const dialog = await screen.findByRole('dialog', { name: '¿Retirar tu compromiso?', hidden: true });
      // A failed withdrawal says so in the question, which stays open to try again.
      if (context.refusal) expect(within(dialog).getByText(/No pudimos retirar tu compromiso: sigue en el lote\./)).toHaveTextContent(spanishFailure(context.refusal));
      expect(within(dialog).getByRole('button', { name: /Retirar|Retirando…/, hidden: true })).toHaveProperty('disabled', s.matches({ confirmed: 'withdrawing' }));
    } else {
      await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    }
    return;
  }
  if (s.matches('withdrawn')) {
    expect(await screen.findByText(/Retiraste tu compromiso\./)).toBeInTheDocument();
    expect(button('Volver a unirme')).toBeInTheDocument();
    return;
  }
  if (s.matches('closed')) {
    expect(screen.getByText(/Esta compra en equipo ya cerró: el lote se completó/)).toBeInTheDocument();
  }
}

describe('Team Purchase along the machine paths', { timeout: 60_000 }, () => {
  replayPaths(model, {
    render: (input: TeamPurchaseInput) => ({ calls: renderPage(input), user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) }),
    send,
    expectScreen,
  });
});

describe('Team Purchase screens', { timeout: 30_000 }, () => {
  it('sends the commitment the buyer typed, in kilos with a decimal comma, on the card chosen', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const calls = renderPage({ entry: 'commit', campaignId: palta.id, signedIn: true, canCommit: true });
    await calls.answer('load', { output: freshData });
    fireEvent.change(screen.getByRole('textbox', { name: /Cantidad a comprometer/ }), { target: { value: '12,5' } });
    await user.click(screen.getByRole('radio', { name: /Visa •••• 4242/ }));
    const total = batchTotals(12.5, palta.group_price).total;
    expect(screen.getByText('Total con IVA').nextSibling).toHaveTextContent(formatClp(total));
    await user.click(screen.getByRole('button', { name: /^Comprometer/ }));
    expect(calls.inputs('commit')).toEqual([{ campaignId: palta.id, quantity: 12.5, paymentMethodId: 1003 }]);
  });

  it.each([
    ['the list', { entry: 'browse', campaignId: null, signedIn: false, canCommit: false }],
    ['the batch cart', { entry: 'commit', campaignId: palta.id, signedIn: true, canCommit: true }],
  ] as const)('has no axe violations on %s', async (_, input) => {
    const calls = renderPage(input);
    await calls.answer('load', { output: freshData });
    await screen.findByRole('heading', { level: input.entry === 'browse' ? 3 : 2, name: new RegExp(palta.title) });
    expect(await violations()).toEqual([]);
  });
});
