import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect } from 'vitest';
import type { AccountStatementRow } from '../../contract/account-statement';
import type { accountStatementMachine, AccountStatementSnapshot } from '../../machines/account-statement.machine';
import { AccountStatementPage } from '../../src/views/account-statement/AccountStatementPage';
import { i18n } from '../../src/i18n';
import { model } from '../machines/models/account-statement.model';
import type { ModelEvent } from '../machines/support/model';
import { fakeEffects, WithEffects } from './effects-fakes';
import { heldCalls, replayPaths } from './path-replay';
import { spanishFailure } from './spanish';

type User = ReturnType<typeof userEvent.setup>;

/** The page's gateway call, held until the path answers it. */
function heldGateway() {
  const calls = heldCalls(['fetchAccountStatement'] as const);
  return {
    ...calls,
    effects: fakeEffects({ accountStatement: { actors: { fetchAccountStatement: calls.held<readonly AccountStatementRow[], void>('fetchAccountStatement') } } }),
  };
}

function renderPage() {
  const gateway = heldGateway();
  render(
    <FluentProvider theme={webLightTheme}>
      <WithEffects effects={gateway.effects}>
        <AccountStatementPage />
      </WithEffects>
    </FluentProvider>,
  );
  return gateway;
}

const text = (key: string) => i18n.t(key, { lng: 'es' });

/** Sends `event` as the buyer would, through the page's controls. */
async function send(event: ModelEvent<typeof accountStatementMachine>, _before: AccountStatementSnapshot, { user }: { user: User }) {
  switch (event.type) {
    case 'accountStatement.retry':
      return user.click(screen.getByRole('button', { name: text('accountStatement.retry') }));
  }
}

/** What the buyer must see in each state of the machine. */
async function expectScreen(s: AccountStatementSnapshot) {
  const { rows, failure } = s.context;
  expect(screen.getByRole('heading', { level: 1, name: text('accountStatement.title') })).toBeInTheDocument();
  if (s.matches('loading') && rows.length === 0) {
    expect(screen.getByLabelText(text('accountStatement.loading'))).toBeInTheDocument();
    return;
  }
  if (failure) {
    expect(await screen.findByText(text('accountStatement.loadFailed'), { exact: false })).toHaveTextContent(spanishFailure(failure));
    return;
  }
  if (rows.length === 0) {
    expect(await screen.findByRole('heading', { level: 2, name: text('accountStatement.empty') })).toBeInTheDocument();
    return;
  }
  // new:screen: what each row shows, once the columns are chosen.
  for (const row of rows) expect(await screen.findByText(row.name)).toBeInTheDocument();
}

describe('account-statement page along the machine paths', { timeout: 60_000 }, () => {
  replayPaths(model, { render: () => ({ calls: renderPage(), user: userEvent.setup() }), send, expectScreen });
});
