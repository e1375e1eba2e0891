import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { page } from './page';

const LoginPage = lazy(() => import('../../views/auth/LoginPage'));

/** /auth/jwt/*: the sign-in, registration and reset pages, in the split layout. */
export const authRoutes: RouteObject[] = [{ path: '/auth/jwt/login', element: page(<LoginPage />) }];
