import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderGuide } from '../../contract/order-guide';
import type { GuidePinFormSnapshot, guidePinFormMachine, SaveGuidePinInput } from '../../machines/guide-pin-form.machine';
import { i18n } from '../../src/i18n';
import { GuidePinButton } from '../../src/views/catalogue/GuidePinButton';
import { model } from '../machines/models/guide-pin-form.model';
import { aceite } from '../machines/models/order-guide.model';
import type { ModelEvent } from '../machines/support/model';
import { violations } from './axe';
import { fakeEffects } from './effects-fakes';
import { heldCalls, replayPaths } from './path-replay';
import { renderSignedIn } from './render-signed-in';
import { spanishFailure } from './spanish';

const text = (key: string) => i18n.t(key, { lng: 'es' });

function renderButton() {
  const calls = heldCalls(['save'] as const);
  const effects = fakeEffects({ guidePinForm: { actors: { save: calls.held<OrderGuide, SaveGuidePinInput>('save') } } });
  renderSignedIn([{ path: '/detalle', element: <GuidePinButton productId={aceite.product.id} /> }], { effects, role: 'comprador' });
  return { calls, user: userEvent.setup() };
}

async function send(event: ModelEvent<typeof guidePinFormMachine>, _before: GuidePinFormSnapshot, { user }: ReturnType<typeof renderButton>) {
  if (event.type === 'form.submit') await user.click(screen.getByRole('button', { name: text('catalogue.detail.pin') }));
}

async function expectScreen(s: GuidePinFormSnapshot, { calls }: ReturnType<typeof renderButton>) {
  if (s.matches('done')) {
    expect(await screen.findByRole('button', { name: text('catalogue.detail.pinned') })).toBeDisabled();
    expect(screen.getByRole('link', { name: text('catalogue.detail.openGuide') })).toHaveAttribute('href', '/dashboard/habituales');
    expect(calls.inputs('save').at(-1)).toEqual({ id: aceite.product.id, draft: { choice: 'pinned' } });
    return;
  }
  const button = screen.getByRole('button', { name: text('catalogue.detail.pin') });
  if (s.matches('saving')) expect(button).toBeDisabled();
  else expect(button).toBeEnabled();
  if (s.context.failure) expect(await screen.findByText(text('catalogue.detail.pinFailed'), { exact: false })).toHaveTextContent(spanishFailure(s.context.failure));
  else expect(screen.queryByText(text('catalogue.detail.pinFailed'), { exact: false })).not.toBeInTheDocument();
}

describe("a product's page pins it in Mis habituales, along the form's paths", { timeout: 60_000 }, () => {
  replayPaths(model, {
    render: renderButton,
    send,
    expectScreen,
    // The pin has no field to change: a refusal of the product itself stays until it is sent again.
    walkable: (event) => event.type !== 'form.change',
    leftOut: [/failed --form\.change-->/],
  });

  it('has no axe violations once refused', async () => {
    const page = renderButton();
    await page.user.click(screen.getByRole('button', { name: text('catalogue.detail.pin') }));
    await page.calls.answer('save', { error: { status: 404, code: 'not_found', message: 'El producto no existe o ya no está disponible.' } });
    await screen.findByText(text('catalogue.detail.pinFailed'), { exact: false });
    expect(await violations()).toEqual([]);
  });
});
