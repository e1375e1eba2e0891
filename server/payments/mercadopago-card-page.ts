/**
 * The gateway's page for saving a card with MercadoPago, in Spanish. The number, expiry and security
 * code are typed into MercadoPago's Secure Fields (iframes served by MercadoPago.js), which tokenise the
 * card in the payer's browser: the page posts only that one-time token and the payer's choice back to
 * the gateway (the holder's name goes into the token). Its one inline script is fixed, so the CSP names
 * it by its hash.
 */
import { createHash } from 'node:crypto';
import { html, raw } from 'hono/html';
import { mercadoPagoCardPagePath, type MercadoPagoCardSetup } from './mercadopago-cards';
import { providerPage, type Page } from './provider-page';

export const mercadoPagoSdkUrl = 'https://sdk.mercadopago.com/js/v2';

/** Reads the public key and the form from the page; every text the payer may read is in the page's own Spanish. */
const script = `(() => {
  const form = document.getElementById('card-form');
  const problem = document.getElementById('card-problem');
  const show = (text) => { problem.textContent = text; problem.hidden = false; };
  if (typeof MercadoPago !== 'function') { show(form.dataset.unavailable); return; }
  const mp = new MercadoPago(form.dataset.publicKey, { locale: 'es-CL' });
  mp.fields.create('cardNumber', { placeholder: '0000 0000 0000 0000' }).mount('card-number');
  mp.fields.create('expirationDate', { placeholder: 'MM/AA' }).mount('card-expiry');
  mp.fields.create('securityCode', { placeholder: '123' }).mount('card-cvc');
  let busy = false;
  form.addEventListener('submit', async (event) => {
    if (event.submitter && event.submitter.value === 'cancel') return;
    if (form.elements.token.value) return;
    event.preventDefault();
    if (busy) return;
    busy = true;
    problem.hidden = true;
    try {
      const token = await mp.fields.createCardToken({ cardholderName: document.getElementById('holder').value });
      form.elements.token.value = token.id;
      form.requestSubmit(event.submitter);
    } catch {
      busy = false;
      show(form.dataset.invalid);
    }
  });
})();`;

/** For the page's Content-Security-Policy: script-src 'sha256-<this>'. */
export const mercadoPagoCardScriptHash = createHash('sha256').update(script).digest('base64');

const styles = `
  body { font-family: system-ui, sans-serif; background: #f4f4f0; color: #1b1b1b; margin: 0; }
  main { max-width: 32rem; margin: 2rem auto; background: #fff; padding: 1.5rem 2rem; border-radius: 8px; }
  .label { display: block; font-weight: 600; margin: 0.75rem 0 0.25rem; }
  .field { border: 1px solid #555; border-radius: 4px; height: 44px; padding: 0 0.5rem; box-sizing: border-box; }
  input { font: inherit; padding: 0.5rem; border: 1px solid #555; border-radius: 4px; width: 100%; box-sizing: border-box; min-height: 44px; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 0 1rem; }
  .problem { color: #b10e1c; }
  .notice { background: #fff4ce; border-left: 4px solid #c19c00; padding: 0.5rem 0.75rem; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1rem; }
  button { font: inherit; min-height: 44px; padding: 0.6rem 1rem; border-radius: 4px; border: 1px solid #555; background: #fff; cursor: pointer; }
  button.primary { background: #0e700e; color: #fff; border-color: #0e700e; }
  button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid #1b1b1b; outline-offset: 2px; }
`;

/** The parts of the page's Content-Security-Policy that differ from the portal's; see the report of issue 37 for their source. */
export const mercadoPagoCardPageCsp = {
  scriptSrc: ["'self'", 'https://sdk.mercadopago.com', 'https://http2.mlstatic.com', `'sha256-${mercadoPagoCardScriptHash}'`],
  styleSrc: ["'self'", `'sha256-${createHash('sha256').update(styles).digest('base64')}'`],
  frameSrc: ['https://sdk.mercadopago.com', 'https://*.mercadopago.com', 'https://*.mercadopago.cl'],
  connectSrc: ["'self'", 'https://api.mercadopago.com', 'https://events.mercadopago.com', 'https://http2.mlstatic.com'],
  imgSrc: ["'self'", 'data:', 'https://*.mlstatic.com'],
  formAction: ["'self'"],
} as const;

