/**
 * The sandbox's card-entry page, in Spanish, served by the provider side like a real provider's hosted
 * fields: the number is typed here and never reaches the portal. Plain forms, no script. A refused
 * form is shown again without the number and the CVC, as card pages do.
 */
import { html } from 'hono/html';
import type { CardField } from './card-number';
import { sandboxCardPagePath, type SandboxCardSetup } from './sandbox';
import { layout, type Page } from './sandbox-page';
import { sandboxTestCards } from './sandbox-test-cards';

export interface CardPageEntry {
  holder?: string;
  expiry?: string;
  problems?: Partial<Record<CardField, string>>;
}

function field(name: CardField, label: string, attrs: { autocomplete: string; inputmode?: string; placeholder?: string; value?: string }, problem?: string) {
  const problemId = `${name}-problem`;
  return html`<label for="${name}">${label}</label>
    <input
      id="${name}"
      name="${name}"
      autocomplete="${attrs.autocomplete}"
      ${attrs.inputmode ? html`inputmode="${attrs.inputmode}"` : ''}
      ${attrs.placeholder ? html`placeholder="${attrs.placeholder}"` : ''}
      value="${attrs.value ?? ''}"
      required
      ${problem ? html`aria-invalid="true" aria-describedby="${problemId}"` : ''}
    />
    ${problem ? html`<p class="problem" id="${problemId}">${problem}</p>` : ''}`;
}

export function cardEntryPage(setup: SandboxCardSetup, entry: CardPageEntry = {}): Page {
  const action = sandboxCardPagePath(setup.reference);
  const problems = entry.problems ?? {};
  if (setup.state !== 'pending') {
    return layout(
      'Tarjeta',
      html`<h1>Esta visita ya terminó</h1>
        <p>${setup.state === 'completed' ? 'La tarjeta ya quedó guardada.' : 'Saliste sin guardar la tarjeta.'}</p>
        <p><a href="${setup.returnUrl}">Volver a Despensa</a></p>`,
    );
  }
  const wrong = Object.keys(problems).length;
  return layout(
    'Agregar tarjeta',
    html`<h1>Agregar tarjeta</h1>
      <p>Los datos de la tarjeta quedan en el proveedor de pagos; Despensa solo recibe la marca, los últimos 4 dígitos, el vencimiento y el titular.</p>
      ${wrong ? html`<p role="alert">Revisa ${wrong === 1 ? 'el dato marcado' : 'los datos marcados'}.</p>` : ''}
      <form method="post" action="${action}" novalidate>
        ${field('number', 'Número de la tarjeta', { autocomplete: 'cc-number', inputmode: 'numeric', placeholder: '4242 4242 4242 4242' }, problems.number)}
        ${field('holder', 'Nombre del titular', { autocomplete: 'cc-name', value: entry.holder }, problems.holder)}
        <div class="row">
          <div>${field('expiry', 'Vencimiento (MM/AA)', { autocomplete: 'cc-exp', inputmode: 'numeric', placeholder: 'MM/AA', value: entry.expiry }, problems.expiry)}</div>
          <div>${field('cvc', 'Código de seguridad', { autocomplete: 'cc-csc', inputmode: 'numeric' }, problems.cvc)}</div>
        </div>
        <div class="actions">
          <button type="submit" name="action" value="save" class="primary">Guardar tarjeta</button>
          <button type="submit" name="action" value="cancel" formnovalidate>Cancelar y volver</button>
        </div>
      </form>
      <h2>Tarjetas de prueba</h2>
      <p>Cualquier vencimiento futuro y cualquier código de seguridad sirven.</p>
      <table>
        <thead><tr><th scope="col">Número</th><th scope="col">Marca</th><th scope="col">Al cobrar</th></tr></thead>
        <tbody>
          ${sandboxTestCards.map((card) => html`<tr><td>${card.number}</td><td>${card.brand}</td><td>${card.outcome}</td></tr>`)}
        </tbody>
      </table>`,
  );
}
