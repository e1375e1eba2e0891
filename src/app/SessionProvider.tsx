import { useMemo, type ReactNode } from 'react';
import { sessionMachine } from '../../machines/session.machine';
import { sessionImplementations } from '../actors/session.actors';
import { readStoredToken } from '../actors/session-storage';
import { api } from './api';
import { SessionContext } from './session-context';

export function SessionProvider({ children }: { children: ReactNode }) {
  const logic = useMemo(() => sessionMachine.provide(sessionImplementations(api)), []);
  return (
    <SessionContext.Provider logic={logic} options={{ input: { token: readStoredToken(), now: Date.now } }}>
      {children}
    </SessionContext.Provider>
  );
}
