/**
 * The gateway's addresses for Transbank, and the page that sends a payer on to Webpay. Transbank wants the
 * payer's browser to POST the token to its form (token_ws to pay, TBK_TOKEN to enrol a card), which a
 * redirect cannot do: the page is a plain form the payer submits, in Spanish, with no script (its CSP
 * allows none) and one inline style named by its hash. Its route must let the form leave for Transbank:
 * `form-action 'self'` plus the origin of `action`.
 */
import { createHash } from 'node:crypto';
import { html } from 'hono/html';
import { providerPage, type Page } from './provider-page';

/** Where Transbank sends the payer back after paying (GET or POST, see transbank-webpay.ts). */
export const transbankReturnPath = '/api/payments/return/transbank';
/** Where Transbank sends the payer back after enrolling a card (GET or POST, see transbank-cards.ts). */
export const transbankCardReturnPath = '/api/payments/return/transbank-card';

export const transbankRedirectPath = (token: string): string => `/api/payments/redirect/transbank/${encodeURIComponent(token)}`;
export const transbankCardRedirectPath = (token: string): string => `/api/payments/redirect/transbank-card/${encodeURIComponent(token)}`;

/** Transbank's form and the token to post to it; or, once the visit is over, where the payer goes instead. */
export type TransbankRedirect = { action: string; token: string } | { location: string };

/** The page's only style, inline and named in its CSP by hash: a phone's thumb-sized button, readable text. */
const styles = `
  body { font-family: system-ui, sans-serif; background: #f4f4f0; color: #1b1b1b; margin: 0; line-height: 1.5; }
  main { max-width: 32rem; margin: 2rem auto; background: #fff; padding: 1.5rem 2rem; border-radius: 8px; }
  h1 { font-size: 1.5rem; line-height: 1.25; margin: 0 0 1rem; }
  button { font: inherit; font-weight: 600; min-height: 44px; padding: 0.6rem 1.25rem; border-radius: 4px; border: 1px solid #0e700e; background: #0e700e; color: #fff; cursor: pointer; }
  button:focus-visible { outline: 3px solid #1b1b1b; outline-offset: 2px; }
  @media (max-width: 30rem) { main { margin: 0; border-radius: 0; padding: 1.25rem 1rem; } button { width: 100%; } }
`;

/** For the hand-off pages' Content-Security-Policy: style-src 'sha256-<this>'. */
export const transbankPageStyleHash = createHash('sha256').update(styles).digest('base64');

function page(title: string, intro: string, field: 'token_ws' | 'TBK_TOKEN', form: { action: string; token: string }): Page {
  return providerPage({
    title: `${title} · Despensa`,
    style: styles,
    body: html`<h1>${title}</h1>
      <p>${intro}</p>
      <form method="post" action="${form.action}">
        <input type="hidden" name="${field}" value="${form.token}" />
        <button type="submit">Continuar a Webpay</button>
      </form>`,
  });
}

export function webpayRedirectPage(form: { action: string; token: string }): Page {
  return page(
    'Pagar con Webpay',
    'Vas a pagar en Webpay, el sitio de pagos de Transbank: ahí ingresas tu tarjeta de crédito o débito, que Despensa nunca ve. Al terminar vuelves a Despensa.',
    'token_ws',
    form,
  );
}

export function oneclickRedirectPage(form: { action: string; token: string }): Page {
  return page(
    'Guardar tu tarjeta con Webpay Oneclick',
    'Vas a inscribir tu tarjeta en Webpay Oneclick de Transbank, que la guarda por Despensa. Para validarla, tu banco autoriza un cargo de $50 que no se cobra. Al terminar vuelves a Despensa.',
    'TBK_TOKEN',
    form,
  );
}
