import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Category } from '../../contract/catalogue';
import { columnsFor, maxMountedCards, runsOf } from '../../src/views/catalogue/useProductWindow';
import { product } from '../machines/models/catalogue.model';
import { heldCatalogueGateway, renderCatalogue } from './catalogue.harness';
import { screenWidth } from './screen-width';

const TOTAL = 500;
const products = Array.from({ length: TOTAL }, (_, i) => product(i + 1, `Producto ${i + 1}`));
const allInOneCategory: Category[] = [{ id: 1, name: 'Abarrotes', slug: 'abarrotes', product_count: TOTAL }];

let restoreScreen: () => void;
beforeEach(() => {
  restoreScreen = screenWidth(1400);
});
afterEach(() => {
  restoreScreen();
  scrollWindowTo(0);
});

/** jsdom does no layout: the window's position is set as a browser would report it, then announced. */
function scrollWindowTo(top: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: top });
  fireEvent.scroll(window);
}

const results = () => screen.getByRole('list', { name: 'Productos encontrados' });
const mountedCards = () => within(results()).getAllByRole('listitem');
const positionOf = (card: Element) => Number(card.getAttribute('aria-posinset'));
const nameOf = (card: HTMLElement) => within(card).getByRole('heading', { level: 3 }).textContent;

/** The places of the mounted cards run on without a gap, each among all `total` products. */
function expectPlaces(cards: HTMLElement[], total: number) {
  const first = positionOf(cards[0]!);
  expect(cards.map(positionOf)).toEqual(cards.map((_, i) => first + i));
  expect(cards.map((card) => card.getAttribute('aria-setsize'))).toEqual(cards.map(() => String(total)));
  expect(cards.map(nameOf)).toEqual(cards.map((_, i) => `Producto ${first + i}`));
}

/** The catalogue with all 500 products loaded in two pages, the categories telling the total from the start. */
async function fiveHundredLoaded() {
  const user = userEvent.setup();
  const gateway = heldCatalogueGateway();
  const page = renderCatalogue(gateway);
  await gateway.categories({ output: allInOneCategory });
  await gateway.firstPage({ output: { items: products.slice(0, 250), next_cursor: 'c2' } });
  expectPlaces(mountedCards(), TOTAL);
  await user.click(screen.getByRole('button', { name: 'Cargar más productos' }));
  await gateway.nextPage({ output: { items: products.slice(250), next_cursor: null } });
  expect(screen.getByText('Ya viste todos los productos.')).toBeInTheDocument();
  return { user, ...page };
}

