import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import type { paletteMachine, PaletteSnapshot } from '../../machines/palette.machine';
import type { CheckoutActor } from '../../src/kernel/checkout-context';
import { i18n } from '../../src/i18n';
import { describeFailure } from '../../src/views/common/describe-failure';
import { model } from '../machines/models/palette.model';
import { testCheckout } from './checkout.harness';
import { heldSearch, renderPalette, type HeldSearch } from './palette.harness';
import type { ModelEvent } from '../machines/support/model';
import { replayPaths } from './path-replay';

let checkout: CheckoutActor | null = null;
beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => checkout?.stop());

const searchBox = () => screen.getByRole('combobox', { name: 'Buscar páginas, productos, pedidos o facturas', hidden: true });
const searching = () => screen.queryByText('Buscando productos, pedidos y facturas…');
const failureText = /No pudimos buscar productos, pedidos ni facturas/;

/** Sends `event` as the buyer or the clock would. */
async function send(e: ModelEvent<typeof paletteMachine>, search: HeldSearch, user: ReturnType<typeof userEvent.setup>) {
  if (e.type.startsWith('xstate.after.')) {
    const asked = search.queries().length;
    return waitFor(() => expect(search.queries()).toHaveLength(asked + 1));
  }
  if (e.type === 'palette.retry') return user.click(screen.getByRole('button', { name: 'Reintentar', hidden: true }));
  // The whole text at once, as a paste: typed letter by letter it would pass through shorter queries.
  if (e.type === 'palette.type') fireEvent.change(searchBox(), { target: { value: e.text } });
}

/** What the buyer sees in each state of the machine. */
async function expectScreen(s: PaletteSnapshot) {
  const { results, query, failure } = s.context;
  expect((searchBox() as HTMLInputElement).value.trim()).toBe(query);
  if (s.hasTag('busy')) expect(searching()).toBeInTheDocument();
  else expect(searching()).not.toBeInTheDocument();

  const listbox = screen.queryByRole('listbox', { name: 'Resultados', hidden: true });
  const productShown = listbox !== null && within(listbox).queryByRole('option', { name: /Aceite de maravilla/, hidden: true }) !== null;
  const orderShown = listbox !== null && within(listbox).queryByRole('option', { name: /Pedido S00042/, hidden: true }) !== null;
  expect(productShown).toBe((results?.products.length ?? 0) > 0);
  expect(orderShown).toBe((results?.orders.length ?? 0) > 0);

  if (failure) {
    expect(screen.getByText(describeFailure(i18n.t, failure))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar', hidden: true })).toBeInTheDocument();
  } else {
    expect(screen.queryByText(failureText)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar', hidden: true })).not.toBeInTheDocument();
  }
  if (s.matches('answered') && !listbox) expect(screen.getByText('Sin resultados')).toBeInTheDocument();
}

describe('the palette, replaying its model paths', () => {
  replayPaths(model, {
    render: async () => {
      const search = heldSearch();
      renderPalette(search, { checkout: (checkout = testCheckout()) });
      await screen.findByRole('combobox', { hidden: true });
      return { search, calls: search.calls, user: userEvent.setup() };
    },
    send: (event, _, { search, user }) => send(event, search, user),
    expectScreen,
  });
});
