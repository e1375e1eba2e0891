import { expect } from 'vitest';
import { resourceMachine, type ResourceSnapshot } from '../../../machines/resource.machine';
import { machineModel } from '../support/model';

const machine = resourceMachine.provide({ actions: { logError: () => {} } });

export const unavailable = { code: 'product_unavailable', message: 'No pudimos cargar el producto. Inténtalo de nuevo.' };
const notFound = { status: 404, code: 'not_found', message: 'No encontramos ese pedido.' };

export const model = machineModel({
  name: 'resource',
  machine,
  inputs: [{ request: 7, unavailable, logText: 'Error loading producto' }],
  events: [
    { type: 'resource.retry' },
    { type: 'resource.reload' },
    { type: 'resource.request', request: 8 },
    { type: 'xstate.done.actor.fetchResource', output: { id: 7 } },
    { type: 'xstate.error.actor.fetchResource', error: notFound },
    { type: 'xstate.error.actor.fetchResource', error: new TypeError('Failed to fetch') },
  ],
  abstractContext: (context) => [context.request, context.data === null, context.failure?.code ?? null],
  invariants: (snapshot, step) => {
    const s = snapshot as ResourceSnapshot;
    expect(s.hasTag('error')).toBe(s.context.failure !== null);
    if (s.matches('ready')) expect(s.context.data).not.toBeNull();
    const error = (step.event as { error?: unknown }).error;
    if (s.matches('failed') && error === notFound) expect(s.context.failure).toEqual({ code: 'not_found', message: notFound.message });
    if (s.matches('failed') && error instanceof TypeError) expect(s.context.failure).toEqual(unavailable);
  },
});
