import type { ReactNode } from 'react';
import type { Role } from '../../contract/vocabulary';
import { SessionContext } from '../../src/kernel/session-context';
import { daniela, sessionFor } from './shell-routes.harness';

/** A signed-in session over fake effects as a user with `role`, for a view that reads what the role may do. */
export function AsRole({ role = 'admin', children }: { role?: Role; children: ReactNode }) {
  const { logic, input } = sessionFor({ ...daniela, role });
  return (
    <SessionContext.Provider logic={logic} options={{ input }}>
      {children}
    </SessionContext.Provider>
  );
}
