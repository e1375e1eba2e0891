import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { FormContext, FormMachine } from '../../../machines/form';
import type { MachineModel, PathStep } from './model';

/** A refusal of the form with a message beside one field. */
export const refusedAt = (field: string, message: string) => ({
  status: 400,
  code: 'invalid_request',
  message: 'Revisa los datos enviados.',
  fields: { [field]: [message] },
});
const offline = new TypeError('Failed to fetch');

/**
 * The model of one form built on machines/form.ts: submitted, refused beside a field (and
 * that message gone once the field changes), offline, saved. Each form's model names its draft,
 * the record it opens on, the saved answer and the refused field.
 */
export function formModel<Draft, Saved>(options: {
  name: string;
  machine: FormMachine<Draft, Saved>;
  recordIds: readonly (number | null)[];
  draft: Draft;
  saved: Saved;
  /** The gateway's refusal: beside a field (`refusedAt`), or of the whole record (a 404), which no edit can fix. */
  refusal: { status: number; code: string; message: string; fields?: Record<string, string[]> };
}): MachineModel<FormMachine<Draft, Saved>> {
  // A whole-record refusal has no field: any change still clears nothing and keeps the refusal.
  const field = Object.keys(options.refusal.fields ?? {})[0] ?? 'record';
  return {
    name: options.name,
    machine: options.machine,
    inputs: options.recordIds.map((recordId) => ({ recordId })),
    events: [
      { type: 'form.submit', draft: options.draft },
      { type: 'form.change', field },
      { type: 'xstate.done.actor.save', output: options.saved },
      { type: 'xstate.error.actor.save', error: options.refusal },
      { type: 'xstate.error.actor.save', error: offline },
    ] as never[],
    abstractContext: (context) => [context.failure?.code ?? null, Object.keys(context.failure?.fields ?? {}), context.saved !== null],
    invariants: (snapshot: AnyMachineSnapshot, step: PathStep) => {
      const context = snapshot.context as FormContext<Saved>;
      expect(snapshot.hasTag('error')).toBe(context.failure !== null);
      expect(snapshot.hasTag('busy')).toBe(snapshot.matches('saving'));
      // The record edited is the one the form opened on, and never changes.
      expect(options.recordIds).toContain(context.recordId);
      if (step.previous) expect(context.recordId).toBe((step.previous.context as FormContext<Saved>).recordId);
      if (snapshot.matches('done')) {
        expect(snapshot.status).toBe('done');
        expect(context.saved).toBe(options.saved);
      } else {
        expect(context.saved).toBeNull();
      }
      const error = (step.event as { error?: unknown }).error;
      if (error === options.refusal) {
        const { code, message, fields } = options.refusal;
        expect(context.failure).toEqual({ code, message, ...(fields ? { fields } : {}) });
      }
      if (error === offline) expect(context.failure).toEqual({ code: 'unknown' });
      if (step.event.type === 'form.change' && snapshot.matches('failed')) expect(context.failure?.fields?.[field]).toBeUndefined();
    },
  };
}
