import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderGuide } from '../../contract/order-guide';
import { formatDay } from '../../machines/rules/calendar';
import { formatClp } from '../../machines/rules/money';
import { formatQuantity } from '../../machines/rules/quantity';
import type { orderGuideMachine, OrderGuideSnapshot, PendingChoice } from '../../machines/order-guide.machine';
import type { CheckoutActor } from '../../src/kernel/checkout-context';
import { i18n } from '../../src/i18n';
import { OrderGuidePage } from '../../src/views/order-guide/OrderGuidePage';
import { emptyGuide, guide, model, onlyOutOfStock } from '../machines/models/order-guide.model';
import type { ModelEvent } from '../machines/support/model';
import { violations } from './axe';
import { testCheckout } from './checkout.harness';
import { fakeEffects } from './effects-fakes';
import { heldCalls, replayPaths } from './path-replay';
import { renderSignedIn } from './render-signed-in';
import { spanishFailure } from './spanish';

type User = ReturnType<typeof userEvent.setup>;
interface Page {
  calls: ReturnType<typeof heldGateway>;
  user: User;
  checkout: CheckoutActor;
  unmount: () => void;
}

/** The page's gateway calls, held until the path answers them. */
function heldGateway() {
  const calls = heldCalls(['fetchOrderGuide', 'saveChoice'] as const);
  return {
    ...calls,
    effects: fakeEffects({
      orderGuide: { actors: { fetchOrderGuide: calls.held<OrderGuide, void>('fetchOrderGuide'), saveChoice: calls.held<OrderGuide, PendingChoice>('saveChoice') } },
    }),
  };
}

function renderPage(): Page {
  const calls = heldGateway();
  const checkout = testCheckout();
  const view = renderSignedIn([{ path: '/dashboard/habituales', element: <OrderGuidePage /> }], { checkout, effects: calls.effects, role: 'comprador' });
  return { calls, user: userEvent.setup(), checkout, unmount: view.unmount };
}

const text = (key: string, options: Record<string, unknown> = {}) => i18n.t(key, { lng: 'es', ...options });

const cardOf = (productId: number) => {
  const line = guide.lines.find((entry) => entry.product.id === productId);
  const heading = screen.getByRole('heading', { level: 2, name: line?.product.name ?? `producto ${productId}` });
  return heading.closest('li') as HTMLElement;
};

/** Sends `event` as the buyer would, through the page's controls. */
async function send(event: ModelEvent<typeof orderGuideMachine>, _before: OrderGuideSnapshot, { user }: Page) {
  switch (event.type) {
    case 'orderGuide.retry':
      return user.click(screen.getByRole('button', { name: text('orderGuide.retry') }));
    case 'orderGuide.setQuantity': {
      const line = guide.lines.find((entry) => entry.product.id === event.productId)!;
      const box = within(cardOf(event.productId)).getByRole('textbox', { name: text('common.quantity.label', { name: line.product.name }) });
      await user.clear(box);
      await user.type(box, formatQuantity(event.quantity));
      return user.keyboard('{Enter}');
    }
    case 'orderGuide.toggle':
      return user.click(within(cardOf(event.productId)).getByRole('checkbox', { name: text('orderGuide.line.include') }));
    case 'orderGuide.choose': {
      const line = guide.lines.find((entry) => entry.product.id === event.productId)!;
      const name = event.choice === 'hidden' ? text('orderGuide.line.removeNamed', { name: line.product.name }) : text('orderGuide.line.pinNamed', { name: line.product.name });
      return user.click(within(cardOf(event.productId)).getByRole('button', { name }));
    }
    case 'orderGuide.addToCart':
      return user.click(screen.getByRole('button', { name: text('orderGuide.addToCart') }));
    case 'orderGuide.dismiss':
      return user.click(screen.getAllByRole('button', { name: text('orderGuide.dismiss') })[0]!);
  }
}