function page(title: string, body: Page, withScript: boolean) {
  return providerPage({
    title: `${title} · Despensa`,
    style: styles,
    body,
    scripts: withScript ? html`<script src="${mercadoPagoSdkUrl}"></script><script>${raw(script)}</script>` : undefined,
  });
}

/**
 * The page for a visit: the card form while it is pending (with why the last try failed, if it did),
 * or where to go back once it ended. A test public key (TEST-…) shows how MercadoPago's test cards behave.
 */
export function mercadoPagoCardPage(setup: MercadoPagoCardSetup, { publicKey }: { publicKey: string }) {
  if (setup.state === 'completed' || setup.state === 'cancelled') {
    return page(
      'Tarjeta',
      html`<h1>Esta visita ya terminó</h1>
        <p>${setup.state === 'completed' ? 'La tarjeta ya quedó guardada en MercadoPago.' : 'Saliste sin guardar la tarjeta.'}</p>
        <p><a href="${setup.returnUrl}">Volver a Despensa</a></p>`,
      false,
    );
  }
  const saving = setup.state === 'saving';
  return page(
    'Agregar tarjeta',
    html`<h1>Agregar tarjeta</h1>
      <p>
        El número, el vencimiento y el código de seguridad se escriben en campos de MercadoPago y quedan en MercadoPago:
        Despensa solo recibe la marca, los últimos 4 dígitos, el vencimiento y el titular.
      </p>
      ${publicKey.startsWith('TEST-')
        ? html`<p class="notice">Modo de prueba: usa una tarjeta de prueba de MercadoPago. El nombre del titular decide el resultado de cada cobro: APRO lo aprueba, OTHE lo rechaza y CONT lo deja pendiente.</p>`
        : ''}
      ${saving ? html`<p role="status">Estamos guardando la tarjeta en MercadoPago. Recarga la página en unos segundos.</p>` : ''}
      ${setup.message ? html`<p class="problem" role="alert">${setup.message}</p>` : ''}
      <form
        id="card-form"
        method="post"
        action="${mercadoPagoCardPagePath(setup.reference)}"
        data-public-key="${publicKey}"
        data-unavailable="No pudimos cargar el formulario de MercadoPago. Recarga la página o inténtalo más tarde."
        data-invalid="Revisa los datos de la tarjeta e inténtalo de nuevo."
      >
        <span class="label" id="card-number-label">Número de la tarjeta</span>
        <div class="field" id="card-number" role="group" aria-labelledby="card-number-label"></div>
        <div class="row">
          <div>
            <span class="label" id="card-expiry-label">Vencimiento (MM/AA)</span>
            <div class="field" id="card-expiry" role="group" aria-labelledby="card-expiry-label"></div>
          </div>
          <div>
            <span class="label" id="card-cvc-label">Código de seguridad</span>
            <div class="field" id="card-cvc" role="group" aria-labelledby="card-cvc-label"></div>
          </div>
        </div>
        <label class="label" for="holder">Nombre del titular</label>
        <input id="holder" autocomplete="cc-name" required />
        <input type="hidden" name="token" value="" />
        <p class="problem" id="card-problem" role="alert" hidden></p>
        <noscript><p class="problem">Para guardar una tarjeta en MercadoPago, activa JavaScript en tu navegador.</p></noscript>
        <div class="actions">
          <button type="submit" name="action" value="save" class="primary" ${saving ? 'disabled' : ''}>Guardar tarjeta</button>
          <button type="submit" name="action" value="cancel" formnovalidate>Cancelar y volver</button>
        </div>
      </form>`,
    !saving,
  );
}
