import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { MailPreferences } from '../../contract/session';
import type { SaveInput } from '../../machines/form';
import { MailPreferencesField } from '../../src/views/shell/settings/MailPreferencesField';
import { violations } from './axe';
import { fakeEffects, WithEffects } from './effects-fakes';

function renderField(read: () => Promise<MailPreferences>, save: (input: SaveInput<MailPreferences>) => Promise<MailPreferences>) {
  const saves = vi.fn(save);
  const effects = fakeEffects({
    mailPreferencesForm: { actors: { save: fromPromise<MailPreferences, SaveInput<MailPreferences>>(({ input }) => saves(input)) } },
    reads: { mailPreferences: read },
  });
  render(
    <FluentProvider theme={webLightTheme}>
      <WithEffects effects={effects}>
        <MailPreferencesField />
      </WithEffects>
    </FluentProvider>,
  );
  return saves;
}

const reminders = () => screen.getByRole('switch', { name: 'Recordatorios: renovación del Club CXTI y tarjetas por vencer' });

describe('the e-mail reminders in the settings drawer', () => {
  it('show the user’s choice and change it, again and again, each change sent once', async () => {
    const user = userEvent.setup();
    const saves = renderField(async () => ({ mail_reminders: true }), async ({ draft }) => draft);
    await waitFor(() => expect(reminders()).toBeChecked());
    expect(screen.getByText('Los correos de tus pedidos, pagos y facturas llegan siempre.')).toBeInTheDocument();
    await user.click(reminders());
    await waitFor(() => expect(reminders()).not.toBeChecked());
    await user.click(reminders());
    await waitFor(() => expect(reminders()).toBeChecked());
    expect(saves.mock.calls.map(([input]) => input.draft)).toEqual([{ mail_reminders: false }, { mail_reminders: true }]);
    expect(await violations()).toEqual([]);
  });

  it('keep the choice and say why when the gateway refuses it', async () => {
    const user = userEvent.setup();
    renderField(async () => ({ mail_reminders: true }), () => Promise.reject(new TypeError('Failed to fetch')));
    await waitFor(() => expect(reminders()).toBeEnabled());
    await user.click(reminders());
    expect(await screen.findByText('Algo salió mal. Inténtalo de nuevo.')).toBeInTheDocument();
    expect(reminders()).toBeChecked();
  });

  it('say when the choice cannot be read', async () => {
    renderField(() => Promise.reject(new TypeError('Failed to fetch')), async ({ draft }) => draft);
    expect(await screen.findByText('No pudimos leer tus preferencias de correo.')).toBeInTheDocument();
  });
});
