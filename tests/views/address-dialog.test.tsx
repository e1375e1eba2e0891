import { FluentProvider, useRestoreFocusTarget, webLightTheme } from '@fluentui/react-components';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { SaveAddressInput } from '../../machines/address-form.machine';
import type { Address } from '../../contract/addresses';
import { AddressDialog } from '../../src/views/common/address-dialog/AddressDialog';
import { fakeEffects, WithEffects } from './effects-fakes';

type User = ReturnType<typeof userEvent.setup>;

const providencia: Address = {
  id: 12,
  type: 'delivery',
  name: 'Local Providencia',
  street: 'Av. Providencia 1234',
  comuna: 'Providencia',
  region: 'Región Metropolitana de Santiago',
  phone: '+56 9 1234 5678',
  vat: null,
  is_default: false,
};

/** The dialog behind an opener button, with a save whose answer the test gives. */
function renderDialog(save: (input: SaveAddressInput) => Promise<Address>, address: Address | null = null) {
  const calls: SaveAddressInput[] = [];
  const onSaved = vi.fn();
  const effects = fakeEffects({
    addressForm: {
      actors: {
        save: fromPromise<Address, SaveAddressInput>(({ input }) => {
          calls.push(input);
          return save(input);
        }),
      },
    },
  });
  function Opener() {
    const [open, setOpen] = useState(false);
    const restoreFocus = useRestoreFocusTarget();
    return (
      <>
        <button type="button" onClick={() => setOpen(true)} {...restoreFocus}>
          Abrir
        </button>
        <AddressDialog open={open} onOpenChange={setOpen} address={address} onSaved={onSaved} />
      </>
    );
  }
  render(
    <FluentProvider theme={webLightTheme}>
      <WithEffects effects={effects}>
        <Opener />
      </WithEffects>
    </FluentProvider>,
  );
  return { calls, onSaved };
}

/**
 * Opens the dialog and puts the caret in its first box, as a user would: jsdom has no layout, so Fluent's
 * focus trap cannot move focus in by itself, and until focus is inside it leaves the dialog aria-hidden.
 */
async function open(user: User) {
  // Tabster clears the modal's aria-hidden on the page only on a later focus change.
  await user.click(screen.getByRole('button', { name: 'Abrir', hidden: true }));
  await user.click(await screen.findByRole('textbox', { name: /^(Nombre de la dirección|Razón social)/, hidden: true }));
  return screen.findByRole('dialog');
}

const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());

