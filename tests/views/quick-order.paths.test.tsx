import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QuickOrderLineInput, QuickOrderPreview } from '../../contract/quick-order';
import type { QuickOrderSnapshot, QuickOrderSource, quickOrderMachine, ReadLines } from '../../machines/quick-order.machine';
import { quickOrderAdditions, shownLines } from '../../machines/quick-order.machine';
import type { CheckoutActor } from '../../src/kernel/checkout-context';
import { i18n } from '../../src/i18n';
import { QuickOrderPage } from '../../src/views/quick-order/QuickOrderPage';
import { model, oliva, palta, preview, read, spreadsheet } from '../machines/models/quick-order.model';
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

/** The page's effects, held until the path answers them: reading the paste or file, and the gateway's preview. */
function heldGateway() {
  const calls = heldCalls(['readLines', 'previewLines'] as const);
  return {
    ...calls,
    effects: fakeEffects({
      quickOrder: {
        actors: {
          readLines: calls.held<ReadLines, QuickOrderSource>('readLines'),
          previewLines: calls.held<QuickOrderPreview, QuickOrderLineInput[]>('previewLines'),
        },
      },
    }),
  };
}

function renderPage(): Page {
  const calls = heldGateway();
  const checkout = testCheckout();
  const view = renderSignedIn([{ path: '/dashboard/pedido-rapido', element: <QuickOrderPage /> }], { checkout, effects: calls.effects, role: 'comprador' });
  return { calls, user: userEvent.setup(), checkout, unmount: view.unmount };
}

const text = (key: string, options: Record<string, unknown> = {}) => i18n.t(key, { lng: 'es', ...options });

const pasteBox = () => screen.getByRole('textbox', { name: text('quickOrder.paste.label') });
const lineOf = (row: number) => screen.getByText(text('quickOrder.line.row', { row }), { exact: false }).closest('li') as HTMLElement;
const productName = (id: number) => preview.products.find((product) => product.id === id)!.name;

/** Sends `event` as the buyer would, through the page's controls. */
async function send(event: ModelEvent<typeof quickOrderMachine>, before: QuickOrderSnapshot, { user }: Page) {
  switch (event.type) {
    case 'quickOrder.type':
      await user.clear(pasteBox());
      return user.click(pasteBox()).then(() => user.paste(event.text));
    case 'quickOrder.readText':
      return user.click(screen.getByRole('button', { name: text('quickOrder.paste.read') }));
    case 'quickOrder.readFile':
      return user.upload(screen.getByLabelText(text('quickOrder.file.choose'), { selector: 'input' }), event.file);
    case 'quickOrder.choose':
      return user.click(within(lineOf(event.row)).getByRole('radio', { name: new RegExp(productName(event.productId)) }));
    case 'quickOrder.toggle': {
      const shown = shownLines(before.context).find((line) => line.line.row === event.row)!;
      return user.click(within(lineOf(event.row)).getByRole('checkbox', { name: text('quickOrder.line.includeNamed', { name: shown.product!.name, row: event.row }) }));
    }
    case 'quickOrder.addToCart':
      return user.click(screen.getByRole('button', { name: text('quickOrder.addToCart', { count: quickOrderAdditions(before.context).length }) }));
    case 'quickOrder.startOver':
      return user.click(screen.getByRole('button', { name: text(before.matches({ preview: 'added' }) ? 'quickOrder.newOrder' : 'quickOrder.edit') }));
    case 'quickOrder.dismiss':
      return user.click(screen.getAllByRole('button', { name: text('quickOrder.dismiss') })[0]!);
    case 'quickOrder.cartAnswered':
      // The page answered within the click on "Agregar al carrito": nothing left to do.
      return;
  }
}

