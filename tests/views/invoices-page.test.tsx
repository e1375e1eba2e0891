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
        reads: { creditLine: async () => ({ days: 30, limit: 8_000_000, used: 3_250_000, available: 4_750_000 }) },
      }),
    });
    const box = await screen.findByRole('searchbox', { name: 'Buscar por folio, pedido u orden de compra' });
    expect(box).toHaveValue(first);
    await waitFor(() => expect(screen.getAllByText(first).length).toBeGreaterThan(0));
    expect(screen.queryByText(second)).not.toBeInTheDocument();

    await act(() => router.navigate(`/dashboard/group/five?folio=${second}`));
    await waitFor(() => expect(box).toHaveValue(second));
    expect(screen.getAllByText(second).length).toBeGreaterThan(0);
    expect(screen.queryByText(first)).not.toBeInTheDocument();
    expect(fetchInvoices).toHaveBeenCalledTimes(1);
  });

  it('shows what is left of the credit line beside the debt, once read', async () => {
    renderSignedIn([{ path: '/dashboard/group/five', element: <InvoicesPage /> }], {
      path: '/dashboard/group/five',
      role: 'finanzas',
      effects: fakeEffects({
        invoicesList: { actors: { fetchInvoices: fromPromise(async () => invoices) }, actions: { logError: () => {}, saveFile: () => {} } },
        reads: { creditLine: async () => ({ days: 30, limit: 8_000_000, used: 3_250_000, available: 4_750_000 }) },
      }),
    });
    const card = await screen.findByRole('group', { name: 'Crédito disponible' });
    expect(card).toHaveTextContent('$4.750.000');
    expect(card).toHaveTextContent('Usado $3.250.000 de $8.000.000');
  });

  it('shows the list without a credit card when the company has no line, or it cannot be read', async () => {
    for (const creditLine of [async () => null, async () => Promise.reject(new Error('network'))]) {
      const { unmount } = renderSignedIn([{ path: '/dashboard/group/five', element: <InvoicesPage /> }], {
        path: '/dashboard/group/five',
        role: 'finanzas',
        effects: fakeEffects({
          invoicesList: { actors: { fetchInvoices: fromPromise(async () => invoices) }, actions: { logError: () => {}, saveFile: () => {} } },
          reads: { creditLine },
        }),
      });
      await screen.findByRole('group', { name: 'Total adeudado' });
      expect(screen.queryByRole('group', { name: 'Crédito disponible' })).not.toBeInTheDocument();
      unmount();
    }
  });
});