describe('the catalogue’s windowed results', () => {
  it('mounts at most about 100 of 500 loaded products, each telling its place among all of them', async () => {
    await fiveHundredLoaded();
    const cards = mountedCards();
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(maxMountedCards);
    expect(positionOf(cards[0]!)).toBe(1);
    expectPlaces(cards, TOTAL);
  });

  it('follows the window to the end of the list and back to the top', async () => {
    await fiveHundredLoaded();
    scrollWindowTo(10_000_000);
    const atEnd = mountedCards();
    expect(atEnd.length).toBeLessThanOrEqual(maxMountedCards);
    expect(positionOf(atEnd.at(-1)!)).toBe(TOTAL);
    expectPlaces(atEnd, TOTAL);
    expect(screen.queryByRole('heading', { name: 'Producto 1' })).not.toBeInTheDocument();

    scrollWindowTo(0);
    expect(positionOf(mountedCards()[0]!)).toBe(1);
    expect(screen.getByRole('heading', { name: 'Producto 1' })).toBeInTheDocument();
  });

  it('tells the loaded count while the total is unknown, and the total once all have arrived', async () => {
    const user = userEvent.setup();
    const gateway = heldCatalogueGateway();
    renderCatalogue(gateway);
    // The categories (and with them the total) have not arrived.
    await gateway.firstPage({ output: { items: products.slice(0, 250), next_cursor: 'c2' } });
    expectPlaces(mountedCards(), 250);
    await user.click(screen.getByRole('button', { name: 'Cargar más productos' }));
    await gateway.nextPage({ output: { items: products.slice(250, 300), next_cursor: null } });
    expectPlaces(mountedCards(), 300);
  });

  it('keeps a focused card mounted, and focused, however far the window scrolls', async () => {
    await fiveHundredLoaded();
    const add = screen.getByRole('button', { name: 'Agregar Producto 1 al carrito' });
    act(() => add.focus());
    scrollWindowTo(10_000_000);
    expect(add).toBeInTheDocument();
    expect(add).toHaveFocus();
    const cards = mountedCards();
    expect(cards.length).toBeLessThanOrEqual(maxMountedCards);
    expect(positionOf(cards.at(-1)!)).toBe(TOTAL);
    expect(positionOf(cards[0]!)).toBe(1);
  });

  it('lets the focused card go once focus leaves the list', async () => {
    await fiveHundredLoaded();
    act(() => screen.getByRole('button', { name: 'Agregar Producto 1 al carrito' }).focus());
    scrollWindowTo(10_000_000);
    expect(screen.getByRole('heading', { name: 'Producto 1' })).toBeInTheDocument();
    act(() => screen.getByRole('searchbox', { name: 'Buscar productos' }).focus());
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Producto 1' })).not.toBeInTheDocument());
    expect(positionOf(mountedCards().at(-1)!)).toBe(TOTAL);
  });

  it('takes Tab from the last mounted card to the next one, and Shift+Tab back', async () => {
    const { user } = await fiveHundredLoaded();
    const last = mountedCards().at(-1)!;
    const position = positionOf(last);
    expect(position).toBeLessThan(TOTAL);
    act(() => within(last).getByRole('button', { name: `Agregar Producto ${position} al carrito` }).focus());

    await user.tab();
    const next = document.activeElement!.closest('[role="listitem"]')!;
    expect(next).toHaveAttribute('aria-posinset', String(position + 1));
    expect(document.activeElement).toHaveAccessibleName(`Seleccionar Producto ${position + 1}`);

    await user.tab({ shift: true });
    expect(document.activeElement).toHaveAccessibleName(`Agregar Producto ${position} al carrito`);
  });

  it('windows the list view too', async () => {
    const { user } = await fiveHundredLoaded();
    await user.click(screen.getByRole('button', { name: 'Lista' }));
    const cards = mountedCards();
    expect(cards.length).toBeLessThanOrEqual(maxMountedCards);
    expect(positionOf(cards[0]!)).toBe(1);
    expectPlaces(cards, TOTAL);
  });
});

describe('the columns of the windowed grid', () => {
  it('puts as many cards in a row as the list’s width fits', async () => {
    // jsdom lays nothing out: the results list is given the width a 1366 px screen leaves it.
    const clientWidth = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth')!;
    Object.defineProperty(Element.prototype, 'clientWidth', {
      configurable: true,
      get(this: Element) {
        return this.getAttribute('role') === 'list' ? 1000 : 0;
      },
    });
    try {
      await fiveHundredLoaded();
      const cards = mountedCards();
      expect(cards.length).toBeLessThanOrEqual(maxMountedCards);
      const rows = [...new Set(cards.map((card) => card.parentElement))];
      expect(rows.length).toBeGreaterThan(1);
      expect(rows.map((row) => row!.children.length)).toEqual(rows.map(() => 5));
    } finally {
      Object.defineProperty(Element.prototype, 'clientWidth', clientWidth);
    }
  });


  it('are as many as the grid’s 180 px cards with their 12 px gaps fit, one in the list view', () => {
    expect(columnsFor('grid', 358, 12)).toBe(1); // a 390 px phone
    expect(columnsFor('grid', 371, 12)).toBe(1);
    expect(columnsFor('grid', 372, 12)).toBe(2);
    expect(columnsFor('grid', 658, 12)).toBe(3); // 1366 px with the navigation and the cart beside
    expect(columnsFor('grid', 1136, 12)).toBe(5);
    expect(columnsFor('list', 1136, 12)).toBe(1);
  });
});

describe('runsOf', () => {
  const row = (index: number) => ({ key: String(index), index, offset: index * 100, first: index * 2, products: [] });

  it('groups neighbouring rows and keeps a far one (the focused card’s) in a run of its own', () => {
    expect(runsOf([row(0), row(1), row(2), row(9)]).map((run) => run.map((r) => r.index))).toEqual([[0, 1, 2], [9]]);
    expect(runsOf([])).toEqual([]);
  });
});
