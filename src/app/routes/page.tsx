import { Suspense, type ReactNode } from 'react';
import { FullPageSpinner } from '../../views/shell/FullPageSpinner';
import { loadGatewayEffects } from '../gateway-effects';

/** A lazily loaded page with the spinner while its chunk arrives. */
export const page = (element: ReactNode) => <Suspense fallback={<FullPageSpinner />}>{element}</Suspense>;

/**
 * Loads a lazy area's chunk together with what it renders with, so the area never waits in a second
 * round trip: the Spanish texts of the pages after the first, which the entry leaves out
 * (src/i18n/es-areas.ts), and, for an area whose machines call the gateway, the effects' chunk.
 */
export const lazyArea =
  <Area,>(load: () => Promise<Area>, { effects }: { effects: boolean }) =>
  (): Promise<Area> =>
    Promise.all([load(), import('../../i18n/es-areas'), effects ? loadGatewayEffects() : null]).then(([area]) => area);
