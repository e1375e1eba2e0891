import { analyticsRoutes } from './routes/analytics';
import { clubRoutes } from './routes/club';
import { teamPurchaseRoutes } from './routes/team-purchase';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import * as z from 'zod/mini';
import type { AppDeps } from './context';
import { compressAnswers } from './http/compress';
import { errorHandler, onNotFound } from './http/errors';
import { requestLog } from './http/request-log';
import { aboutRoutes } from './routes/about';
import { addressRoutes } from './routes/addresses';
import { cardRoutes } from './routes/cards';
import { authRoutes } from './routes/auth';
import { registerRoutes } from './routes/auth-register';
import { resetRoutes } from './routes/auth-reset';
import { verifyRoutes } from './routes/auth-verify';
import { catalogueRoutes } from './routes/catalogue';
import { companyRoutes } from './routes/company';
import { deliveryRoutes } from './routes/delivery';
import { invoiceRoutes } from './routes/invoices';
import { orderRoutes } from './routes/orders';
import { paymentMethodRoutes } from './routes/payment-methods';
import { paymentRoutes } from './routes/payments';
import { profileRoutes } from './routes/profile';
import { salesOrderRoutes } from './routes/sales-orders';
import { searchRoutes } from './routes/search';
import { serviceRoutes } from './routes/service';
import { sandboxRoutes } from './routes/sandbox';
import { mercadoPagoRoutes } from './routes/mercadopago';
import { transbankRoutes } from './routes/transbank';
import { orderGuideRoutes } from './routes/order-guide';
import { quickOrderRoutes } from './routes/quick-order';
import { recurringOrdersRoutes } from './routes/recurring-orders';
import { accountStatementRoutes } from './routes/account-statement';
import { invoicePaymentRoutes } from './routes/invoice-payment';
import { orderApprovalsRoutes } from './routes/order-approvals';
import { spendingLimitRoutes } from './routes/spending-limits';

z.config(z.locales.es());

/**
 * An empty <style> element: Fluent's provider adds one and writes the theme's variables into its sheet
 * through the CSSOM, which the CSP does not govern. An injected empty element styles nothing.
 */
export const emptyStyleHash = '47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=';

/**
 * The portal's headers for every answer, API and SPA alike. Scripts are 'self' plus the inline scripts
 * of the built index.html, named by their hashes (http/spa-assets.ts): they run before any file arrives.
 * Styles are 'self' (the build writes Griffel's rules to style sheets, scripts/build/griffel-css.ts) plus
 * the shell's inline style by its hash and the empty element above: no 'unsafe-inline'.
 */
const portalSecureHeaders = (inlineScriptHashes: readonly string[], inlineStyleHashes: readonly string[]) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScriptHashes.map((hash) => `'sha256-${hash}'`)],
      styleSrc: ["'self'", ...[...inlineStyleHashes, emptyStyleHash].map((hash) => `'sha256-${hash}'`)],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    // A provider's page sets its own, wider policy (http/provider-page-headers.ts); every other answer gets these.
    overwrite: false,
  });

/** The gateway's API under /api, built from injected parts only: nothing global. */
export function createApp(deps: AppDeps) {
  const api = new Hono()
    .route('/', authRoutes(deps))
    .route('/', registerRoutes(deps))
    .route('/', verifyRoutes(deps))
    .route('/', resetRoutes(deps))
    .route('/', profileRoutes(deps))
    .route('/', catalogueRoutes(deps))
    .route('/', addressRoutes(deps))
    .route('/', companyRoutes(deps))
    .route('/', cardRoutes(deps))
    .route('/', clubRoutes(deps))
    .route('/', teamPurchaseRoutes(deps))
    .route('/', deliveryRoutes(deps))
    .route('/', salesOrderRoutes(deps))
    .route('/', invoiceRoutes(deps))
    .route('/', searchRoutes(deps))
    .route('/', orderRoutes(deps))
    .route('/', paymentMethodRoutes(deps))
    .route('/', paymentRoutes(deps))
    .route('/', sandboxRoutes(deps))
    .route('/', transbankRoutes(deps))
    .route('/', mercadoPagoRoutes(deps))
    .route('/', analyticsRoutes(deps))
    .route('/', aboutRoutes(deps))
    .route('/', orderGuideRoutes(deps))
    .route('/', quickOrderRoutes(deps))
    .route('/', recurringOrdersRoutes(deps))
    .route('/', accountStatementRoutes(deps))
    .route('/', invoicePaymentRoutes(deps))
    .route('/', spendingLimitRoutes(deps))
    .route('/', orderApprovalsRoutes(deps))
    .route('/', serviceRoutes(deps));

  const app = new Hono();
  app.use(portalSecureHeaders(deps.config.inlineScriptHashes ?? [], deps.config.inlineStyleHashes ?? []));
  app.onError(errorHandler(deps.logger));
  app.use('/api/*', requestLog(deps.logger));
  app.use('/api/*', compressAnswers());
  app.route('/api', api);
  app.all('/api/*', onNotFound);
  return app;
}
