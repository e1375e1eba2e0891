import type { CardSetupResponse, SavedCard } from '../../contract/cards';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { SaveCardNameInput } from '../../machines/card-name-form.machine';
import type { cardsMachine, CardsInput, CardsSnapshot } from '../../machines/cards.machine';
import { CardsPage } from '../../src/views/cards/CardsPage';
import { cards, model, setupId } from '../machines/models/cards.model';
import { fakeEffects, WithEffects } from './effects-fakes';
import type { ModelEvent } from '../machines/support/model';
import { heldCalls, replayPaths } from './path-replay';
import { spanishFailure } from './spanish';
import { violations } from './axe';
import { labelsNotInName } from './label-in-name';

type User = ReturnType<typeof userEvent.setup>;

/** The page's gateway calls, each held until the test answers it, as a model path does. */
function heldGateway() {
  const calls = heldCalls(['fetchCards', 'completeSetup', 'startSetup', 'deleteCard', 'makePrimary', 'saveName'] as const);
  const { held } = calls;
  const redirects: string[] = [];
  return {
    ...calls,
    effects: fakeEffects({
      cards: {
        actors: {
          fetchCards: held<readonly SavedCard[], void>('fetchCards'),
          completeSetup: held<SavedCard, { setupId: string }>('completeSetup'),
          startSetup: held<CardSetupResponse, void>('startSetup'),
          deleteCard: held<void, { id: number }>('deleteCard'),
          makePrimary: held<SavedCard, { id: number }>('makePrimary'),
        },
        actions: { redirectToProvider: (_, { url }) => void redirects.push(url) },
      },
      cardNameForm: { actors: { save: held<SavedCard, SaveCardNameInput>('saveName') } },
    }),
    redirects,
  };
}
type Gateway = ReturnType<typeof heldGateway>;

/** The address bar's query, shown for the test to read. */
function Address() {
  return <output data-testid="address-query">{useLocation().search}</output>;
}

function renderPage(input: CardsInput) {
  const gateway = heldGateway();
  const entry = input.returningSetup ? `/dashboard/group/card?tarjeta=${input.returningSetup}` : '/dashboard/group/card';
  render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter initialEntries={[entry]}>
        <WithEffects effects={gateway.effects}>
          <CardsPage />
          <Address />
        </WithEffects>
      </MemoryRouter>
    </FluentProvider>,
  );
  return gateway;
}

const names: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard' };
const nameOf = (snapshot: CardsSnapshot, id: number) => {
  const card = snapshot.context.cards.find((c) => c.id === id);
  return card ? `${names[card.brand]} •••• ${card.last4}` : 'ninguna';
};

/** Sends `event` as the buyer would, through the page's controls (the name form answering with the renamed card). */
async function send(e: ModelEvent<typeof cardsMachine>, before: CardsSnapshot, { user, calls: gateway }: { user: User; calls: Gateway }) {
  switch (e.type) {
    case 'cards.retry':
      return user.click(screen.getByRole('button', { name: 'Reintentar', hidden: true }));
    case 'cards.add':
      return user.click(screen.getByRole('button', { name: 'Agregar tarjeta', hidden: true }));
    case 'cards.delete':
      return user.click(screen.getByRole('button', { name: `Eliminar ${nameOf(before, e.id)}`, hidden: true }));
    case 'cards.makePrimary':
      return user.click(screen.getByRole('button', { name: `Hacer principal ${nameOf(before, e.id)}`, hidden: true }));
    case 'cards.confirmDelete':
      return user.click(within(screen.getByRole('alertdialog', { hidden: true })).getByRole('button', { name: 'Eliminar', hidden: true }));
    case 'cards.cancelDelete':
      return user.click(within(screen.getByRole('alertdialog', { hidden: true })).getByRole('button', { name: 'Cancelar', hidden: true }));
    case 'cards.dismiss':
      return user.click(screen.getAllByRole('button', { name: 'Cerrar aviso', hidden: true }).at(-1)!);
    case 'cards.dismissNotice': {
      // The notice of the provider's page comes first; with none shown the event changes nothing.
      const { added, notAdded } = before.context;
      if (!added && !notAdded) return;
      return user.click(screen.getAllByRole('button', { name: 'Cerrar aviso', hidden: true })[0]!);
    }
    case 'cards.renamed': {
      const card = before.context.cards.find((c) => c.id === e.card.id) as SavedCard;
      await user.click(screen.getByRole('button', { name: `Cambiar nombre: ${names[card.brand]} •••• ${card.last4}`, hidden: true }));
      const field = await screen.findByRole('textbox', { name: /Nombre de la tarjeta/, hidden: true });
      await user.clear(field);
      await user.type(field, e.card.nickname ?? '');
      await user.click(screen.getByRole('button', { name: 'Guardar', hidden: true }));
      await waitFor(() => expect(gateway.inputs('saveName').length).toBeGreaterThan(0));
      expect(gateway.inputs('saveName').at(-1)).toEqual({ id: card.id, draft: { nickname: e.card.nickname } });
      await gateway.answer('saveName', { output: e.card });
      return waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    }
  }
}

