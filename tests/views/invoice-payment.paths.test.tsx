import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InvoicePaymentStarted, InvoicePaymentStatus } from '../../contract/invoice-payment';
import type { InvoiceChoice, InvoicePaymentInput, invoicePaymentMachine, InvoicePaymentSnapshot } from '../../machines/invoice-payment.machine';
import { formatClp } from '../../machines/rules/money';
import { i18n } from '../../src/i18n';
import { paths } from '../../src/kernel/paths';
import { invoicePaymentInputOf, invoicePaymentLink } from '../../src/kernel/invoice-payment-link';
import { InvoicePaymentPage } from '../../src/views/invoice-payment/InvoicePaymentPage';
import { choice, model, paymentId } from '../machines/models/invoice-payment.model';
import type { ModelEvent } from '../machines/support/model';
import { violations } from './axe';
import { fakeEffects } from './effects-fakes';
import { heldCalls, replayPaths } from './path-replay';
import { renderSignedIn } from './render-signed-in';
import { spanishFailure } from './spanish';

type User = ReturnType<typeof userEvent.setup>;

/** The page's gateway calls, held until the path answers them; the provider's page is only recorded. */
function heldGateway() {
  const calls = heldCalls(['loadChoice', 'startPayment', 'fetchStatus', 'downloadReceipt'] as const);
  const redirects: string[] = [];
  return {
    calls,
    redirects,
    effects: fakeEffects({
      invoicePayment: {
        actors: {
          loadChoice: calls.held<InvoiceChoice, readonly number[]>('loadChoice'),
          startPayment: calls.held<InvoicePaymentStarted, { invoiceIds: readonly number[]; methodId: number }>('startPayment'),
          fetchStatus: calls.held<InvoicePaymentStatus, string>('fetchStatus'),
          downloadReceipt: calls.held<void, string>('downloadReceipt'),
        },
        actions: { redirectToProvider: (_, { url }) => void redirects.push(url) },
      },
    }),
  };
}

interface Page {
  calls: ReturnType<typeof heldGateway>['calls'];
  redirects: string[];
  user: User;
}

const addressOf = (input: InvoicePaymentInput) =>
  input.paymentId ? `${paths.invoicePayment}?pago=${input.paymentId}` : input.invoiceIds.length ? invoicePaymentLink(input.invoiceIds) : paths.invoicePayment;

function renderPage(input: InvoicePaymentInput): Page {
  const gateway = heldGateway();
  renderSignedIn([{ path: paths.invoicePayment, element: <InvoicePaymentPage /> }], { effects: gateway.effects, role: 'finanzas', path: addressOf(input) });
  return { calls: gateway.calls, redirects: gateway.redirects, user: userEvent.setup() };
}

const text = (key: string, options: Record<string, unknown> = {}) => i18n.t(key, { lng: 'es', ...options });
/** A method's radio label: a saved card's name, or the card typed on the provider's page. */
const methodName = (id: number | null) => {
  const method = choice.methods.find((offered) => offered.id === id);
  return method?.code === 'card' ? text('invoicePayment.typedCard') : (method?.name ?? '');
};
const button = (name: string | RegExp) => screen.getByRole('button', { name, hidden: true });

/** Sends `event` as the accountant would, through the page's controls. */
async function send(event: ModelEvent<typeof invoicePaymentMachine>, _before: InvoicePaymentSnapshot, { user }: Page) {
  switch (event.type) {
    case 'invoicePayment.retry':
      return user.click(button(text('invoicePayment.retry')));
    case 'invoicePayment.method': {
      return user.click(screen.getByRole('radio', { name: methodName(event.id), hidden: true }));
    }
    case 'invoicePayment.pay':
      return user.click(button(/^Pagar \$/));
    case 'invoicePayment.check':
      return user.click(button(text('invoicePayment.pending.check')));
    case 'invoicePayment.payAgain':
      return user.click(button(text('invoicePayment.rejected.again')));
    case 'invoicePayment.receipt':
      return user.click(button(text('invoicePayment.approved.receipt')));
  }
  throw new Error(`no control sends ${event.type}`);
}

