/**
 * The gateway's addresses for Transbank, and the page that sends a payer on to Webpay. Transbank wants the
 * payer's browser to POST the token to its form (token_ws to pay, TBK_TOKEN to enrol a card), which a
 * redirect cannot do: the page is a plain form the payer submits, in Spanish, with no script (the portal's
 * CSP allows none inline). Its route must let the form leave for Transbank: `form-action 'self'` plus the
 * origin of `action`.
 */

/** Where Transbank sends the payer back after paying (GET or POST, see transbank-webpay.ts). */
export const transbankReturnPath = '/api/payments/return/transbank';
/** Where Transbank sends the payer back after enrolling a card (GET or POST, see transbank-cards.ts). */
export const transbankCardReturnPath = '/api/payments/return/transbank-card';

export const transbankRedirectPath = (token: string): string => `/api/payments/redirect/transbank/${encodeURIComponent(token)}`;
export const transbankCardRedirectPath = (token: string): string => `/api/payments/redirect/transbank-card/${encodeURIComponent(token)}`;

/** Transbank's form and the token to post to it; or, once the visit is over, where the payer goes instead. */
export type TransbankRedirect = { action: string; token: string } | { location: string };

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function page(title: string, intro: string, field: 'token_ws' | 'TBK_TOKEN', form: { action: string; token: string }): string {
  return `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(title)} · Despensa</title>
  </head>
  <body>
    <main>
      <h1>${escapeHtml(title)}</h1>
      <p>${escapeHtml(intro)}</p>
      <form method="post" action="${escapeHtml(form.action)}">
        <input type="hidden" name="${field}" value="${escapeHtml(form.token)}" />
        <button type="submit">Continuar a Webpay</button>
      </form>
    </main>
  </body>
</html>`;
}

export function webpayRedirectPage(form: { action: string; token: string }): string {
  return page(
    'Pagar con Webpay',
    'Vas a pagar en Webpay, el sitio de pagos de Transbank: ahí ingresas tu tarjeta de crédito o débito, que Despensa nunca ve. Al terminar vuelves a Despensa.',
    'token_ws',
    form,
  );
}

export function oneclickRedirectPage(form: { action: string; token: string }): string {
  return page(
    'Guardar tu tarjeta con Webpay Oneclick',
    'Vas a inscribir tu tarjeta en Webpay Oneclick de Transbank, que la guarda por Despensa. Para validarla, tu banco autoriza un cargo de $50 que no se cobra. Al terminar vuelves a Despensa.',
    'TBK_TOKEN',
    form,
  );
}