/**
 * What the buyer must see in each state of the machine. Queries include aria-hidden nodes: in jsdom
 * Fluent's modal leaves the page aria-hidden after a dialog closes, until focus moves again.
 */
async function expectScreen(s: CardsSnapshot, { calls: gateway }: { calls: Gateway }) {
  const { cards: shown, failure, refusal, pending, added, notAdded } = s.context;
  expect(screen.getByRole('heading', { level: 1, name: 'Mis Tarjetas', hidden: true })).toBeInTheDocument();
  // The return from the provider's page is read once and leaves the address.
  await waitFor(() => expect(screen.getByTestId('address-query')).toHaveTextContent(/^$/));
  if (added) expect(await screen.findByText(`Guardamos la tarjeta Visa •••• ${added.last4}.`)).toBeInTheDocument();
  else expect(screen.queryByText(/^Guardamos la tarjeta/)).not.toBeInTheDocument();
  if (notAdded) expect(await screen.findByText(spanishFailure(notAdded))).toBeInTheDocument();
  const add = screen.getByRole('button', { name: /Agregar tarjeta|Abriendo la página del proveedor/, hidden: true });
  expect(add).toHaveProperty('disabled', s.hasTag('busy'));
  if (s.matches('redirecting')) {
    expect(add).toHaveTextContent('Abriendo la página del proveedor…');
    expect(gateway.redirects.at(-1)).toMatch(/^http:\/\/localhost:3000\/api\/sandbox\/cards\//);
    return;
  }
  if ((s.matches('loading') || s.matches('completing')) && shown.length === 0) {
    expect(screen.getByLabelText('Cargando tarjetas…')).toBeInTheDocument();
    return;
  }
  if (failure) {
    expect(await screen.findByText(/No pudimos cargar tus tarjetas\./)).toHaveTextContent(spanishFailure(failure));
    expect(screen.getByRole('button', { name: 'Reintentar', hidden: true })).toBeInTheDocument();
    return;
  }
  if (shown.length === 0) {
    expect(await screen.findByRole('heading', { name: 'Aún no tienes tarjetas guardadas', hidden: true })).toBeInTheDocument();
    return;
  }
  for (const card of shown) {
    const heading = await screen.findByRole('heading', { level: 3, name: new RegExp(`${names[card.brand]} •••• ${card.last4}`), hidden: true });
    const item = heading.closest('li') as HTMLElement;
    if (card.exp_month === null || card.exp_year === null) expect(within(item).queryByText(/^Vence /)).toBeNull();
    else expect(within(item).getByText(`Vence ${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year % 100)}`)).toBeInTheDocument();
    expect(within(item).queryByText('Principal') !== null).toBe(card.is_primary);
    expect(within(item).queryByText('Vence pronto') !== null).toBe(card.state === 'expiring');
    expect(within(item).queryByText('Vencida') !== null).toBe(card.state === 'expired');
    // An expired card or the primary one is not offered as the primary card.
    const offered = within(item).queryByRole('button', { name: /^Hacer principal/, hidden: true });
    expect(offered !== null).toBe(!card.is_primary && card.state !== 'expired');
  }
  if (refusal) expect(await screen.findByText(spanishFailure(refusal))).toBeInTheDocument();
  if (pending) {
    const confirm = await screen.findByRole('alertdialog', { hidden: true });
    expect(within(confirm).getByText(`¿Eliminar la tarjeta ${names[pending.brand]} •••• ${pending.last4}?`)).toBeInTheDocument();
    const busy = s.matches({ ready: 'deleting' });
    expect(within(confirm).getByRole('button', { name: busy ? 'Eliminando…' : 'Eliminar', hidden: true })).toHaveProperty('disabled', busy);
  } else {
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument());
  }
}

describe('Mis Tarjetas along the machine paths', { timeout: 60_000 }, () => {
  replayPaths(model, { render: (input: CardsInput) => ({ calls: renderPage(input), user: userEvent.setup() }), send, expectScreen });
});

describe('Mis Tarjetas calls', { timeout: 30_000 }, () => {
  it('saves the card the provider sent the buyer back with, by the setup id, before reading the list', async () => {
    const gateway = renderPage({ returningSetup: setupId });
    expect(gateway.inputs('completeSetup')).toEqual([{ setupId }]);
    expect(gateway.inputs('fetchCards')).toEqual([]);
  });

  it('has no axe violations with the cards shown', async () => {
    const gateway = renderPage({ returningSetup: null });
    await gateway.answer('fetchCards', { output: cards });
    await screen.findByRole('heading', { level: 3, name: /Mastercard •••• 5454/ });
    expect(await violations()).toEqual([]);
  });

  it('names each card action starting with the words it shows (WCAG 2.5.3)', async () => {
    const gateway = renderPage({ returningSetup: null });
    await gateway.answer('fetchCards', { output: cards });
    await screen.findByRole('heading', { level: 3, name: /Mastercard •••• 5454/ });
    expect(screen.getAllByRole('button', { name: /^Cambiar nombre: / })).toHaveLength(cards.length);
    expect(labelsNotInName()).toEqual([]);
  });
});
