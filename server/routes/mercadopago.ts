import { paymentEndpoints } from '../../contract/payments';
import type { AppDeps } from '../context';
import { endpointRouter } from '../http/endpoint';
import { providerPageHeaders } from '../http/provider-page-headers';
import { mercadoPagoCardPage, mercadoPagoCardPageCsp } from '../payments/mercadopago-card-page';
import { isMercadoPagoProvider, type MercadoPagoProvider } from '../payments/mercadopago';
import { checkoutNotFoundPage } from '../payments/sandbox-page';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * MercadoPago's card page, mounted only while MercadoPago is the provider: the card is typed into
 * MercadoPago's Secure Fields, and the page posts back only the one-time token they make. It answers a
 * person in a browser, so its refusals are pages.
 */
export function mercadoPagoRoutes(deps: AppDeps) {
  const mercadoPago: MercadoPagoProvider | null = isMercadoPagoProvider(deps.payments) ? deps.payments : null;
  const { scriptSrc, styleSrc, frameSrc, connectSrc, imgSrc, formAction } = mercadoPagoCardPageCsp;
  const cardPageHeaders = providerPageHeaders({
    scriptSrc: [...scriptSrc],
    styleSrc: [...styleSrc],
    frameSrc: [...frameSrc],
    connectSrc: [...connectSrc],
    imgSrc: [...imgSrc],
    formAction: [...formAction],
  });

  return endpointRouter(deps)
    .on(
      paymentEndpoints.mercadoPagoCardPage,
      async (c, { params: { reference } }) => {
        const setup = mercadoPago ? await mercadoPago.findCardSetup(reference) : null;
        if (!mercadoPago || !setup) return c.html(checkoutNotFoundPage(), 404);
        return c.html(mercadoPagoCardPage(setup, { publicKey: mercadoPago.publicKey }));
      },
      { use: [cardPageHeaders] },
    )
    .on(
      paymentEndpoints.mercadoPagoCardEntry,
      async (c, { params: { reference } }) => {
        const setup = mercadoPago ? await mercadoPago.findCardSetup(reference) : null;
        if (!mercadoPago || !setup) return c.html(checkoutNotFoundPage(), 404);
        if (setup.state === 'completed' || setup.state === 'cancelled') return c.redirect(setup.returnUrl, 303);
        const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
        if (form.action === 'cancel') return c.redirect(((await mercadoPago.cancelCardSetup(reference)) ?? setup).returnUrl, 303);
        // A refusal or an unreachable MercadoPago is recorded on the visit, whose page then says which.
        const saved = await mercadoPago.completeCardSetup(reference, text(form.token)).catch(() => mercadoPago.findCardSetup(reference));
        const now = saved ?? setup;
        if (now.state === 'completed' || now.state === 'cancelled') return c.redirect(now.returnUrl, 303);
        return c.html(mercadoPagoCardPage(now, { publicKey: mercadoPago.publicKey }), now.state === 'saving' ? 200 : 400);
      },
      { use: [cardPageHeaders] },
    ).app;
}
