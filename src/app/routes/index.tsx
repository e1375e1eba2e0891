import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RequireSession } from '../../views/shell/RequireSession';
import { authRoutes } from './auth.routes';
import { page } from './page';

const DashboardPage = lazy(() => import('../../views/dashboard/DashboardPage'));
const NotFoundPage = lazy(() => import('../../views/shell/NotFoundPage'));

/** The route table; each area loads its own chunk on first visit. */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/dashboard" replace /> },
  ...authRoutes,
  { path: '/dashboard', element: <RequireSession>{page(<DashboardPage />)}</RequireSession> },
  { path: '/404', element: page(<NotFoundPage />) },
  { path: '*', element: <Navigate to="/404" replace /> },
];