/** What the buyer must see in each state of the machine. */
async function expectScreen(s: QuickOrderSnapshot, { checkout }: Page) {
  const { draft, failure, fileName, outcome } = s.context;
  expect(screen.getByRole('heading', { level: 1, name: text('quickOrder.title') })).toBeInTheDocument();
  if (failure) {
    const message = text(fileName ? 'quickOrder.fileFailed' : 'quickOrder.readFailed', { file: fileName });
    expect(await screen.findByText(message, { exact: false })).toHaveTextContent(spanishFailure(failure));
  } else expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  if (!s.matches('preview')) {
    expect(pasteBox()).toHaveValue(draft);
    expect(screen.getByRole('button', { name: text('quickOrder.paste.read') })).toHaveProperty('disabled', s.hasTag('busy') || draft.trim() === '');
    expect(screen.getByRole('link', { name: text('quickOrder.file.template') })).toHaveAttribute('href', '/plantilla-pedido-rapido.csv');
    if (s.matches('reading') && fileName) expect(screen.getByText(text('quickOrder.readingFile', { file: fileName }))).toBeInTheDocument();
    if (s.matches('previewing')) expect(screen.getByText(text('quickOrder.checking', { count: s.context.read?.lines.length ?? 0 }))).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: text('quickOrder.listLabel') })).not.toBeInTheDocument();
    return;
  }
  expect(screen.queryByRole('textbox', { name: text('quickOrder.paste.label') })).not.toBeInTheDocument();
  const lines = shownLines(s.context);
  const list = screen.getByRole('list', { name: text('quickOrder.listLabel') });
  expect(within(list).getAllByRole('listitem')).toHaveLength(lines.length);
  // What needs the buyer first: the name to choose, then the refused line, then the good ones.
  const order = within(list)
    .getAllByRole('listitem')
    .map((item) => Number(/Línea (\d+)/.exec(item.textContent ?? '')![1]));
  expect(order).toEqual([...lines].sort((a, b) => ({ ambiguous: 0, refused: 1, ready: 2 })[a.status] - ({ ambiguous: 0, refused: 1, ready: 2 })[b.status] || a.line.row - b.line.row).map((line) => line.line.row));
  for (const line of lines) {
    const item = lineOf(line.line.row);
    if (line.status === 'refused') expect(item).toHaveTextContent(text(`quickOrder.reasons.${line.reason}`));
    if (line.status === 'ready') {
      expect(within(item).getByRole('checkbox')).toHaveProperty('checked', line.included);
      expect(item).toHaveTextContent(line.product!.name);
    }
    if (line.candidates.length > 0) expect(within(item).getAllByRole('radio')).toHaveLength(line.candidates.length);
  }
  expect(screen.getAllByRole('status')[0]).toHaveTextContent(text('quickOrder.summary.ready', { count: quickOrderAdditions(s.context).length }));
  if (s.matches({ preview: 'adding' }) || s.matches({ preview: 'added' })) {
    // The cart answers within the click, so "adding" is already answered on the page.
    expect(await screen.findByText(text('quickOrder.added', { count: quickOrderAdditions(s.context).length }), { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('quickOrder.goToCart') })).toHaveAttribute('href', '/product/checkout');
    const inCart = checkout.getSnapshot().context.items.map((item) => item.id);
    for (const addition of quickOrderAdditions(s.context)) expect(inCart).toContain(addition.product.id);
    expect(screen.queryByRole('button', { name: /Agregar .* al carrito/ })).not.toBeInTheDocument();
  } else expect(outcome).not.toBe('added');
}

describe('Pedido rápido along the machine paths', { timeout: 60_000 }, () => {
  replayPaths(model, {
    render: renderPage,
    send,
    expectScreen,
    // The cart's answer is the page's own, given within the click on "Agregar al carrito": the test's
    // cart takes the lines (its refusal, and closing the message it leaves, are the machine's tests').
    // Nothing to close offers no close button.
    walkable: (event, before) =>
      (event.type !== 'quickOrder.cartAnswered' || event.added) &&
      (event.type !== 'quickOrder.dismiss' || before.context.failure !== null || before.context.outcome === 'refused'),
    leftOut: [/adding --quickOrder\.cartAnswered--> quickOrder\.preview\.ready/, /ready --quickOrder\.dismiss--> \(self\)/],
  });
});

