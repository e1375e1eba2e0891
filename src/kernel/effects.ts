import { createContext, use, useContext } from 'react';
import type { Effects } from '../actors';

export type { Effects, MachineEffects, Reads } from '../actors';

/** The effects, or a promise of them while their chunk loads (the app's case; a test hands them over at once). */
export type EffectsSource = Effects | PromiseLike<Effects>;

/**
 * The one way a page gets its effects: the app provides the gateway's (src/app/App.tsx), a test provides
 * fakes the same way, and a page runs its machine on what `useEffects()` answers (`usePageMachine`).
 */
export const EffectsContext = createContext<EffectsSource | null>(null);

const isPromise = (source: EffectsSource): source is PromiseLike<Effects> => 'then' in source;

/** The effects; suspends the first time, while their chunk arrives (the route table starts it with the page's). */
export function useEffects(): Effects {
  const source = useContext(EffectsContext);
  if (source === null) throw new Error('useEffects() outside an EffectsContext');
  return isPromise(source) ? use(source) : source;
}
