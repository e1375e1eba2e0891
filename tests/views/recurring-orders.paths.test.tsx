import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RecurringLineInput, RecurringOrder } from '../../contract/recurring-orders';
import { formatClp } from '../../machines/rules/money';
import type { SaveRecurringOrderInput } from '../../machines/recurring-order-form.machine';
import type { RecurringOrdersInput, recurringOrdersMachine, RecurringOrdersSnapshot } from '../../machines/recurring-orders.machine';
import { i18n } from '../../src/i18n';
import { recurringSeedState } from '../../src/kernel/recurring-seed';
import { RecurringOrdersPage } from '../../src/views/recurring-orders/RecurringOrdersPage';
import { model, seed, weekly } from '../machines/models/recurring-orders.model';
import type { ModelEvent } from '../machines/support/model';
import { violations } from './axe';
import { fakeReads } from './checkout.harness';
import { fakeEffects } from './effects-fakes';
import { heldCalls, replayPaths } from './path-replay';
import { renderSignedIn } from './render-signed-in';
import { spanishFailure } from './spanish';

type User = ReturnType<typeof userEvent.setup>;
type ById = { id: number };

/** The page's gateway calls (its own and its form's), held until the path answers them. */
function heldGateway() {
  const calls = heldCalls(['fetchRecurringOrders', 'pauseRecurring', 'resumeRecurring', 'deleteRecurring', 'skipOccurrence', 'saveLines', 'save'] as const);
  return {
    ...calls,
    effects: fakeEffects({
      recurringOrders: {
        actors: {
          fetchRecurringOrders: calls.held<readonly RecurringOrder[], void>('fetchRecurringOrders'),
          pauseRecurring: calls.held<RecurringOrder, ById>('pauseRecurring'),
          resumeRecurring: calls.held<RecurringOrder, ById>('resumeRecurring'),
          deleteRecurring: calls.held<void, ById>('deleteRecurring'),
          skipOccurrence: calls.held<RecurringOrder, ById>('skipOccurrence'),
          saveLines: calls.held<RecurringOrder, ById & { lines: RecurringLineInput[] }>('saveLines'),
        },
      },
      recurringOrderForm: { actors: { save: calls.held<RecurringOrder, SaveRecurringOrderInput>('save') } },
      reads: fakeReads(),
    }),
  };
}

interface Page {
  calls: ReturnType<typeof heldGateway>;
  user: User;
}

function renderPage(input: RecurringOrdersInput = { seed: null }): Page {
  const calls = heldGateway();
  renderSignedIn([{ path: '/dashboard/pedidos-recurrentes', element: <RecurringOrdersPage /> }], {
    effects: calls.effects,
    role: 'comprador',
    state: input.seed ? recurringSeedState(input.seed) : null,
  });
  return { calls, user: userEvent.setup() };
}

const text = (key: string, options: Record<string, unknown> = {}) => i18n.t(key, { lng: 'es', ...options });

const cardOf = (name: string) => screen.getByRole('heading', { hidden: true, level: 2, name }).closest('li') as HTMLElement;
/** The card once the page is usable again: a closing dialog hides the rest of the page until it is gone. */
const cardFound = async (name: string) => (await screen.findByRole('heading', { hidden: true, level: 2, name })).closest('li') as HTMLElement;
const orderOf = (s: RecurringOrdersSnapshot, id: number) => s.context.orders.find((order) => order.id === id);
const occurrenceOwner = (s: RecurringOrdersSnapshot, occurrenceId: number) => s.context.orders.find((order) => order.upcoming?.id === occurrenceId)!.name;