describe('Pedido rápido', () => {
  it('adds the good lines in one go, at their fitted quantities, with the chosen oil', async () => {
    const page = renderPage();
    await send({ type: 'quickOrder.type', text: 'FV-001 2,5 kg\n3 x aceite\ncaviar 1' }, undefined as never, page);
    await page.user.click(screen.getByRole('button', { name: text('quickOrder.paste.read') }));
    await page.calls.answer('readLines', { output: read });
    expect(page.calls.inputs('previewLines')).toEqual([read.lines]);
    await page.calls.answer('previewLines', { output: preview });
    await page.user.click(within(lineOf(2)).getByRole('radio', { name: new RegExp(oliva.name) }));
    await page.user.click(screen.getByRole('button', { name: text('quickOrder.addToCart', { count: 2 }) }));
    expect(page.checkout.getSnapshot().context.items.map((item) => [item.id, item.quantity])).toEqual([
      [palta.id, 10],
      [oliva.id, 3],
    ]);
  });

  it('reads a chosen file through the effect, and says when it was cut to the first lines', async () => {
    const page = renderPage();
    await page.user.upload(screen.getByLabelText(text('quickOrder.file.choose'), { selector: 'input' }), spreadsheet);
    expect(page.calls.inputs('readLines')).toEqual([{ kind: 'file', file: spreadsheet }]);
    await page.calls.answer('readLines', { output: { ...read, total: 5000 } });
    await page.calls.answer('previewLines', { output: preview });
    expect(await screen.findByText(text('quickOrder.cut', { kept: '3', total: '5.000' }))).toBeInTheDocument();
  });

  it('draws the first 50 lines of a long preview and the rest on request', async () => {
    const page = renderPage();
    await send({ type: 'quickOrder.type', text: 'FV-001 10' }, undefined as never, page);
    await page.user.click(screen.getByRole('button', { name: text('quickOrder.paste.read') }));
    const sixty = Array.from({ length: 60 }, (_, index) => ({ ...preview.lines[0]!, row: index + 1 }));
    await page.calls.answer('readLines', { output: { lines: sixty.map((line) => ({ row: line.row, query: 'FV-001', quantity: '10', unit: null })), total: 60 } });
    await page.calls.answer('previewLines', { output: { lines: sixty, products: preview.products } });
    const list = await screen.findByRole('list', { name: text('quickOrder.listLabel') });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    await page.user.click(screen.getByRole('button', { name: text('quickOrder.showMore', { count: 10, left: '10' }) }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(60);
    expect(screen.queryByRole('button', { name: /Mostrar/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: text('quickOrder.addToCart', { count: 60 }) })).toBeEnabled();
  });

  it('reads the box with Ctrl+Enter', async () => {
    const page = renderPage();
    await send({ type: 'quickOrder.type', text: 'FV-001 10' }, undefined as never, page);
    await page.user.keyboard('{Control>}{Enter}{/Control}');
    expect(page.calls.inputs('readLines')).toEqual([{ kind: 'text', text: 'FV-001 10' }]);
  });

  it('has no axe violations, in the box and in the preview', async () => {
    const page = renderPage();
    expect(await violations()).toEqual([]);
    await send({ type: 'quickOrder.type', text: 'FV-001 10' }, undefined as never, page);
    await page.user.click(screen.getByRole('button', { name: text('quickOrder.paste.read') }));
    await page.calls.answer('readLines', { output: read });
    await page.calls.answer('previewLines', { output: preview });
    await screen.findByRole('list', { name: text('quickOrder.listLabel') });
    expect(await violations()).toEqual([]);
  });
});