/** What the buyer must see in each state of the machine. */
async function expectScreen(s: OrderGuideSnapshot, { checkout }: Page) {
  const { guide: shown, failure, choiceFailure, outcome, quantities, skipped } = s.context;
  expect(screen.getByRole('heading', { level: 1, name: text('orderGuide.title') })).toBeInTheDocument();
  if (s.matches('loading') && shown === null) {
    expect(screen.getByLabelText(text('orderGuide.loading'))).toBeInTheDocument();
    return;
  }
  if (failure) {
    expect(await screen.findByText(text('orderGuide.loadFailed'), { exact: false })).toHaveTextContent(spanishFailure(failure));
    return;
  }
  if (shown === null) return;
  if (shown.lines.length === 0) {
    expect(await screen.findByRole('heading', { level: 2, name: text('orderGuide.empty.title') })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text('orderGuide.addToCart') })).not.toBeInTheDocument();
    return;
  }
  expect(screen.getAllByRole('listitem').filter((item) => item.closest('ul[aria-label]'))).toHaveLength(shown.lines.length);
  for (const line of shown.lines) {
    const card = cardOf(line.product.id);
    const out = line.product.stock_state === 'out';
    if (line.last_price !== null && line.last_ordered_on !== null) {
      expect(card).toHaveTextContent(text('orderGuide.line.history', { count: line.orders, date: formatDay(line.last_ordered_on), price: formatClp(line.last_price) }));
    } else expect(card).toHaveTextContent(text('orderGuide.line.notLately'));
    expect(within(card).getByRole('button', { name: text('orderGuide.line.pinNamed', { name: line.product.name }) })).toHaveAttribute('aria-pressed', String(line.pinned));
    if (out) {
      expect(card).toHaveTextContent(text('orderGuide.line.outOfStock'));
      expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
    } else {
      expect(within(card).getByRole('checkbox', { name: text('orderGuide.line.include') })).toHaveProperty('checked', !skipped.includes(line.product.id));
      expect(within(card).getByRole('textbox', { name: text('common.quantity.label', { name: line.product.name }) })).toHaveValue(formatQuantity(quantities[line.product.id] ?? line.usual_quantity));
    }
  }
  const button = screen.getByRole('button', { name: text('orderGuide.addToCart') });
  if (s.matches({ loaded: 'choosing' })) expect(button).toBeDisabled();
  if (s.matches({ loaded: 'adding' }) || outcome === 'added') {
    // The cart answers within the same send, so "adding" is already answered on the page.
    expect(await screen.findByText(text('orderGuide.added'))).toBeInTheDocument();
    expect(checkout.getSnapshot().context.items.length).toBeGreaterThan(0);
  } else expect(screen.queryByText(text('orderGuide.added'))).not.toBeInTheDocument();
  if (choiceFailure) expect(await screen.findByText(text('orderGuide.choiceFailed'), { exact: false })).toHaveTextContent(spanishFailure(choiceFailure));
  else expect(screen.queryByText(text('orderGuide.choiceFailed'), { exact: false })).not.toBeInTheDocument();
}

describe('Mis habituales along the machine paths', { timeout: 60_000 }, () => {
  replayPaths(model, {
    render: renderPage,
    send,
    expectScreen,
    // The cart's answer is the page's own, given within the click on "Agregar al carrito".
    // Nothing to close offers no close button; a product the guide does not hold has no card.
    walkable: (event, before) =>
      event.type !== 'orderGuide.cartAnswered' &&
      (event.type !== 'orderGuide.dismiss' || before.context.outcome !== null || before.context.choiceFailure !== null) &&
      (!('productId' in event) || (before.context.guide?.lines.some((line) => line.product.id === event.productId) ?? false)),
    leftOut: [/adding --orderGuide\.cartAnswered-->/],
  });
});

describe('Mis habituales', () => {
  it('puts every line it can in the cart at its chosen quantity, and leaves the out of stock and skipped ones out', async () => {
    const page = renderPage();
    await page.calls.answer('fetchOrderGuide', { output: guide });
    const [aceite, palta] = guide.lines;
    await send({ type: 'orderGuide.setQuantity', productId: palta!.product.id, quantity: 4 }, undefined as never, page);
    await send({ type: 'orderGuide.toggle', productId: guide.lines[3]!.product.id }, undefined as never, page);
    await send({ type: 'orderGuide.addToCart' }, undefined as never, page);
    const items = page.checkout.getSnapshot().context.items.map((item) => [item.id, item.quantity]);
    expect(items).toEqual([
      [aceite!.product.id, 2],
      [palta!.product.id, 4],
    ]);
    expect(await screen.findByRole('link', { name: text('orderGuide.goToCart') })).toHaveAttribute('href', '/product/checkout');
  });

  it('says when the guide is empty, and offers no addition when nothing in it can be ordered today', async () => {
    const empty = renderPage();
    await empty.calls.answer('fetchOrderGuide', { output: emptyGuide });
    expect(await screen.findByRole('link', { name: text('orderGuide.empty.catalogue') })).toHaveAttribute('href', '/dashboard/two');
    empty.unmount();
    const page = renderPage();
    await page.calls.answer('fetchOrderGuide', { output: onlyOutOfStock });
    expect(await screen.findByRole('button', { name: text('orderGuide.addToCart') })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(text('orderGuide.summary.lines', { count: 0 }));
  });

  it('has no axe violations with its lines shown', async () => {
    const page = renderPage();
    await page.calls.answer('fetchOrderGuide', { output: guide });
    await screen.findByRole('heading', { level: 2, name: guide.lines[0]!.product.name });
    expect(await violations()).toEqual([]);
  });
});
