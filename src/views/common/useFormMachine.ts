import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { FormEffects, FormInput, FormMachine } from '../../../machines/form';

/**
 * A form's machine (machines/form.ts) with its effects, one per opening: whether it is sending, the
 * gateway's refusal, and the answer handed to `onSaved` (then `onClose`, for a dialog).
 */
export function useFormMachine<Draft, Saved>(
  machine: FormMachine<Draft, Saved>,
  effects: FormEffects<Draft, Saved>,
  input: FormInput,
  done: { onSaved: (saved: Saved) => void; onClose: () => void },
) {
  const [logic] = useState(() => machine.provide(effects));
  const actor = useActorRef(logic, { input });
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
