import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { RecurringOrder } from '../../contract/recurring-orders';
import type { recurringOrderFormMachine, RecurringOrderFormSnapshot, SaveRecurringOrderInput } from '../../machines/recurring-order-form.machine';
import { i18n } from '../../src/i18n';
import { RecurringOrderDialog } from '../../src/views/recurring-orders/RecurringOrderDialog';
import { model } from '../machines/models/recurring-order-form.model';
import { weekly } from '../machines/models/recurring-orders.model';
import type { ModelEvent } from '../machines/support/model';
import { violations } from './axe';
import { fakeReads, paymentMethods } from './checkout.harness';
import { fakeEffects } from './effects-fakes';
import { heldCalls, replayPaths } from './path-replay';
import { renderSignedIn } from './render-signed-in';
import { spanishFailure } from './spanish';

const text = (key: string) => i18n.t(key, { lng: 'es' });

function renderForm() {
  const calls = heldCalls(['save'] as const);
  const saved: RecurringOrder[] = [];
  const effects = fakeEffects({ recurringOrderForm: { actors: { save: calls.held<RecurringOrder, SaveRecurringOrderInput>('save') } }, reads: fakeReads() });
  function Harness() {
    const [open, setOpen] = useState(true);
    return <RecurringOrderDialog open={open} order={weekly} seed={null} onClose={() => setOpen(false)} onSaved={(order) => saved.push(order)} />;
  }
  renderSignedIn([{ path: '/dashboard/pedidos-recurrentes', element: <Harness /> }], { effects, role: 'comprador' });
  return { calls, saved, user: userEvent.setup() };
}
type Form = ReturnType<typeof renderForm>;

async function send(event: ModelEvent<typeof recurringOrderFormMachine>, _before: RecurringOrderFormSnapshot, { user }: Form) {
  const dialog = await screen.findByRole('dialog', { hidden: true });
  if (event.type === 'form.submit') return user.click(within(dialog).getByRole('button', { name: text('recurringOrders.form.save'), hidden: true }));
  if (event.type === 'form.change') {
    // The refused field is the payment method: the buyer picks the credit line instead.
    const select = within(dialog).getByRole('combobox', { name: new RegExp(text('recurringOrders.form.payment')), hidden: true });
    const other = paymentMethods.find((method) => method.code === 'credit')!;
    return user.selectOptions(select, `${(select as HTMLSelectElement).value === `${other.id}` ? 1012 : other.id}`);
  }
}

async function expectScreen(s: RecurringOrderFormSnapshot, { calls, saved }: Form) {
  if (s.matches('done')) {
    expect(saved).toEqual([s.context.saved]);
    await expect.poll(() => screen.queryByRole('dialog', { hidden: true })).toBeNull();
    return;
  }
  const dialog = await screen.findByRole('dialog', { hidden: true });
  expect(dialog).toHaveTextContent(text('recurringOrders.form.editTitle'));
  const submit = within(dialog).getByRole('button', { name: text(s.matches('saving') ? 'recurringOrders.form.saving' : 'recurringOrders.form.save'), hidden: true });
  expect(submit).toHaveProperty('disabled', s.matches('saving'));
  if (s.matches('saving')) {
    expect(calls.inputs('save').at(-1)).toMatchObject({ id: weekly.id, draft: { name: weekly.name, weekdays: weekly.weekdays, frequency: weekly.frequency } });
  }
  const message = s.context.failure?.fields?.payment_method_id?.[0];
  if (message) expect(within(dialog).getByText(message)).toBeInTheDocument();
  else if (s.context.failure) expect(dialog).toHaveTextContent(spanishFailure(s.context.failure));
  expect(saved).toEqual([]);
}

describe("a recurring order's form along its machine's paths", { timeout: 60_000 }, () => {
  replayPaths(model, { render: renderForm, send, expectScreen });

  it('has no axe violations once refused beside the payment method', async () => {
    const form = renderForm();
    await send({ type: 'form.submit', draft: undefined as never }, undefined as never, form);
    await form.calls.answer('save', { error: { status: 422, code: 'payment_method_unattended', message: 'x', fields: { payment_method_id: ['Elige el crédito de la empresa o una tarjeta guardada.'] } } });
    await screen.findByText('Elige el crédito de la empresa o una tarjeta guardada.');
    expect(await violations()).toEqual([]);
  });
});
