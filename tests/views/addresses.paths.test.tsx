import type { Address } from '../../contract/addresses';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SaveAddressInput } from '../../machines/address-form.machine';
import type { addressesMachine, AddressesSnapshot } from '../../machines/addresses.machine';
import { fakeEffects, WithEffects } from './effects-fakes';
import { spanishFailure } from './spanish';
import { AddressesPage } from '../../src/views/addresses/AddressesPage';
import { addresses, model } from '../machines/models/addresses.model';
import type { ModelEvent } from '../machines/support/model';
import { heldCalls, replayPaths } from './path-replay';
import { labelsNotInName } from './label-in-name';

type User = ReturnType<typeof userEvent.setup>;

/** The page's gateway calls, each held until the test answers it, as a model path does. */
function heldGateway() {
  const calls = heldCalls(['fetchAddresses', 'deleteAddress', 'setDefaultAddress', 'saveAddress'] as const);
  const { held } = calls;
  return {
    ...calls,
    effects: fakeEffects({
      addresses: {
        actors: {
          fetchAddresses: held<readonly Address[], void>('fetchAddresses'),
          deleteAddress: held<void, { id: number }>('deleteAddress'),
          setDefaultAddress: held<Address, { id: number }>('setDefaultAddress'),
        },
      },
      addressForm: { actors: { save: held<Address, SaveAddressInput>('saveAddress') } },
    }),
  };
}
type Gateway = ReturnType<typeof heldGateway>;

function renderPage() {
  const gateway = heldGateway();
  render(
    <FluentProvider theme={webLightTheme}>
      <WithEffects effects={gateway.effects}>
        <AddressesPage />
      </WithEffects>
    </FluentProvider>,
  );
  return gateway;
}

const nameOf = (snapshot: AddressesSnapshot, id: number) => snapshot.context.addresses.find((a) => a.id === id)?.name ?? '';

/** Sends `event` as the buyer would, through the page's controls (the address form answering with the saved address). */
async function send(e: ModelEvent<typeof addressesMachine>, before: AddressesSnapshot, { user, calls }: { user: User; calls: Gateway }) {
  switch (e.type) {
    case 'addresses.retry':
      return user.click(screen.getByRole('button', { name: 'Reintentar', hidden: true }));
    case 'addresses.delete':
      return user.click(screen.getByRole('button', { name: `Eliminar ${nameOf(before, e.id)}`, hidden: true }));
    case 'addresses.setDefault':
      return user.click(screen.getByRole('button', { name: `Marcar como principal: ${nameOf(before, e.id)}`, hidden: true }));
    case 'addresses.confirmDelete':
      return user.click(within(screen.getByRole('alertdialog', { hidden: true })).getByRole('button', { name: 'Eliminar', hidden: true }));
    case 'addresses.cancelDelete':
      return user.click(within(screen.getByRole('alertdialog', { hidden: true })).getByRole('button', { name: 'Cancelar', hidden: true }));
    case 'addresses.dismiss':
      return user.click(screen.getByRole('button', { name: 'Cerrar aviso', hidden: true }));
    case 'addresses.saved': {
      // An edit saved unchanged is the quickest way through the dialog; the gateway answers with the model's address.
      const first = before.context.addresses[0] as Address;
      await user.click(screen.getByRole('button', { name: `Editar ${first.name}`, hidden: true }));
      await user.click(await screen.findByRole('button', { name: 'Guardar', hidden: true }));
      await calls.answer('saveAddress', { output: e.address });
      return waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    }
  }
}

/**
 * What the buyer must see in each state of the machine. Queries include aria-hidden nodes: in jsdom
 * Fluent's modal leaves the page aria-hidden after a dialog closes, until focus moves again.
 */
async function expectScreen(s: AddressesSnapshot) {
  const { addresses, failure, refusal, pending } = s.context;
  expect(screen.getByRole('heading', { level: 1, name: 'Direcciones', hidden: true })).toBeInTheDocument();
  if (s.matches('loading') && addresses.length === 0) {
    expect(screen.getByLabelText('Cargando direcciones…')).toBeInTheDocument();
    return;
  }
  if (failure) {
    expect(await screen.findByText(/No pudimos cargar las direcciones\./)).toHaveTextContent(spanishFailure(failure));
    expect(screen.getByRole('button', { name: 'Reintentar', hidden: true })).toBeInTheDocument();
    return;
  }
  if (addresses.length === 0) {
    expect(await screen.findByRole('heading', { name: 'Aún no tienes direcciones', hidden: true })).toBeInTheDocument();
    return;
  }
  for (const address of addresses) expect(await screen.findByRole('heading', { level: 3, name: new RegExp(`^${address.name}`), hidden: true })).toBeInTheDocument();
  expect(screen.getAllByText('Principal')).toHaveLength(addresses.filter((a) => a.is_default).length);
  expect(screen.getByRole('heading', { level: 2, name: 'Facturación', hidden: true })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Despacho', hidden: true })).toBeInTheDocument();
  if (refusal) expect(await screen.findByText(spanishFailure(refusal))).toBeInTheDocument();
  else expect(screen.queryByRole('button', { name: 'Cerrar aviso', hidden: true })).not.toBeInTheDocument();
  if (pending) {
    const confirm = await screen.findByRole('alertdialog', { hidden: true });
    // jsdom leaves the dialog aria-hidden (no focus trap without layout), which empties its accessible name.
    expect(within(confirm).getByText(`¿Eliminar la dirección ${pending.name}?`)).toBeInTheDocument();
    const busy = s.matches({ ready: 'deleting' });
    expect(within(confirm).getByRole('button', { name: busy ? 'Eliminando…' : 'Eliminar', hidden: true })).toHaveProperty('disabled', busy);
  } else {
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument());
  }
}

describe('addresses page along the machine paths', { timeout: 60_000 }, () => {
  replayPaths(model, { render: () => ({ calls: renderPage(), user: userEvent.setup() }), send, expectScreen });
});

describe('addresses page calls', { timeout: 30_000 }, () => {
  it('deletes only after the confirmation, then reads the list again', async () => {
    const user = userEvent.setup();
    const gateway = renderPage();
    await gateway.answer('fetchAddresses', { output: addresses });
    await user.click(await screen.findByRole('button', { name: 'Eliminar Local Ñuñoa' }));
    expect(gateway.inputs('deleteAddress')).toEqual([]);
    await user.click(within(await screen.findByRole('alertdialog', { hidden: true })).getByRole('button', { name: 'Eliminar', hidden: true }));
    expect(gateway.inputs('deleteAddress')).toEqual([{ id: 13 }]);
    await gateway.answer('deleteAddress', { output: undefined });
    expect(gateway.inputs('fetchAddresses')).toHaveLength(2);
  });

  it('makes an address the default of its type by its id', async () => {
    const user = userEvent.setup();
    const gateway = renderPage();
    await gateway.answer('fetchAddresses', { output: addresses });
    await user.click(await screen.findByRole('button', { name: 'Marcar como principal: Local Ñuñoa' }));
    expect(gateway.inputs('setDefaultAddress')).toEqual([{ id: 13 }]);
    expect(screen.queryByRole('button', { name: /^Marcar como principal: Local Providencia/ })).not.toBeInTheDocument();
  });

  it('names each address action starting with the words it shows (WCAG 2.5.3)', async () => {
    const gateway = renderPage();
    await gateway.answer('fetchAddresses', { output: addresses });
    await screen.findByRole('button', { name: 'Marcar como principal: Local Ñuñoa' });
    expect(labelsNotInName()).toEqual([]);
  });
});