async function pick(user: User, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillNew(user: User) {
  await user.type(screen.getByRole('textbox', { name: /^Nombre de la dirección/ }), 'Bodega Quilicura');
  await user.type(screen.getByRole('textbox', { name: /^Calle y número/ }), 'Los Alerces 455');
  await pick(user, /^Región/, 'Región Metropolitana de Santiago');
  await pick(user, /^Comuna/, 'Quilicura');
  await user.type(screen.getByRole('textbox', { name: /^Teléfono/ }), '+56 2 2345 6789');
}

describe('AddressDialog', { timeout: 20_000 }, () => {
  it('adds a delivery address: región then its comunas, sent once, the answer handed back and the dialog closed', async () => {
    const user = userEvent.setup();
    const answer: Address = {
      id: 40,
      type: 'delivery',
      name: 'Bodega Quilicura',
      street: 'Los Alerces 455',
      comuna: 'Quilicura',
      region: 'Región Metropolitana de Santiago',
      phone: '+56 2 2345 6789',
      vat: null,
      is_default: false,
    };
    const { calls, onSaved } = renderDialog(() => Promise.resolve(answer));
    const dialog = await open(user);
    expect(within(dialog).getByRole('heading', { name: 'Agregar dirección' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Comuna/ })).toBeDisabled();
    await fillNew(user);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(answer));
    await dialogGone();
    expect(calls).toEqual([
      {
        id: null,
        draft: {
          type: 'delivery',
          name: 'Bodega Quilicura',
          street: 'Los Alerces 455',
          region: 'Región Metropolitana de Santiago',
          comuna: 'Quilicura',
          phone: '+56 2 2345 6789',
        },
      },
    ]);
  });

  it('offers only the comunas of the chosen región and empties the comuna when the región changes', async () => {
    const user = userEvent.setup();
    renderDialog(() => new Promise(() => {}));
    await open(user);
    await pick(user, /^Región/, 'Región de Valparaíso');
    await user.click(screen.getByRole('combobox', { name: /^Comuna/ }));
    expect(await screen.findByRole('option', { name: 'Viña del Mar' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Quilicura' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Viña del Mar' }));
    expect(screen.getByRole('combobox', { name: /^Comuna/ })).toHaveTextContent('Viña del Mar');

    await pick(user, /^Región/, 'Región del Biobío');
    expect(screen.getByRole('combobox', { name: /^Comuna/ })).not.toHaveTextContent('Viña del Mar');
    // Both are required, so neither offers Fluent's clear button, which it names in English.
    expect(document.querySelectorAll('[aria-label="Clear selection"]')).toHaveLength(0);
  });

  it('checks the form in Spanish before sending anything', async () => {
    const user = userEvent.setup();
    const { calls } = renderDialog(() => new Promise(() => {}));
    await open(user);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ingresa un nombre.')).toBeInTheDocument();
    expect(screen.getByText('Ingresa la calle y el número.')).toBeInTheDocument();
    expect(screen.getByText('Elige una región.')).toBeInTheDocument();
    expect(screen.getByText('Elige una comuna.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("shows a 400's field messages under their fields, keeps what was typed, and disables Guardar while saving", async () => {
    const user = userEvent.setup();
    let refuse: (error: unknown) => void = () => {};
    const { calls, onSaved } = renderDialog(() => new Promise((_, reject) => (refuse = reject)));
    await open(user);
    await fillNew(user);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('button', { name: 'Guardando…' })).toBeDisabled();

    refuse({
      status: 400,
      code: 'invalid_request',
      message: 'Revisa los datos enviados.',
      fields: { phone: ['Ingresa un teléfono válido, por ejemplo +56 9 1234 5678.'] },
    });
    const phone = screen.getByRole('textbox', { name: /^Teléfono/ });
    await waitFor(() => expect(phone).toHaveAccessibleDescription(/Ingresa un teléfono válido/));
    expect(screen.getByText('Revisa los campos marcados.')).toBeInTheDocument();
    expect(phone).toHaveValue('+56 2 2345 6789');
    expect(screen.getByRole('textbox', { name: /^Nombre de la dirección/ })).toHaveValue('Bodega Quilicura');
    expect(screen.getByRole('combobox', { name: /^Comuna/ })).toHaveTextContent('Quilicura');
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
  });

  it('pre-fills an edited address, keeps its type and sends a PUT for its id', async () => {
    const user = userEvent.setup();
    const { calls, onSaved } = renderDialog((input) => Promise.resolve({ ...providencia, street: input.draft.street }), providencia);
    const dialog = await open(user);
    expect(within(dialog).getByRole('heading', { name: 'Editar dirección' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Nombre de la dirección/ })).toHaveValue('Local Providencia');
    expect(screen.getByRole('combobox', { name: /^Región/ })).toHaveTextContent('Región Metropolitana de Santiago');
    expect(screen.getByRole('combobox', { name: /^Comuna/ })).toHaveTextContent('Providencia');
    expect(screen.getByRole('radio', { name: 'Facturación' })).toBeDisabled();

    const street = screen.getByRole('textbox', { name: /^Calle y número/ });
    await user.clear(street);
    await user.type(street, 'Av. Providencia 2000');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ ...providencia, street: 'Av. Providencia 2000' }));
    expect(calls[0]?.id).toBe(12);
    expect(calls[0]?.draft).toMatchObject({ street: 'Av. Providencia 2000', comuna: 'Providencia', phone: '+56 9 1234 5678' });
  });

  it('closes without saving on Cancelar and on Esc, and opens again empty', async () => {
    const user = userEvent.setup();
    const { calls, onSaved } = renderDialog(() => Promise.resolve(providencia));
    await open(user);
    await user.type(screen.getByRole('textbox', { name: /^Nombre de la dirección/ }), 'Algo');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await dialogGone();

    await open(user);
    expect(screen.getByRole('textbox', { name: /^Nombre de la dirección/ })).toHaveValue('');
    await user.keyboard('{Escape}');
    await dialogGone();
    expect(calls).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
