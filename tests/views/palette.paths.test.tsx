import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import type { SearchResults } from '../../contract/search';
import type { PaletteEvent, PaletteSnapshot } from '../../machines/palette.machine';
import type { CheckoutActor } from '../../src/kernel/checkout-context';
import { i18n } from '../../src/i18n';
import { describeFailure } from '../../src/views/common/describe-failure';
import { model } from '../machines/models/palette.model';
import { testCheckout } from './checkout.harness';
import { heldSearch, renderPalette, type HeldSearch } from './palette.harness';
import { edgeCoveringPaths, pathCases, shadowOf, statesNotShown, walkPath } from './path-replay';

let checkout: CheckoutActor | null = null;
beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => checkout?.stop());

const searchBox = () => screen.getByRole('combobox', { name: 'Buscar páginas, productos, pedidos o facturas', hidden: true });
const searching = () => screen.queryByText('Buscando productos, pedidos y facturas…');
const failureText = /No pudimos buscar productos, pedidos ni facturas/;

/** Sends `event` as the buyer, the gateway or the clock would. */
async function replay(event: EventObject, search: HeldSearch, user: ReturnType<typeof userEvent.setup>) {
  if (event.type.startsWith('xstate.after.')) {
    const asked = search.queries().length;
    return waitFor(() => expect(search.queries()).toHaveLength(asked + 1));
  }
  const answer = /^xstate\.(done|error)\.actor\.search$/.exec(event.type);
  if (answer) {
    const { output, error } = event as { output?: SearchResults; error?: unknown };
    return search.answer(answer[1] === 'done' ? { output: output! } : { error });
  }
  const e = event as PaletteEvent;
  if (e.type === 'palette.retry') return user.click(screen.getByRole('button', { name: 'Reintentar', hidden: true }));
  // The whole text at once, as a paste: typed letter by letter it would pass through shorter queries.
  fireEvent.change(searchBox(), { target: { value: e.text } });
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

const paths = edgeCoveringPaths(model);

describe('the palette, replaying its model paths', () => {
  it('shows the palette in every state of its machine', () => {
    expect(statesNotShown(model.machine, paths)).toEqual([]);
  });

  it.each(pathCases(paths))('%s', async (_, path) => {
    const search = heldSearch();
    renderPalette(search, { checkout: (checkout = testCheckout()) });
    const user = userEvent.setup();
    await screen.findByRole('combobox', { hidden: true });
    // The shadow's pause never ends by itself: the path says when it is over.
    const shadow = shadowOf(model.machine, { delays: { typingPause: 1e9 } });
    await walkPath(path, shadow, (event) => replay(event, search, user), expectScreen);
  });
});