/** Sends `event` as the buyer would, through the page's controls. */
async function send(event: ModelEvent<typeof recurringOrdersMachine>, before: RecurringOrdersSnapshot, { user, calls }: Page) {
  switch (event.type) {
    case 'recurringOrders.retry':
      return user.click(await screen.findByRole('button', { hidden: true, name: text('recurringOrders.retry') }));
    case 'recurringOrders.edit':
      return user.click(await within(await cardFound(orderOf(before, event.id)!.name)).findByRole('button', { hidden: true, name: text('recurringOrders.actions.edit') }));
    case 'recurringOrders.saved': {
      const dialog = await screen.findByRole('dialog', { hidden: true });
      // A new order comes with its lines but no day: Monday is chosen, as a buyer would.
      const monday = await within(dialog).findByRole('checkbox', { hidden: true, name: text('recurringOrders.weekdays.1') });
      if (!(monday as HTMLInputElement).checked) await user.click(monday);
      await user.click(await within(dialog).findByRole('button', { hidden: true, name: text('recurringOrders.form.save') }));
      return calls.answer('save', { output: event.order });
    }
    case 'recurringOrders.closeForm':
      return user.click(await within(await screen.findByRole('dialog', { hidden: true })).findByRole('button', { hidden: true, name: text('recurringOrders.form.cancel') }));
    case 'recurringOrders.pause':
      return user.click(await within(await cardFound(orderOf(before, event.id)!.name)).findByRole('button', { hidden: true, name: text('recurringOrders.actions.pause') }));
    case 'recurringOrders.resume':
      return user.click(await within(await cardFound(orderOf(before, event.id)!.name)).findByRole('button', { hidden: true, name: text('recurringOrders.actions.resume') }));
    case 'recurringOrders.delete': {
      const name = orderOf(before, event.id)!.name;
      return user.click(await within(await cardFound(name)).findByRole('button', { hidden: true, name: text('recurringOrders.actions.deleteNamed', { name }) }));
    }
    case 'recurringOrders.skip':
      return user.click(await within(await cardFound(occurrenceOwner(before, event.occurrenceId))).findByRole('button', { hidden: true, name: text('recurringOrders.upcoming.skip') }));
    case 'recurringOrders.confirm': {
      const kind = before.context.pending!.kind;
      return user.click(await within(await screen.findByRole('alertdialog', { hidden: true })).findByRole('button', { hidden: true, name: text(`recurringOrders.confirm.${kind}.action`) }));
    }
    case 'recurringOrders.cancel':
      if (before.matches({ ready: 'confirming' })) return user.click(await within(await screen.findByRole('alertdialog', { hidden: true })).findByRole('button', { hidden: true, name: text('recurringOrders.confirm.cancel') }));
      return user.click(await screen.findByRole('button', { hidden: true, name: text('recurringOrders.lines.cancel') }));
    case 'recurringOrders.editLines':
      return user.click(await within(await cardFound(occurrenceOwner(before, event.occurrenceId))).findByRole('button', { hidden: true, name: text('recurringOrders.upcoming.change') }));
    case 'recurringOrders.setQuantity': {
      const line = before.context.draft!.lines.find((entry) => entry.product_id === event.productId)!;
      const box = await screen.findByRole('textbox', { hidden: true, name: new RegExp(`^${line.name}`) });
      await user.clear(box);
      return user.type(box, String(event.quantity).replace('.', ','));
    }
    case 'recurringOrders.removeLine': {
      const line = before.context.draft!.lines.find((entry) => entry.product_id === event.productId)!;
      return user.click(await screen.findByRole('button', { hidden: true, name: text('recurringOrders.lines.removeNamed', { name: line.name }) }));
    }
    case 'recurringOrders.saveLines':
      return user.click(await screen.findByRole('button', { hidden: true, name: text('recurringOrders.lines.save') }));
    case 'recurringOrders.dismiss':
      return user.click((await screen.findAllByRole('button', { hidden: true, name: text('recurringOrders.dismiss') }))[0]!);
  }
}

/** What the buyer must see in each state of the machine. */
async function expectScreen(s: RecurringOrdersSnapshot, { calls }: Page) {
  const { orders, failure, refusal, notice, draft, pending } = s.context;
  expect(screen.getByRole('heading', { hidden: true, level: 1, name: text('recurringOrders.title') })).toBeInTheDocument();
  if (s.matches('loading') && orders.length === 0) {
    expect(screen.getByLabelText(text('recurringOrders.loading'))).toBeInTheDocument();
    return;
  }
  if (failure) {
    expect(await screen.findByText(text('recurringOrders.loadFailed'), { exact: false })).toHaveTextContent(spanishFailure(failure));
    return;
  }
  if (orders.length === 0) expect(await screen.findByRole('heading', { hidden: true, level: 2, name: text('recurringOrders.empty.title') })).toBeInTheDocument();
  for (const order of orders) {
    const card = cardOf(order.name);
    expect(card).toHaveTextContent(text(`recurringOrders.state.${order.state}`));
    expect(card).toHaveTextContent(order.payment_method);
    const editing = draft !== null && draft.occurrenceId === order.upcoming?.id;
    if (order.upcoming && !editing) {
      expect(card).toHaveTextContent(text('recurringOrders.upcoming.net', { net: formatClp(order.upcoming.net) }));
      for (const line of order.upcoming.left_out) expect(card).toHaveTextContent(line.reason);
    }
    if (editing) {
      for (const line of draft.lines) expect(within(card).getByRole('textbox', { hidden: true, name: new RegExp(`^${line.name}`) })).toBeInTheDocument();
      expect(within(card).queryAllByRole('textbox', { hidden: true })).toHaveLength(draft.lines.length);
      const saving = s.matches({ ready: 'savingLines' });
      expect(within(card).getByRole('button', { hidden: true, name: text(saving ? 'recurringOrders.lines.saving' : 'recurringOrders.lines.save') })).toHaveProperty('disabled', saving);
    }
    if (order.last?.state === 'placed') expect(within(card).getByRole('link', { hidden: true, name: order.last.order_name! })).toHaveAttribute('href', `/dashboard/three?pedido=${order.last.order_id}`);
    if (order.last?.state === 'placed' && order.last.left_out.length > 0) {
      expect(card).toHaveTextContent(text('recurringOrders.last.leftOut'));
      for (const line of order.last.left_out) expect(card).toHaveTextContent(`${line.name}: ${line.reason}`);
    }
  }
  if (s.matches({ ready: 'savingLines' })) expect(calls.inputs('saveLines').at(-1)).toEqual({ id: draft!.occurrenceId, lines: draft!.lines.map((line) => ({ product_id: line.product_id, quantity: line.quantity })) });
  if (s.matches({ ready: 'editing' })) expect(await screen.findByRole('dialog', { hidden: true })).toHaveTextContent(text(s.context.editingId === null ? 'recurringOrders.form.newTitle' : 'recurringOrders.form.editTitle'));
  else expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
  if (pending) {
    const dialog = await screen.findByRole('alertdialog', { hidden: true });
    expect(dialog).toHaveTextContent(text(`recurringOrders.confirm.${pending.kind}.body`));
  } else expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument();
  if (notice) expect(await screen.findByText(text(`recurringOrders.notices.${notice}`))).toBeInTheDocument();
  if (refusal && !draft) expect(await screen.findByText(text('recurringOrders.refused'), { exact: false })).toHaveTextContent(spanishFailure(refusal));
  if (refusal && draft) expect(await screen.findByText(refusal.fields ? text('auth.form.checkFields') : spanishFailure(refusal), { exact: false })).toBeInTheDocument();
}

