import { secureHeaders } from 'hono/secure-headers';

type Policy = NonNullable<NonNullable<Parameters<typeof secureHeaders>[0]>['contentSecurityPolicy']>;

/**
 * The headers of a page the gateway serves for a payment provider (Webpay's hand-off form, MercadoPago's
 * card page): the portal's locked-down policy, widened only by what the page needs to reach its provider.
 * Set by the route, it is kept by the portal's headers (app.ts), which do not overwrite a route's own.
 */
export const providerPageHeaders = (needs: Policy) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'none'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
      ...needs,
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
  });
