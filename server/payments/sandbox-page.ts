/**
 * The sandbox's hosted page, in Spanish. Plain HTML forms and no script at all, so it works under the
 * portal's Content-Security-Policy (scripts 'self' only) and with a keyboard or a screen reader.
 */
import { html } from 'hono/html';
import { formatClp } from '../../machines/rules/money';
import { providerPage, type Page } from './provider-page';
import { returnUrlOf, sandboxCheckoutPath, type SandboxCheckout } from './sandbox';

export type { Page } from './provider-page';

const stateLabels: Record<string, string> = { pending: 'Pendiente', approved: 'Aprobado', rejected: 'Rechazado' };

const styles = `
  body { font-family: system-ui, sans-serif; background: #f4f4f0; color: #1b1b1b; margin: 0; }
  main { max-width: 32rem; margin: 2rem auto; background: #fff; padding: 1.5rem 2rem; border-radius: 8px; }
  .notice { background: #fff4ce; border-left: 4px solid #c19c00; padding: 0.5rem 0.75rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.5rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  fieldset { border: 1px solid #ccc; border-radius: 6px; display: flex; flex-wrap: wrap; gap: 0.75rem; padding: 1rem; }
  button { font: inherit; padding: 0.6rem 1rem; border-radius: 4px; border: 1px solid #555; background: #fff; cursor: pointer; }
  button[value="approve"] { background: #0e700e; color: #fff; border-color: #0e700e; }
  button[value="reject"] { background: #b10e1c; color: #fff; border-color: #b10e1c; }
  button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid #1b1b1b; outline-offset: 2px; }
  label { display: block; font-weight: 600; margin-top: 0.75rem; }
  input { font: inherit; padding: 0.5rem; border: 1px solid #555; border-radius: 4px; width: 100%; box-sizing: border-box; min-height: 44px; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 0 1rem; }
  .problem { color: #b10e1c; margin: 0.25rem 0 0; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1rem; }
  button { min-height: 44px; }
  button.primary { background: #0e700e; color: #fff; border-color: #0e700e; }
  table { border-collapse: collapse; margin-top: 0.5rem; }
  th, td { text-align: start; padding: 0.25rem 0.75rem 0.25rem 0; }
`;

export function layout(title: string, body: Page): Page {
  return providerPage({
    title: `${title} · Pasarela de pruebas`,
    style: styles,
    body: html`<p class="notice">Pasarela de pruebas de Despensa: aquí no se cobra dinero real.</p>
      ${body}`,
  });
}

export function checkoutPage(checkout: SandboxCheckout, problem?: string): Page {
  const card = checkout.cardRef ? `Tarjeta guardada (${checkout.cardRef})` : 'Tarjeta de prueba';
  const choice =
    checkout.state === 'pending'
      ? html`<form method="post" action="${sandboxCheckoutPath(checkout.reference)}">
          <fieldset>
            <legend>¿Cómo responde el banco?</legend>
            <button type="submit" name="decision" value="approve">Aprobar pago</button>
            <button type="submit" name="decision" value="reject">Rechazar pago</button>
            <button type="submit" name="decision" value="pending">Dejar pendiente</button>
          </fieldset>
        </form>`
      : html`<p>Este pago ya fue ${checkout.state === 'approved' ? 'aprobado' : 'rechazado'}.</p>
          <p><a href="${returnUrlOf(checkout)}">Volver a Despensa</a></p>`;
  return layout(
    'Pago de prueba',
    html`<h1>Pago de prueba</h1>
      ${problem ? html`<p role="alert">${problem}</p>` : ''}
      <dl>
        <dt>Detalle</dt>
        <dd>${checkout.description}</dd>
        <dt>Monto</dt>
        <dd>${formatClp(checkout.amount)}</dd>
        <dt>Pagador</dt>
        <dd>${checkout.payerEmail}</dd>
        <dt>Medio de pago</dt>
        <dd>${card}</dd>
        <dt>Estado</dt>
        <dd>${stateLabels[checkout.state] ?? checkout.state}</dd>
      </dl>
      ${choice}`,
  );
}

export function checkoutNotFoundPage(): Page {
  return layout(
    'Pago no encontrado',
    html`<h1>Pago no encontrado</h1>
      <p>Este enlace de pago no existe. Vuelve a Despensa e inicia el pago otra vez.</p>`,
  );
}
