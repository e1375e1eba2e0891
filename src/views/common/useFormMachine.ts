import { useSelector } from '@xstate/react';
import { useEffect, useEffectEvent } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { FormInput, FormMachine } from '../../../machines/form';
import type { MachineEffects } from '../../kernel/effects';
import { usePageMachine } from './usePageMachine';

/**
 * A form's machine (machines/form.ts) with its effects, one per opening, run like a page's
 * (`usePageMachine`, no retry: a form writes): whether it is sending, the gateway's refusal, and the
 * answer handed to `onSaved` (then `onClose`, for a dialog).
 */
export function useFormMachine<Draft, Saved>(
  machine: FormMachine<Draft, Saved>,
  effects: MachineEffects<FormMachine<Draft, Saved>>,
  input: FormInput,
  done: { onSaved: (saved: Saved) => void; onClose: () => void },
) {
  const actor = usePageMachine(machine, effects, { input });
  type Snapshot = SnapshotFrom<FormMachine<Draft, Saved>>;
  const busy = useSelector(actor, (s: Snapshot) => s.hasTag('busy'));
  const failure = useSelector(actor, (s: Snapshot) => s.context.failure);
  const saved = useSelector(actor, (s: Snapshot) => s.context.saved);
  const announce = useEffectEvent((record: Saved) => {
    done.onSaved(record);
    done.onClose();
  });
  useEffect(() => {
    if (saved !== null) announce(saved);
  }, [saved]);
  return { actor, busy, failure };
}
