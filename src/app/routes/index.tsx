import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '../paths';
import { authRoutes } from './auth.routes';
import { dashboardRoutes } from './dashboard.routes';
import { productRoutes } from './product.routes';
import { publicRoutes } from './public.routes';

/**
 * The route table (spec section 2). Each area loads its layout and pages as chunks of their own on first
 * visit; anything thrown while loading or rendering a page lands on the error page (AppRoutes).
 */
export const routes: RouteObject[] = [
  { path: paths.home, element: <Navigate to={paths.dashboard} replace /> },
  ...authRoutes,
  ...dashboardRoutes,
  ...productRoutes,
  ...publicRoutes,
  { path: '*', element: <Navigate to={paths.notFound} replace /> },
];
