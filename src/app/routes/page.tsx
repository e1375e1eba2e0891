import { Suspense, type ReactNode } from 'react';
import { FullPageSpinner } from '../../views/shell/FullPageSpinner';

/** A lazily loaded page with the spinner while its chunk arrives. */
export const page = (element: ReactNode) => <Suspense fallback={<FullPageSpinner />}>{element}</Suspense>;

/**
 * Loads a lazy area's chunk together with the Spanish texts of the pages after the first, which the entry
 * leaves out (src/i18n/es-areas.ts), so the area never renders a missing text.
 */
export const withAreaTexts =
  <Area,>(load: () => Promise<Area>) =>
  (): Promise<Area> =>
    Promise.all([load(), import('../../i18n/es-areas')]).then(([area]) => area);
