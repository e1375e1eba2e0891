import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { InvoiceListRow } from '../../contract/lists';
import InvoicesPage from '../../src/views/invoices/InvoicesPage';
import { invoices } from '../machines/models/invoices-list.model';
import { fakeEffects } from './effects-fakes';
import { renderSignedIn } from './render-signed-in';

describe('the invoices page opened on a folio', () => {
  it('starts searched for it, and searches for the next one the palette opens without loading the list again', async () => {
    const fetchInvoices = vi.fn(async (): Promise<readonly InvoiceListRow[]> => invoices);
    const [first, second] = [invoices[0]!.name, invoices[2]!.name];
    const { router } = renderSignedIn([{ path: '/dashboard/group/five', element: <InvoicesPage /> }], {
      path: `/dashboard/group/five?folio=${first}`,
      role: 'finanzas',
      effects: fakeEffects({
        invoicesList: { actors: { fetchInvoices: fromPromise(fetchInvoices) }, actions: { logError: () => {}, saveFile: () => {} } },
      }),
    });
    const box = await screen.findByRole('searchbox', { name: 'Buscar por folio' });
    expect(box).toHaveValue(first);
    await waitFor(() => expect(screen.getAllByText(first).length).toBeGreaterThan(0));
    expect(screen.queryByText(second)).not.toBeInTheDocument();

    await act(() => router.navigate(`/dashboard/group/five?folio=${second}`));
    await waitFor(() => expect(box).toHaveValue(second));
    expect(screen.getAllByText(second).length).toBeGreaterThan(0);
    expect(screen.queryByText(first)).not.toBeInTheDocument();
    expect(fetchInvoices).toHaveBeenCalledTimes(1);
  });
});
