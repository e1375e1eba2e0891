import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect } from 'vitest';
import type { InvoicePaymentRow } from '../../contract/invoice-payment';
import type { invoicePaymentMachine, InvoicePaymentSnapshot } from '../../machines/invoice-payment.machine';
import { InvoicePaymentPage } from '../../src/views/invoice-payment/InvoicePaymentPage';
import { i18n } from '../../src/i18n';
import { model } from '../machines/models/invoice-payment.model';
import type { ModelEvent } from '../machines/support/model';
import { fakeEffects, WithEffects } from './effects-fakes';
import { heldCalls, replayPaths } from './path-replay';
import { spanishFailure } from './spanish';

type User = ReturnType<typeof userEvent.setup>;

/** The page's gateway call, held until the path answers it. */
function heldGateway() {
  const calls = heldCalls(['fetchInvoicePayment'] as const);
  return {
    ...calls,
    effects: fakeEffects({ invoicePayment: { actors: { fetchInvoicePayment: calls.held<readonly InvoicePaymentRow[], void>('fetchInvoicePayment') } } }),
  };
}

function renderPage() {
  const gateway = heldGateway();
  render(
    <FluentProvider theme={webLightTheme}>
      <WithEffects effects={gateway.effects}>
        <InvoicePaymentPage />
      </WithEffects>
    </FluentProvider>,
  );
  return gateway;
}

const text = (key: string) => i18n.t(key, { lng: 'es' });

/** Sends `event` as the buyer would, through the page's controls. */
async function send(event: ModelEvent<typeof invoicePaymentMachine>, _before: InvoicePaymentSnapshot, { user }: { user: User }) {
  switch (event.type) {
    case 'invoicePayment.retry':
      return user.click(screen.getByRole('button', { name: text('invoicePayment.retry') }));
  }
}

/** What the buyer must see in each state of the machine. */
async function expectScreen(s: InvoicePaymentSnapshot) {
  const { rows, failure } = s.context;
  expect(screen.getByRole('heading', { level: 1, name: text('invoicePayment.title') })).toBeInTheDocument();
  if (s.matches('loading') && rows.length === 0) {
    expect(screen.getByLabelText(text('invoicePayment.loading'))).toBeInTheDocument();
    return;
  }
  if (failure) {
    expect(await screen.findByText(text('invoicePayment.loadFailed'), { exact: false })).toHaveTextContent(spanishFailure(failure));
    return;
  }
  if (rows.length === 0) {
    expect(await screen.findByRole('heading', { level: 2, name: text('invoicePayment.empty') })).toBeInTheDocument();
    return;
  }
  // new:screen: what each row shows, once the columns are chosen.
  for (const row of rows) expect(await screen.findByText(row.name)).toBeInTheDocument();
}

describe('invoice-payment page along the machine paths', { timeout: 60_000 }, () => {
  replayPaths(model, { render: () => ({ calls: renderPage(), user: userEvent.setup() }), send, expectScreen });
});
