import { paymentEndpoints } from '../../contract/payments';
import type { AppDeps } from '../context';
import { endpointRouter } from '../http/endpoint';
import { providerPageHeaders } from '../http/provider-page-headers';
import { readAgain } from '../payments/payment-webhook';
import type { Page } from '../payments/provider-page';
import { checkoutNotFoundPage } from '../payments/sandbox-page';
import { isTransbankProvider, type TransbankProvider } from '../payments/transbank';
import { oneclickRedirectPage, transbankPageStyleHash, webpayRedirectPage, type TransbankRedirect } from '../payments/transbank-pages';
import type { Context } from 'hono';

/** Transbank's form posts a few short fields; anything else in them is not Transbank's. */
async function returnFields(c: Context): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  const take = (name: string, value: unknown) => {
    if (typeof value === 'string' && value.length <= 256) fields[name] = value;
  };
  for (const [name, value] of Object.entries(c.req.query())) take(name, value);
  if (c.req.method === 'POST') {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    for (const [name, value] of Object.entries(form)) take(name, value);
  }
  return fields;
}

/**
 * Transbank's side of the gateway, mounted only while Transbank is the provider: the pages that hand the
 * payer to Webpay with a form post, and the addresses Webpay sends the payer back to. They answer a person
 * in a browser, so a token that is not ours gets a page, not the API's JSON.
 */
export function transbankRoutes(deps: AppDeps) {
  const transbank: TransbankProvider | null = isTransbankProvider(deps.payments) ? deps.payments : null;
  // Webpay's form lives on Transbank's host: the hand-off page may post there and nowhere else.
  const handOff = providerPageHeaders({
    styleSrc: [`'sha256-${transbankPageStyleHash}'`],
    formAction: ["'self'", ...(transbank ? [transbank.formOrigin] : [])],
  });

  const redirectPage = (page: (form: { action: string; token: string }) => Page) => async (c: Context, found: TransbankRedirect | null) => {
    if (!found) return c.html(checkoutNotFoundPage(), 404);
    if ('location' in found) return c.redirect(found.location, 303);
    return c.html(page(found));
  };
  const paymentPage = redirectPage(webpayRedirectPage);
  const cardPage = redirectPage(oneclickRedirectPage);

  const back = async (c: Context, where: string | null) => (where ? c.redirect(where, 303) : c.html(checkoutNotFoundPage(), 404));
  const paymentReturn = async (c: Context) => {
    if (!transbank) return back(c, null);
    const fields = await returnFields(c);
    const where = await transbank.handleReturn(fields);
    // The return is Transbank's only word: the order (or the Club fee) is settled now, not when a page asks.
    const payment = where ? await transbank.paymentOfReturn(fields) : null;
    if (payment) await readAgain(deps, transbank.name, payment.transactionId, payment.token);
    return back(c, where);
  };
  const cardReturn = async (c: Context) => back(c, transbank ? await transbank.handleCardReturn(await returnFields(c)) : null);

  return endpointRouter(deps)
    .on(paymentEndpoints.transbankRedirect, async (c, { params: { token } }) => paymentPage(c, transbank ? await transbank.paymentRedirect(token) : null), { use: [handOff] })
    .on(paymentEndpoints.transbankCardRedirect, async (c, { params: { token } }) => cardPage(c, transbank ? await transbank.cardRedirect(token) : null), { use: [handOff] })
    .on(paymentEndpoints.transbankReturn, paymentReturn)
    .on(paymentEndpoints.transbankReturnPost, paymentReturn)
    .on(paymentEndpoints.transbankCardReturn, cardReturn)
    .on(paymentEndpoints.transbankCardReturnPost, cardReturn).app;
}
