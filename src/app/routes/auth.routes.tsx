import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../kernel/paths';
import { lazyArea, page } from './page';

const LoginPage = lazy(() => import('../../views/auth/LoginPage'));
const AccountFlowsProvider = lazy(lazyArea(() => import('../AccountFlowsProvider'), { effects: true }));
const RegisterPage = lazy(lazyArea(() => import('../../views/auth/RegisterPage'), { effects: false }));
const VerificationPage = lazy(lazyArea(() => import('../../views/auth/VerificationPage'), { effects: false }));
const ResetRequestPage = lazy(lazyArea(() => import('../../views/auth/ResetRequestPage'), { effects: false }));
const ResetSentPage = lazy(lazyArea(() => import('../../views/auth/ResetSentPage'), { effects: false }));
const ResetConfirmPage = lazy(lazyArea(() => import('../../views/auth/ResetConfirmPage'), { effects: false }));
const InvitationPage = lazy(lazyArea(() => import('../../views/auth/InvitationPage'), { effects: true }));

/**
 * /auth/jwt/*: the sign-in, registration and reset pages, in the split layout. The login stands alone;
 * the registration and reset pages share one account-flow machine, loaded with them on first visit; an
 * invitation's page has its own form.
 */
export const authRoutes: RouteObject[] = [
  { path: paths.login, element: page(<LoginPage />) },
  { path: paths.invitation, element: page(<InvitationPage />) },
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