/** What the accountant must see in each state of the machine. */
async function expectScreen(s: InvoicePaymentSnapshot, { redirects }: Page) {
  const { choice: shown, status, failure } = s.context;
  if (s.matches('approved') || s.matches('rejected') || s.matches('pending') || s.matches('downloadingReceipt')) {
    const title = { approved: 'approved', downloadingReceipt: 'approved', rejected: 'rejected', pending: 'pending' }[s.value as string]!;
    expect(await screen.findByRole('heading', { level: 1, name: text(`invoicePayment.${title}.title`) })).toBeInTheDocument();
    for (const invoice of status!.invoices) expect(screen.getByText(invoice.name)).toBeInTheDocument();
    if (status!.reason) expect(screen.getByText(status!.reason)).toBeInTheDocument();
    if (s.matches('downloadingReceipt')) expect(screen.getByText(text('invoicePayment.approved.preparing'))).toBeInTheDocument();
    if (failure) expect(screen.getByRole('alert', { hidden: true })).toHaveTextContent(spanishFailure(failure));
    return;
  }
  expect(screen.getByRole('heading', { level: 1, name: text('invoicePayment.title') })).toBeInTheDocument();
  if (s.matches('loading')) expect(screen.getByText(text('invoicePayment.loading'))).toBeInTheDocument();
  if (s.matches('checking')) expect(screen.getByText(text('invoicePayment.checking'))).toBeInTheDocument();
  if (s.matches('redirecting')) {
    expect(screen.getByText(text('invoicePayment.redirecting'))).toBeInTheDocument();
    expect(redirects.at(-1)).toMatch(/^https:\/\//);
  }
  if (s.matches('failed')) expect(screen.getByText(text('invoicePayment.loadFailed'), { exact: false })).toHaveTextContent(spanishFailure(failure!));
  if (s.matches('checkFailed')) expect(screen.getByText(text('invoicePayment.checkFailed'), { exact: false })).toHaveTextContent(spanishFailure(failure!));
  if (s.matches('nothingToPay')) {
    expect(screen.getByRole('heading', { level: 2, name: text('invoicePayment.nothing.title') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('payment.links.invoices'), hidden: true })).toHaveAttribute('href', paths.invoices);
  }
  if (s.matches('choosing') || s.matches('paying')) {
    const list = screen.getByRole('list', { name: text('invoicePayment.chosen'), hidden: true });
    expect(within(list).getAllByRole('listitem', { hidden: true }).map((item) => item.textContent)).toEqual(
      shown!.invoices.map((invoice) => expect.stringContaining(invoice.name) as unknown as string),
    );
    const total = shown!.invoices.reduce((sum, invoice) => sum + invoice.total_due, 0);
    expect(button(text('invoicePayment.pay', { total: formatClp(total) }))).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: methodName(s.context.methodId), hidden: true })).toBeChecked();
    expect(screen.getByRole('radio', { name: text('invoicePayment.expired', { name: 'Mastercard •••• 5454' }), hidden: true })).toBeDisabled();
    if (shown!.unavailable.length) expect(screen.getByText(text('invoicePayment.leftOut', { names: shown!.unavailable.join(', ') }))).toBeInTheDocument();
    if (s.matches('paying')) expect(screen.getByText(text('invoicePayment.paying'))).toBeInTheDocument();
    if (failure) expect(screen.getByRole('alert', { hidden: true })).toHaveTextContent(spanishFailure(failure));
  }
}

describe('the invoice payment page along the machine paths', { timeout: 60_000 }, () => {
  replayPaths(model, {
    render: renderPage,
    send,
    expectScreen,
    // The pending page asks again on its own after a few seconds: the machine's paths take that timer.
    walkable: (event) => !event.type.startsWith('xstate.after.'),
    leftOut: [/xstate\.after/],
  });
});

describe('the invoice payment page', () => {
  it('reads the chosen invoices or the payment from its address, keeping only well-formed ids', () => {
    expect(invoicePaymentInputOf(new URLSearchParams('facturas=12,abc,12,0,15'))).toEqual({ invoiceIds: [12, 15], paymentId: null });
    expect(invoicePaymentInputOf(new URLSearchParams(`pago=${paymentId}&facturas=3`))).toEqual({ invoiceIds: [], paymentId });
    expect(invoicePaymentInputOf(new URLSearchParams('pago=../../x'))).toEqual({ invoiceIds: [], paymentId: null });
  });

  it('sends the chosen invoices and card, and has no axe violation while choosing', async () => {
    const page = renderPage({ invoiceIds: [11, 12, 9], paymentId: null });
    await page.calls.answer('loadChoice', { output: choice });
    expect(page.calls.inputs('loadChoice')).toEqual([[11, 12, 9]]);
    expect(await violations()).toEqual([]);
    await page.user.click(screen.getByRole('radio', { name: text('invoicePayment.typedCard'), hidden: true }));
    await page.user.click(button(/^Pagar \$/));
    expect(page.calls.inputs('startPayment')).toEqual([{ invoiceIds: [11, 12], methodId: 1 }]);
  });

  it('is paid with the keyboard alone: the arrows choose the card, Enter pays', async () => {
    const page = renderPage({ invoiceIds: [11, 12], paymentId: null });
    await page.calls.answer('loadChoice', { output: choice });
    const primary = screen.getByRole('radio', { name: 'Visa •••• 4242', hidden: true });
    primary.focus();
    // Up from the primary card reaches the card typed on the provider's page; the expired one is skipped.
    await page.user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: text('invoicePayment.typedCard'), hidden: true })).toHaveFocus();
    await page.user.tab();
    expect(button(/^Pagar \$/)).toHaveFocus();
    await page.user.keyboard('{Enter}');
    expect(page.calls.inputs('startPayment')).toEqual([{ invoiceIds: [11, 12], methodId: 1 }]);
  });
});