/** Whether the page offers a control for `event` in `before`: an order, a date or a line it shows. */
function walkable(event: ModelEvent<typeof recurringOrdersMachine>, before: RecurringOrdersSnapshot): boolean {
  const { orders, draft, notice, refusal } = before.context;
  switch (event.type) {
    case 'recurringOrders.edit':
    case 'recurringOrders.delete':
      return orders.some((order) => order.id === event.id);
    case 'recurringOrders.pause':
      return orders.some((order) => order.id === event.id && order.state === 'active');
    case 'recurringOrders.resume':
      return orders.some((order) => order.id === event.id && order.state === 'paused');
    case 'recurringOrders.skip':
    case 'recurringOrders.editLines':
      return draft === null && orders.some((order) => order.upcoming?.id === event.occurrenceId && order.upcoming.state === 'scheduled');
    case 'recurringOrders.setQuantity':
      return draft?.lines.some((line) => line.product_id === event.productId) ?? false;
    case 'recurringOrders.removeLine':
      return (draft?.lines.length ?? 0) > 1 && (draft?.lines.some((line) => line.product_id === event.productId) ?? false);
    case 'recurringOrders.dismiss':
      return notice !== null || (refusal !== null && draft === null);
    default:
      return true;
  }
}

describe('Pedidos recurrentes along the machine paths', { timeout: 120_000 }, () => {
  replayPaths(model, { render: renderPage, send, expectScreen, walkable });
});

describe('Pedidos recurrentes', () => {
  it('opens the form with the lines the cart sent, and sends the days, the method and the quantities chosen', async () => {
    const page = renderPage({ seed });
    await page.calls.answer('fetchRecurringOrders', { output: [] });
    const dialog = await screen.findByRole('dialog', { hidden: true });
    await page.user.click(within(dialog).getByRole('checkbox', { hidden: true, name: text('recurringOrders.weekdays.4') }));
    await page.user.click(within(dialog).getByRole('radio', { hidden: true, name: text('recurringOrders.frequency.biweekly') }));
    const palta = within(dialog).getByRole('textbox', { hidden: true, name: /^Palta Hass/ });
    await page.user.clear(palta);
    await page.user.type(palta, '3,5');
    await page.user.click(within(dialog).getByRole('button', { hidden: true, name: text('recurringOrders.form.save') }));
    expect(page.calls.inputs('save').at(-1)).toEqual({
      id: null,
      draft: {
        name: text('recurringOrders.form.defaultName'),
        weekdays: [4],
        frequency: 'biweekly',
        retiro_en_tienda: false,
        payment_method_id: 1012,
        lines: [
          { product_id: 1, quantity: 2 },
          { product_id: 2, quantity: 3.5 },
        ],
      },
    });
  });

  it('refuses to send a form without a delivery day, saying so beside the days', async () => {
    const page = renderPage({ seed });
    await page.calls.answer('fetchRecurringOrders', { output: [] });
    const dialog = await screen.findByRole('dialog', { hidden: true });
    await page.user.click(within(dialog).getByRole('button', { hidden: true, name: text('recurringOrders.form.save') }));
    expect(await within(dialog).findByText('Elige al menos un día de entrega.')).toBeInTheDocument();
    expect(page.calls.inputs('save')).toEqual([]);
  });

  it('has no axe violations with its orders shown, nor with the form open', async () => {
    const page = renderPage();
    await page.calls.answer('fetchRecurringOrders', { output: [weekly] });
    await screen.findByRole('heading', { hidden: true, level: 2, name: weekly.name });
    expect(await violations()).toEqual([]);
    await page.user.click(screen.getByRole('button', { hidden: true, name: text('recurringOrders.actions.edit') }));
    await screen.findByRole('dialog', { hidden: true });
    expect(await violations()).toEqual([]);
  });
});
