import { useActorRef } from '@xstate/react';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import type { AnyStateMachine, EventFromLogic, InputFrom } from 'xstate';
import { useRetryOnReconnect } from './useRetryOnReconnect';

/** What `provide` takes (a machine's `MachineEffects`), seen from here: page actions go in `actions`. */
interface ProvidedEffects {
  actions?: Record<string, unknown>;
}

/** A machine provided with `Effects` answers a machine of its own type, as every `setup().createMachine()` does. */
interface ProvidedWith<Effects, Machine> {
  provide: (effects: Effects) => Machine;
}

type Actions<Effects extends ProvidedEffects> = NonNullable<Effects['actions']>;

export interface PageMachineOptions<Machine extends AnyStateMachine, Effects extends ProvidedEffects> {
  /** The machine's input, read once when it starts. */
  input?: InputFrom<Machine>;
  /**
   * Actions only the page can carry out (tell the session, go to another page), over the effects' own:
   * plain functions, each call reaching the latest render's (a built-in action belongs in the machine).
   */
  actions?: Actions<Effects>;
  /** Sent when the connection comes back: a read's retry only, never one that pays or writes. */
  retryOn?: EventFromLogic<Machine>;
}

/**
 * A page's machine: provided with `effects` (from `useEffects()`) once per effects object, with the page's
 * own `actions` merged in, started with `input`, sent `retryOn` when the connection comes back, and
 * stopped with the page. Answers the machine's typed actor.
 */
export function usePageMachine<Effects extends ProvidedEffects, Machine extends ProvidedWith<Effects, Machine> & AnyStateMachine>(
  machine: Machine,
  effects: Effects,
  { input, actions, retryOn }: PageMachineOptions<Machine, Effects> = {},
) {
  // Provided once per effects object however often the page renders: the page's actions are closures of
  // one render, so the machine gets stand-ins that call the latest render's.
  const latest = useRef<Record<string, unknown> | undefined>(actions);
  useLayoutEffect(() => {
    latest.current = actions;
  });
  const callLatest = useCallback((name: string, args: unknown[]) => {
    const action = latest.current?.[name];
    if (typeof action === 'function') action(...args);
  }, []);
  const names = Object.keys(actions ?? {}).join(' ');
  const logic = useMemo(() => {
    if (names === '') return machine.provide(effects);
    const pageActions = Object.fromEntries(names.split(' ').map((name) => [name, (...args: unknown[]) => callLatest(name, args)]));
    return machine.provide({ ...effects, actions: { ...effects.actions, ...pageActions } });
  }, [machine, effects, names, callLatest]);
  const actor = useActorRef(logic, { input });
  useRetryOnReconnect(actor, retryOn);
  return actor;
}
