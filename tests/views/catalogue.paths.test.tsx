import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { catalogueMachine, CatalogueFilters, CatalogueSnapshot, CatalogueSort } from '../../machines/catalogue.machine';
import { model } from '../machines/models/catalogue.model';
import type { ModelEvent } from '../machines/support/model';
import { catalogueAddress, heldCatalogueGateway, renderCatalogue, type HeldCatalogueGateway } from './catalogue.harness';
import { replayPaths } from './path-replay';
import { screenWidth } from './screen-width';
import { spanishFailure } from './spanish';

type User = ReturnType<typeof userEvent.setup>;
type Page = ReturnType<typeof renderCatalogue>;

const sortLabels: Record<CatalogueSort, string> = {
  name_asc: 'Nombre (A-Z)',
  name_desc: 'Nombre (Z-A)',
  price_asc: 'Precio: menor a mayor',
  price_desc: 'Precio: mayor a menor',
};


const alertSaying = (text: string | RegExp) =>
  screen.getAllByRole('alert').filter((alert) => (typeof text === 'string' ? alert.textContent?.includes(text) : text.test(alert.textContent ?? '')));

/** Sends `event` as the buyer or the clock would (the search pause is the test's to end). */
async function send(e: ModelEvent<typeof catalogueMachine>, before: CatalogueSnapshot, { user, page }: { user: User; page: Page }) {
  if (e.type.startsWith('xstate.after.')) return act(() => page.catalogue.send(e as never));
  switch (e.type) {
    case 'catalogue.search': {
      const box = screen.getByRole('searchbox', { name: 'Buscar productos' });
      await user.clear(box);
      if (e.text) await user.type(box, e.text);
      return;
    }
    case 'catalogue.category':
      return user.selectOptions(screen.getByRole('combobox', { name: 'Categoría' }), e.slug ? 'Lácteos (5)' : 'Todas las categorías');
    case 'catalogue.sort':
      return user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), sortLabels[e.sort]);
    case 'catalogue.view':
      return user.click(screen.getByRole('button', { name: e.view === 'grid' ? 'Cuadrícula' : 'Lista' }));
    // Back, forward or a shared link: the address changes under the page.
    case 'catalogue.show':
      return act(() => page.router.navigate(catalogueAddress(e)));
    case 'catalogue.loadMore':
      return user.click(screen.getByRole('button', { name: 'Cargar más productos' }));
    case 'catalogue.retry': {
      const productsFailed = before.hasTag('error');
      return user.click(screen.getByRole('button', { name: productsFailed ? 'Reintentar' : 'Reintentar categorías' }));
    }
  }
}

/** What the buyer sees in each state, and what the gateway was asked. */
function expectScreen(state: CatalogueSnapshot, gateway: HeldCatalogueGateway, page: Page) {
  const { context } = state;
  // The address says the question the shown products answer.
  const address = page.router.state.location;
  expect(`${address.pathname}${address.search}`).toBe(catalogueAddress({ q: context.query, category: context.category, sort: context.sort, view: context.view }));
  const at = (value: object) => state.matches(value as never);
  expect(screen.getByRole('heading', { level: 1, name: 'Hola, Camila Soto' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Buscar productos' })).toHaveValue(context.typed);
  expect(screen.getByRole('combobox', { name: 'Categoría' })).toHaveValue(context.category ?? '');
  expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue(context.sort);
  expect(screen.getByRole('button', { name: context.view === 'grid' ? 'Cuadrícula' : 'Lista' })).toHaveAttribute('aria-pressed', 'true');
  // The categories once read stay offered while they are read again (a new category or sort re-enters their region).
  expect(screen.queryByRole('option', { name: 'Lácteos (5)' }) !== null).toBe(context.categories.length > 0);
  expect(screen.queryByRole('button', { name: 'Reintentar categorías' }) !== null).toBe(at({ categories: 'failed' }));

  const names = screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
  const skeleton = screen.queryByLabelText('Cargando productos…') !== null;
  expect(skeleton).toBe(at({ products: 'loading' }) || (at({ products: 'debouncing' }) && context.items.length === 0));
  if (at({ products: 'loading' })) {
    expect(gateway.productRequests().at(-1)).toEqual({ q: context.query, category: context.category, sort: context.sort, cursor: null });
  }
  if (at({ products: 'failed' })) {
    expect(alertSaying(spanishFailure(context.failure!))).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  }
  if (at({ products: 'ready' }) || (at({ products: 'debouncing' }) && context.items.length > 0)) {
    expect(names).toEqual(context.items.length > 0 ? context.items.map((item) => item.name) : ['No hay productos en esta categoría.']);
  }
  if (at({ products: { ready: 'idle' } }) && context.items.length > 0) {
    if (context.nextCursor) expect(screen.getByRole('button', { name: 'Cargar más productos' })).toBeEnabled();
    else expect(screen.getByText('Ya viste todos los productos.')).toBeInTheDocument();
  }
  if (at({ products: { ready: 'loadingMore' } })) {
    expect(screen.getByRole('button', { name: 'Cargando más productos…' })).toBeDisabled();
    expect(gateway.productRequests().at(-1)).toEqual({ q: context.query, category: context.category, sort: context.sort, cursor: context.nextCursor });
  }
  if (at({ products: { ready: 'loadMoreFailed' } })) {
    expect(alertSaying(/^No pudimos cargar más productos\./)).toHaveLength(1);
  }
}

let restoreScreen: () => void;
beforeAll(() => {
  restoreScreen = screenWidth(1400);
});
afterAll(() => restoreScreen());

describe('catalogue page walks the catalogue model’s paths', () => {
  replayPaths(model, {
    render: (input: Partial<CatalogueFilters>) => {
      const gateway = heldCatalogueGateway();
      return { gateway, calls: gateway.calls, page: renderCatalogue(gateway, { input }), user: userEvent.setup() };
    },
    // A category can be picked only once the categories are offered.
    walkable: (event, before) => event.type !== 'catalogue.category' || !event.slug || before.context.categories.length > 0,
    send,
    expectScreen: (expected, { gateway, page }) => {
      expectScreen(expected, gateway, page);
      expect(page.catalogue.getSnapshot().value).toEqual(expected.value);
    },
    cleanup: ({ page }) => page.catalogue.stop(),
  });
});
