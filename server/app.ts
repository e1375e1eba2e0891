import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import * as z from 'zod/mini';
import type { AppDeps } from './context';
import { onError, onNotFound } from './http/errors';
import { authRoutes } from './routes/auth';
import { profileRoutes } from './routes/profile';

z.config(z.locales.es());

/**
 * The portal's headers for every answer, API and SPA alike. Fluent (Griffel) injects <style>
 * elements at run time, so styles need 'unsafe-inline'; scripts stay 'self' only.
 */
export const portalSecureHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
  },
  referrerPolicy: 'strict-origin-when-cross-origin',
});

/** The gateway's API under /api, built from injected parts only: nothing global. */
export function createApp(deps: AppDeps) {
  const api = new Hono()
    .route('/auth', authRoutes(deps))
    .route('/', profileRoutes(deps))
    .get('/version', (c) => c.json({ version: deps.version }));

  const app = new Hono();
  app.use(portalSecureHeaders);
  app.onError(onError);
  app.route('/api', api);
  app.all('/api/*', onNotFound);
  return app;
}
