import { Suspense, type ReactNode } from 'react';
import { FullPageSpinner } from '../../views/shell/FullPageSpinner';

/** A lazily loaded page with the spinner while its chunk arrives. */
export const page = (element: ReactNode) => <Suspense fallback={<FullPageSpinner />}>{element}</Suspense>;
