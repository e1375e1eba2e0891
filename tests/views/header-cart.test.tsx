import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Role } from '../../contract/vocabulary';
import type { CheckoutActor } from '../../src/kernel/checkout-context';
import { HeaderCartButton } from '../../src/views/shell/HeaderCartButton';
import { renderSignedIn } from './render-signed-in';
import { testCheckout } from './checkout.harness';

let checkout: CheckoutActor | null = null;
afterEach(() => checkout?.stop());

function renderHeader({ role = 'admin', withCart = true }: { role?: Role; withCart?: boolean } = {}) {
  checkout = withCart ? testCheckout() : null;
  const { router } = renderSignedIn(
    [
      { path: '/dashboard/three', element: <HeaderCartButton wide /> },
      { path: '/product/checkout', element: <h1>Finalizar compra</h1> },
    ],
    { role, checkout },
  );
  return { router, checkout };
}

const add = (cart: CheckoutActor, id: number, quantity: number) =>
  act(() => cart.send({ type: 'cart.add', product: { id, product_name: `Producto ${id}`, list_price: 1_000, unit: 'kg' }, quantity }));

describe("the header's cart", () => {
  it('counts the lines of the cart, not a sum of kilos and units, and leads to the checkout', async () => {
    const { router, checkout: cart } = renderHeader();
    expect(screen.getByRole('link', { name: 'Carrito: 0 productos' })).toHaveAttribute('href', '/product/checkout');
    add(cart!, 1, 12.5);
    expect(screen.getByRole('link', { name: 'Carrito: 1 producto' })).toBeInTheDocument();
    add(cart!, 2, 44);
    add(cart!, 1, 1);
    const link = screen.getByRole('link', { name: 'Carrito: 2 productos' });
    expect(link).toHaveTextContent('Carrito2');
    await userEvent.setup().click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/checkout'));
  });

  it('is not there for finanzas, whose role does not buy, once the profile says so', async () => {
    renderHeader({ role: 'finanzas' });
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Carrito/ })).not.toBeInTheDocument());
  });

  it('holds its place while the cart loads: there, leading to the checkout, without a count', () => {
    renderHeader({ withCart: false });
    const link = screen.getByRole('link', { name: 'Carrito' });
    expect(link).toHaveAttribute('href', '/product/checkout');
    // The count is kept out of sight, not out of the layout: the header does not shift when the cart arrives.
    expect(link.querySelector('.fui-Badge')).not.toBeVisible();
  });
});
