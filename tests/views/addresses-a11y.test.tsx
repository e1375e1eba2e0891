import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { violations } from './axe';
import { createActor, fromPromise } from 'xstate';
import { addressesMachine } from '../../machines/addresses.machine';
import { AddressesView } from '../../src/views/addresses/AddressesView';
import { addresses } from '../machines/models/addresses.model';

describe('addresses page accessibility', () => {
  it('has no axe violations with the list shown and with the read failed', async () => {
    const answers = [() => Promise.resolve(addresses), () => Promise.reject(new TypeError('Failed to fetch'))];
    const actor = createActor(
      addressesMachine.provide({ actors: { fetchAddresses: fromPromise(() => (answers.shift() as () => Promise<typeof addresses>)()) } }),
    ).start();
    render(
      <FluentProvider theme={webLightTheme}>
        <AddressesView actor={actor} />
      </FluentProvider>,
    );
    await screen.findByRole('heading', { level: 3, name: /^Local Ñuñoa/ });
    expect(await violations()).toEqual([]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    await act(async () => actor.send({ type: 'addresses.saved', address: addresses[0]! }));
    await screen.findByRole('button', { name: 'Reintentar' });
    expect(await violations()).toEqual([]);
  });
});
