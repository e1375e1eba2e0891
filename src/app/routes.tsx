import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { FullPageSpinner } from '../views/shell/FullPageSpinner';
import { RequireSession } from '../views/shell/RequireSession';

const LoginPage = lazy(() => import('../views/auth/LoginPage'));
const DashboardPage = lazy(() => import('../views/dashboard/DashboardPage'));
const NotFoundPage = lazy(() => import('../views/shell/NotFoundPage'));

const page = (element: ReactNode) => <Suspense fallback={<FullPageSpinner />}>{element}</Suspense>;

/** The route table; each area loads its own chunk on first visit. */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/dashboard" replace /> },
  { path: '/auth/jwt/login', element: page(<LoginPage />) },
  { path: '/dashboard', element: <RequireSession>{page(<DashboardPage />)}</RequireSession> },
  { path: '/404', element: page(<NotFoundPage />) },
  { path: '*', element: <Navigate to="/404" replace /> },
];
