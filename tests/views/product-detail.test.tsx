import type { Product } from '../../contract/catalogue';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../src/api/client';
import { CheckoutActorContext, type CheckoutActor } from '../../src/kernel/checkout-context';
import { ProductDetail } from '../../src/views/catalogue/ProductDetail';
import { product } from '../machines/models/catalogue.model';
import { quietCheckout } from './catalogue.harness';
import { fakeEffects, WithEffects } from './effects-fakes';
import { renderApp } from './render-app';
import { sessionWithFakes } from './session-fakes';
import { AsRole } from './as-role';
import type { Role } from '../../contract/vocabulary';

const rice = product(1, 'Arroz grado 1', { cxti_price: 900, uom: 'kg', pack_size: 'Saco 25 kg', description: 'Arroz largo grado 1.' });

function renderDetail(read: (id: number) => Promise<Product>, signedIn: boolean, checkout: CheckoutActor | null = null, role: Role = 'admin') {
  return render(
    <FluentProvider theme={webLightTheme}>
      <CheckoutActorContext.Provider value={checkout}>
        <MemoryRouter initialEntries={['/detalle?id=1']}>
          <WithEffects effects={fakeEffects({ reads: { product: read } })}>
            <AsRole role={role}>
              <ProductDetail id={1} signedIn={signedIn} />
            </AsRole>
          </WithEffects>
        </MemoryRouter>
      </CheckoutActorContext.Provider>
    </FluentProvider>,
  );
}

describe('product detail', () => {
  it('shows a visitor the product with list prices and a way to sign in that comes back here', async () => {
    const read = vi.fn(async () => rice);
    renderDetail(read, false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Arroz grado 1' })).toBeInTheDocument();
    expect(read).toHaveBeenCalledWith(1);
    expect(screen.getByRole('img', { name: 'Arroz grado 1' })).toHaveAttribute('src', rice.image_url);
    expect(screen.getByText('Arroz largo grado 1.')).toBeInTheDocument();
    const facts = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(facts('SKU')).toBe('AB-001');
    expect(facts('Categoría')).toBe('Abarrotes');
    expect(facts('Unidad')).toBe('kg');
    expect(facts('Formato')).toBe('Saco 25 kg');
    expect(screen.getByText('En stock')).toBeInTheDocument();
    expect(screen.getByText('$1.000 neto por kg')).toBeInTheDocument();
    expect(screen.getByText('$1.190 con IVA')).toBeInTheDocument();
    expect(screen.queryByText(/Precio Club CXTI/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar al carrito' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inicia sesión para comprar' })).toHaveAttribute(
      'href',
      '/auth/jwt/login?returnTo=%2Fdetalle%3Fid%3D1',
    );
  });

  it('lets a buyer add the chosen quantity to the cart, with the club price in view', async () => {
    const user = userEvent.setup();
    const checkout = quietCheckout();
    renderDetail(async () => rice, true, checkout);
    await screen.findByRole('heading', { level: 1, name: 'Arroz grado 1' });
    expect(screen.getByText('Precio Club CXTI $900')).toBeInTheDocument();
    expect(screen.getByText('Ahorras $119 con IVA')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sumar uno de Arroz grado 1' }));
    await user.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    expect(await screen.findByText('Has agregado Arroz grado 1 al carrito')).toBeInTheDocument();
    expect(checkout.getSnapshot().context.items).toMatchObject([{ id: 1, quantity: 2, list_price: 1_000, cxti_price: 900, unit: 'kg' }]);
  });

  it('does not let a buyer add a product out of stock', async () => {
    renderDetail(async () => ({ ...rice, stock_state: 'out' }), true, quietCheckout());
    await screen.findByRole('heading', { level: 1, name: 'Arroz grado 1' });
    expect(screen.getByText('Sin stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar al carrito' })).toBeDisabled();
  });

  it('says plainly that an unknown product does not exist, with the way back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDetail(() => Promise.reject(new ApiRequestError(404, 'not_found', 'El producto no existe o ya no está disponible.')), false);
    expect(await screen.findByText('Este producto no existe.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Producto no encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al catálogo' })).toHaveAttribute('href', '/dashboard');
  });

  it('offers a retry when the product could not load', async () => {
    const user = userEvent.setup();
    const read = vi.fn<(id: number) => Promise<Product>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(rice);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDetail(read, false);
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar el producto. Inténtalo de nuevo.');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Arroz grado 1' })).toBeInTheDocument();
  });

  it.each(['/detalle?id=abc', '/detalle'])('answers %s at the real route without asking the gateway', async (path) => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const visitor = { id: 1, role: 'admin', isPremium: false, displayName: 'Camila', email: 'c@d.cl' };
    renderApp(path, sessionWithFakes(visitor), { token: null, now: () => Date.now(), buildVersion: '1.5.4' });
    expect(await screen.findByText('Este producto no existe.', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(fetchSpy.mock.calls.filter(([url]) => String(url).includes('/products'))).toEqual([]);
  });
});
