import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../paths';
import { page, withAreaTexts } from './page';

const LoginPage = lazy(() => import('../../views/auth/LoginPage'));
const AccountFlowsProvider = lazy(withAreaTexts(() => import('../AccountFlowsProvider')));
const RegisterPage = lazy(withAreaTexts(() => import('../../views/auth/RegisterPage')));
const VerificationPage = lazy(withAreaTexts(() => import('../../views/auth/VerificationPage')));
const ResetRequestPage = lazy(withAreaTexts(() => import('../../views/auth/ResetRequestPage')));
const ResetSentPage = lazy(withAreaTexts(() => import('../../views/auth/ResetSentPage')));
const ResetConfirmPage = lazy(withAreaTexts(() => import('../../views/auth/ResetConfirmPage')));

/**
 * /auth/jwt/*: the sign-in, registration and reset pages, in the split layout. The login stands alone;
 * the others share one account-flow machine, loaded with them on first visit.
 */
export const authRoutes: RouteObject[] = [
  { path: paths.login, element: page(<LoginPage />) },
  {
    element: page(<AccountFlowsProvider />),
    children: [
      { path: paths.register, element: page(<RegisterPage />) },
      { path: paths.verification, element: page(<VerificationPage />) },
      { path: paths.resetRequest, element: page(<ResetRequestPage />) },
      { path: paths.resetSent, element: page(<ResetSentPage />) },
      { path: `${paths.resetConfirm}:token?`, element: page(<ResetConfirmPage />) },
    ],
  },
];
