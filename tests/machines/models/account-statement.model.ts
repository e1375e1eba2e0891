import { expect } from 'vitest';
import type { AccountStatementRow } from '../../../contract/account-statement';
import { accountStatementMachine, type AccountStatementSnapshot } from '../../../machines/account-statement.machine';
import { machineModel } from '../support/model';

// new:screen: rows as the gateway answers them, with the fields the page shows.
export const rows: readonly AccountStatementRow[] = [
  { id: 1, name: 'Primera fila' },
  { id: 2, name: 'Segunda fila' },
];

export const forbidden = { status: 403, code: 'forbidden', message: 'Tu rol no permite ver esta lista.' };
export const offline = new TypeError('Failed to fetch');

export const model = machineModel({
  name: 'accountStatement',
  machine: accountStatementMachine,
  inputs: [undefined],
  events: [
    { type: 'accountStatement.retry' },
    { type: 'xstate.done.actor.fetchAccountStatement', output: rows },
    { type: 'xstate.done.actor.fetchAccountStatement', output: [] },
    { type: 'xstate.error.actor.fetchAccountStatement', error: forbidden },
    { type: 'xstate.error.actor.fetchAccountStatement', error: offline },
  ],
  abstractContext: (context) => [context.rows.length, context.failure?.code ?? null],
  invariants: (snapshot) => {
    const s = snapshot as AccountStatementSnapshot;
    expect(s.context.failure !== null).toBe(s.matches('failed'));
    expect(s.hasTag('error')).toBe(s.matches('failed'));
    expect(s.hasTag('busy')).toBe(s.matches('loading'));
  },
});
