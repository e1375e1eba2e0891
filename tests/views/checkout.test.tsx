import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { screenWidth } from './screen-width';
import { violations } from './axe';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { SaveAddressInput } from '../../machines/address-form.machine';
import type { Address } from '../../contract/addresses';
import {
  aceite,
  addresses,
  deliveryOptions,
  fakePayment,
  fakeReads,
  readyForPayment,
  renderCheckout,
  storedCart,
  testCheckout,
  tomate,
  type TestCheckoutOptions,
} from './checkout.harness';

/** The value beside `label` in the totals panel. */
function total(label: string): string | null | undefined {
  const panel = screen.getByRole('region', { name: 'Resumen' });
  return within(panel).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

/** The step the stepper marks as current. */
function currentStep(): string | null {
  const steps = screen.getByRole('navigation', { name: 'Pasos de la compra' });
  return steps.querySelector('[aria-current="step"]')?.textContent ?? null;
}

const cartWith = (data: Parameters<typeof storedCart>[0], options: TestCheckoutOptions = {}) =>
  testCheckout({ stored: storedCart(data) }, options);

describe('Carrito', () => {
  it('changes a line with its steppers and by typing, and the totals follow', async () => {
    const user = userEvent.setup();
    const checkout = cartWith({ items: [{ ...aceite }] });
    renderCheckout(checkout);

    expect(currentStep()).toBe('Carrito');
    expect(total('Subtotal neto')).toBe('$74.970');
    expect(total('Despacho (neto)')).toBe('Se calcula en Direcciones');
    expect(total('IVA 19 %')).toBe('$14.244');
    expect(total('Total')).toBe('$89.214');

    await user.click(screen.getByRole('button', { name: 'Sumar uno de Aceite de oliva 5 lt' }));
    expect(screen.getByRole('textbox', { name: 'Cantidad de Aceite de oliva 5 lt' })).toHaveValue('4');
    expect(total('Subtotal neto')).toBe('$99.960');
    expect(total('Total')).toBe('$118.952');
    expect(total('Ahorrarías con Club CXTI (con IVA)')).toBe('$11.900');

    const quantity = screen.getByRole('textbox', { name: 'Cantidad de Aceite de oliva 5 lt' });
    expect(quantity).toHaveAccessibleDescription('litros enteros');
    await user.clear(quantity);
    await user.type(quantity, '2,5{Enter}');
    expect(quantity).toHaveValue('3');
    expect(screen.getByRole('status')).toHaveTextContent('Aceite de oliva 5 lt se vende en litros enteros: en vez de 2,5 quedó en 3 L.');
    expect(total('Subtotal neto')).toBe('$74.970');

    await user.clear(quantity);
    await user.type(quantity, '0{Enter}');
    expect(screen.queryByRole('textbox', { name: 'Cantidad de Aceite de oliva 5 lt' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Quitaste Aceite de oliva 5 lt del carrito.');
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(screen.getByRole('textbox', { name: 'Cantidad de Aceite de oliva 5 lt' })).toHaveValue('3');
    expect(total('Subtotal neto')).toBe('$74.970');
  });

  it('right-aligns the amounts’ headers over the amounts', () => {
    renderCheckout(cartWith({ items: [{ ...aceite }] }));
    const table = screen.getByRole('table', { name: 'Productos del pedido' });
    const headers = within(table).getAllByRole('columnheader');
    const aligned = (cell: HTMLElement) => getComputedStyle(cell).textAlign;
    expect(headers.map((header) => [header.textContent, aligned(header)])).toEqual([
      ['Producto', expect.not.stringMatching(/end/)],
      ['Precio neto', 'end'],
      ['Cantidad', expect.not.stringMatching(/end/)],
      ['Total neto', 'end'],
      ['Acciones', expect.not.stringMatching(/end/)],
    ]);
  });

  it('lists the lines as cards on a phone, each with its stepper, total and removal', async () => {
    const restore = screenWidth(390);
    try {
      const user = userEvent.setup();
      const checkout = cartWith({ items: [{ ...aceite }] });
      renderCheckout(checkout);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const [line] = within(screen.getByRole('list', { name: 'Productos del pedido' })).getAllByRole('listitem');
      expect(line).toHaveTextContent('Aceite de oliva 5 lt');
      expect(line).toHaveTextContent('$74.970');
      await user.click(within(line!).getByRole('button', { name: 'Sumar uno de Aceite de oliva 5 lt' }));
      expect(line).toHaveTextContent('$99.960');
      await user.click(within(line!).getByRole('button', { name: 'Eliminar Aceite de oliva 5 lt del carrito' }));
      expect(checkout.getSnapshot().context.items).toEqual([]);
    } finally {
      restore();
    }
  });

  it('leaves the catalogue’s "added" confirmation behind, and still says what the checkout itself has to say', async () => {
    const checkout = cartWith({ items: [{ ...aceite }] });
    act(() => checkout.send({ type: 'cart.add', product: { id: 9, product_name: 'Queso gouda', list_price: 5_000 } }));
    expect(checkout.getSnapshot().context.notice?.code).toBe('added');
    renderCheckout(checkout);
    expect(screen.getByRole('heading', { name: 'Finalizar compra', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(/Has agregado/)).not.toBeInTheDocument();

    act(() => {
      checkout.send({ type: 'cart.clear' });
      checkout.send({ type: 'checkout.next' });
    });
    expect(await screen.findByText('Tu carrito está vacío. Agrega productos para continuar.')).toBeInTheDocument();
  });

  it('removes a line and says how much is missing for the minimum order', async () => {
    const user = userEvent.setup();
    const checkout = cartWith({ items: [{ ...aceite }, { ...tomate }] });
    renderCheckout(checkout);

    await user.click(screen.getByRole('button', { name: 'Eliminar Aceite de oliva 5 lt del carrito' }));
    expect(screen.queryByText('Aceite de oliva 5 lt')).not.toBeInTheDocument();
    expect(screen.getByText('El pedido mínimo es de $50.000 netos. Te faltan $45.025.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(currentStep()).toBe('Carrito');
  });

  it('keeps the purchase-order number across back and forward, and shows it in Pago', async () => {
    const user = userEvent.setup();
    const checkout = cartWith({ items: [{ ...aceite }] });
    renderCheckout(checkout);

    const purchaseOrder = screen.getByRole('textbox', { name: /Número de orden de compra \(opcional\)/ });
    expect(purchaseOrder).toHaveAttribute('maxLength', '40');
    await user.type(purchaseOrder, 'OC-4512');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Direcciones' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(screen.getByRole('textbox', { name: /Número de orden de compra/ })).toHaveValue('OC-4512');

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(await screen.findByRole('radio', { name: /Retiro en tienda/ }));
    await user.click(await screen.findByRole('radio', { name: 'martes 24-11-2026' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Pago' })).toHaveFocus();
    const order = screen.getByRole('region', { name: 'Tu pedido' });
    expect(within(order).getByText('Orden de compra').nextElementSibling).toHaveTextContent('OC-4512');
  });

  it('shows an empty cart with a way to the catalogue', async () => {
    const user = userEvent.setup();
    renderCheckout(testCheckout());
    expect(screen.getByText('Tu carrito está vacío.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Resumen' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ir al catálogo' }));
    expect(await screen.findByText('Catálogo')).toBeInTheDocument();
  });

  it('says so when the stored cart could not be read, and starts empty', () => {
    renderCheckout(testCheckout({ stored: '{"version":1,"data":{"items":"nope"}}' }));
    expect(screen.getByText('No pudimos recuperar tu carrito guardado; empezamos uno nuevo.')).toBeInTheDocument();
    expect(screen.getByText('Tu carrito está vacío.')).toBeInTheDocument();
    expect(currentStep()).toBe('Carrito');
  });
});

describe('Direcciones', () => {
  const atAddresses = (options: TestCheckoutOptions = {}) => cartWith({ items: [{ ...aceite }], activeStep: 1 }, options);

  it('enables Continuar once billing, delivery and date are chosen, and takes the chosen billing partner along', async () => {
    const user = userEvent.setup();
    const checkout = atAddresses();
    renderCheckout(checkout);

    const billing = await screen.findByRole('radiogroup', { name: 'Empresa de facturación' });
    expect(within(billing).getByRole('radio', { name: /Restaurante El Buen Sabor SpA/ })).toBeChecked();
    const next = screen.getByRole('button', { name: 'Continuar' });
    expect(next).toBeDisabled();

    await user.click(within(billing).getByRole('radio', { name: /Inversiones Buen Sabor Ltda\./ }));
    await user.click(screen.getByRole('radio', { name: /Local Ñuñoa/ }));
    expect(next).toBeDisabled();
    const dates = await screen.findByRole('radiogroup', { name: 'Fecha de entrega' });
    expect(within(dates).getAllByRole('radio').map((radio) => radio.closest('span, div')?.textContent)).toEqual([
      'martes 24-11-2026',
      'miércoles 25-11-2026',
      'jueves 26-11-2026',
    ]);
    await user.click(within(dates).getByRole('radio', { name: 'miércoles 25-11-2026' }));
    expect(next).toBeEnabled();

    await user.click(next);
    expect(checkout.getSnapshot().context.billing).toEqual({ id: 11, name: 'Inversiones Buen Sabor Ltda.' });
    const order = await screen.findByRole('region', { name: 'Tu pedido' });
    expect(within(order).getByText('Facturación').nextElementSibling).toHaveTextContent('Inversiones Buen Sabor Ltda.');
    expect(within(order).getByText('Entrega', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/Local Ñuñoa/);
    expect(within(order).getByText('Fecha de entrega').nextElementSibling).toHaveTextContent('miércoles 25-11-2026');
  });

  it('charges 4.990 net for delivery and nothing for store pickup', async () => {
    const user = userEvent.setup();
    renderCheckout(atAddresses());
    await user.click(await screen.findByRole('radio', { name: /Local Providencia/ }));
    expect(total('Despacho (neto)')).toBe('$4.990');
    expect(total('Total')).toBe('$95.152');
    await user.click(screen.getByRole('radio', { name: /Retiro en tienda/ }));
    expect(total('Despacho (neto)')).toBe('$0');
    expect(total('Total')).toBe('$89.214');
  });

  it('shows a failed read with a retry that reads again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const reads = fakeReads({
      addresses: async () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return fakeReads().addresses();
      },
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCheckout(atAddresses({ reads }));
    expect(await screen.findByText('No pudimos cargar tus direcciones ni las fechas de entrega.')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Error loading addresses', expect.any(Error));
    log.mockRestore();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('radiogroup', { name: 'Empresa de facturación' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('adds a delivery address from "Agregar dirección" and delivers there', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const listed = [...addresses];
    const bodega: Address = { ...addresses[3]!, id: 23, name: 'Bodega Quilicura', street: 'Los Alerces 455', comuna: 'Quilicura' };
    const saved: SaveAddressInput[] = [];
    const addressForm = {
      save: fromPromise<Address, SaveAddressInput>(async ({ input }) => {
        saved.push(input);
        listed.push(bodega);
        return bodega;
      }),
    };
    renderCheckout(atAddresses({ reads: fakeReads({ addresses: async () => [...listed] }) }), { addressForm });

    // jsdom has no layout, so the dialog's focus trap moves focus in only when the user clicks inside.
    await user.click(await screen.findByRole('button', { name: 'Agregar dirección' }));
    await user.click(await screen.findByRole('textbox', { name: /^Nombre de la dirección/, hidden: true }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre de la dirección/ }), 'Bodega Quilicura');
    await user.type(within(dialog).getByRole('textbox', { name: /^Calle y número/ }), 'Los Alerces 455');
    await user.click(within(dialog).getByRole('combobox', { name: /^Región/ }));
    await user.click(await screen.findByRole('option', { name: 'Región Metropolitana de Santiago' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Comuna/ }));
    await user.click(await screen.findByRole('option', { name: 'Quilicura' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByRole('radio', { name: /Bodega Quilicura/ })).toBeChecked();
    expect(saved).toHaveLength(1);
    expect(saved[0]!.draft).toMatchObject({ type: 'delivery', name: 'Bodega Quilicura' });
    expect(total('Despacho (neto)')).toBe('$4.990');
  });

  it('has chosen for a repeat order, entered from Carrito: the default delivery address and the earliest date', async () => {
    const user = userEvent.setup();
    renderCheckout(cartWith({ items: [{ ...aceite }], activeStep: 0 }));
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('radio', { name: /Local Providencia/ })).toBeChecked();
    expect(await screen.findByRole('radio', { name: 'martes 24-11-2026' })).toBeChecked();
    expect(total('Despacho (neto)')).toBe('$4.990');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(currentStep()).toBe('Pago');
  });

  it('chooses store pickup for a company without delivery addresses, with where and when, and joins the billing line without a loose separator', async () => {
    const noStreet: Address = { ...addresses[0]!, street: '', comuna: '', region: '' };
    renderCheckout(atAddresses({ reads: fakeReads({ addresses: async () => [noStreet] }) }));
    const pickup = await screen.findByRole('radio', { name: /Retiro en tienda/ });
    expect(pickup).toBeChecked();
    expect(pickup.closest('.fui-Radio')).toHaveTextContent('Av. Américo Vespucio 1501, bodega 4, Quilicura · lunes a viernes de 08:00 a 17:00; sábados de 09:00 a 13:00');
    const billing = screen.getByRole('radio', { name: /Restaurante El Buen Sabor SpA/ });
    expect(billing.closest('.fui-Radio')).toHaveTextContent(/RUT 76\.543\.210-3$/);
    // Back on Direcciones after a reload, the date is the buyer's to choose again, and Continuar says so.
    const next = screen.getByRole('button', { name: 'Continuar' });
    expect(next).toHaveAccessibleDescription('Para continuar, elige la fecha de entrega.');
  });

  it('offers a company without billing details to add them right there, and invoices them', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const listed = addresses.filter((address) => address.type === 'delivery');
    const billing: Address = { ...addresses[0]!, id: 31, name: 'Cocinería Don Tito SpA', vat: '76.111.222-3' };
    const saved: SaveAddressInput[] = [];
    const addressForm = {
      save: fromPromise<Address, SaveAddressInput>(async ({ input }) => {
        saved.push(input);
        listed.push(billing);
        return billing;
      }),
    };
    renderCheckout(atAddresses({ reads: fakeReads({ addresses: async () => [...listed] }) }), { addressForm });
    expect(await screen.findByText(/Tu empresa aún no tiene datos de facturación\. Agrégalos aquí/)).toBeInTheDocument();
    // Continuar says why it cannot be pressed yet.
    const next = screen.getByRole('button', { name: 'Continuar' });
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription(
      'Para continuar, elige la empresa de facturación, una dirección de despacho o el retiro en tienda y la fecha de entrega.',
    );

    await user.click(screen.getByRole('button', { name: 'Agregar datos de facturación' }));
    await user.click(await screen.findByRole('textbox', { name: /^Razón social/, hidden: true }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: 'Facturación' })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: /^Razón social/ }), 'Cocinería Don Tito SpA');
    await user.type(within(dialog).getByRole('textbox', { name: /^Calle y número/ }), 'Av. Providencia 1234');
    await user.click(within(dialog).getByRole('combobox', { name: /^Región/ }));
    await user.click(await screen.findByRole('option', { name: 'Región Metropolitana de Santiago' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Comuna/ }));
    await user.click(await screen.findByRole('option', { name: 'Providencia' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByRole('radio', { name: /Cocinería Don Tito SpA/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Continuar' })).toHaveAccessibleDescription(
      'Para continuar, elige una dirección de despacho o el retiro en tienda y la fecha de entrega.',
    );
    expect(saved[0]!.draft).toMatchObject({ type: 'invoice', name: 'Cocinería Don Tito SpA' });
    expect(screen.queryByRole('button', { name: 'Agregar datos de facturación' })).not.toBeInTheDocument();
  });

  it('goes back to Carrito from the stepper', async () => {
    const user = userEvent.setup();
    renderCheckout(atAddresses());
    await user.click(await screen.findByRole('button', { name: 'Carrito' }));
    expect(currentStep()).toBe('Carrito');
    expect(screen.getByRole('heading', { level: 2, name: 'Carrito' })).toHaveFocus();
  });
});

describe('Pago', () => {
  const atPayment = (payment = fakePayment()) => cartWith({ ...readyForPayment, activeStep: 2 }, { payment });

  it('opens on Pago when the stored cart was there', async () => {
    renderCheckout(atPayment());
    expect(currentStep()).toBe('Pago');
    expect(screen.getByRole('heading', { level: 2, name: 'Pago' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Carrito' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Direcciones' })).toBeInTheDocument();
  });

  it('lists the methods the gateway offers and the whole order', async () => {
    renderCheckout(atPayment());
    const methods = await screen.findByRole('radiogroup', { name: 'Medio de pago' });
    expect(within(methods).getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual([
      expect.stringContaining('Tarjeta de crédito o débito'),
      expect.stringContaining('Tarjeta guardada Visa •••• 4242'),
      expect.stringContaining('Crédito a 30 días'),
    ]);
    const order = screen.getByRole('region', { name: 'Tu pedido' });
    expect(within(order).getAllByRole('listitem').map((line) => line.textContent)).toContainEqual(expect.stringMatching(/^\u20683 L\u2069 × Aceite de oliva 5 lt\$/));
    expect(within(order).getByText('Facturación').nextElementSibling).toHaveTextContent('Restaurante El Buen Sabor SpA');
    expect(within(order).getByText('Entrega', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Retiro en tienda');
    expect(within(order).getByText('Fecha de entrega').nextElementSibling).toHaveTextContent('martes 24-11-2026');
    expect(total('Despacho (neto)')).toBe('$0');
    expect(total('Total')).toBe('$89.214');
    expect(screen.getByRole('button', { name: 'Pagar $89.214' })).toBeDisabled();
  });

  it('without a credit line offers no credit', async () => {
    renderCheckout(atPayment(), { reads: { paymentMethods: async () => [{ id: 1, code: 'card', name: 'Tarjeta de crédito o débito' }] } });
    const methods = await screen.findByRole('radiogroup', { name: 'Medio de pago' });
    expect(within(methods).getAllByRole('radio')).toHaveLength(1);
    expect(screen.queryByText('Crédito a 30 días')).not.toBeInTheDocument();
  });

  it('shows what is left of the credit line, and offers it disabled with the reason when the order is larger', async () => {
    const creditLeft = (available: number) => [
      { id: 1, code: 'card' as const, name: 'Tarjeta de crédito o débito' },
      { id: 2, code: 'credit' as const, name: 'Crédito 30 días', credit: { days: 30, limit: 5_000_000, available }, last_used: true as const },
    ];
    const checkout = atPayment();
    renderCheckout(checkout, { reads: { paymentMethods: async () => creditLeft(2_000_000) } });
    const credit = await screen.findByRole('radio', { name: /Crédito a 30 días/ });
    await waitFor(() => expect(credit).toBeChecked());
    expect(credit.closest('.fui-Radio')).toHaveTextContent('Disponible: $2.000.000 de $5.000.000.');
    expect(screen.queryByText(/supera tu crédito disponible/)).not.toBeInTheDocument();
    cleanup();

    const larger = atPayment();
    renderCheckout(larger, { reads: { paymentMethods: async () => creditLeft(50_000) } });
    const refused = await screen.findByRole('radio', { name: /Crédito a 30 días/ });
    expect(refused).toBeDisabled();
    expect(refused).not.toBeChecked();
    expect(refused.closest('.fui-Radio')).toHaveTextContent('Disponible: $50.000 de $5.000.000.');
    expect(screen.getByText('Este pedido ($89.214) supera tu crédito disponible ($50.000): elige otro medio de pago o reduce el pedido.')).toBeInTheDocument();
    expect(larger.getSnapshot().context.paymentMethodId).toBeNull();
    expect(screen.getByRole('button', { name: 'Pagar $89.214' })).toBeDisabled();
  });

  it('chooses the primary saved card first, and shows an expired one disabled with the reason', async () => {
    const checkout = atPayment();
    renderCheckout(checkout, {
      reads: {
        paymentMethods: async () => [
          { id: 1, code: 'card', name: 'Tarjeta de crédito o débito' },
          { id: 1012, code: 'saved_card', name: 'Visa •••• 4242', card: { state: 'expired', is_primary: false } },
          { id: 1015, code: 'saved_card', name: 'Mastercard •••• 5454', card: { state: 'expiring', is_primary: true } },
        ],
      },
    });
    const primary = await screen.findByRole('radio', { name: /Mastercard •••• 5454 · Principal/ });
    await waitFor(() => expect(primary).toBeChecked());
    expect(checkout.getSnapshot().context.paymentMethodId).toBe(1015);
    expect(primary.closest('.fui-Radio')).toHaveTextContent('Vence pronto.');
    const expired = screen.getByRole('radio', { name: /Visa •••• 4242/ });
    expect(expired).toBeDisabled();
    expect(expired.closest('.fui-Radio')).toHaveTextContent('Vencida: no se puede usar. Agrega una vigente en Mis Tarjetas.');
  });

  it('opens on the method the latest order was paid with, over the primary card, while it can pay', async () => {
    const checkout = atPayment();
    const methods = (creditState: 'ok' | 'expired') => [
      { id: 1, code: 'card' as const, name: 'Tarjeta de crédito o débito' },
      { id: 1012, code: 'saved_card' as const, name: 'Visa •••• 4242', card: { state: creditState, is_primary: false }, last_used: true as const },
      { id: 1015, code: 'saved_card' as const, name: 'Mastercard •••• 5454', card: { state: 'ok' as const, is_primary: true } },
      { id: 2, code: 'credit' as const, name: 'Crédito 30 días', credit: { days: 30, limit: 5_000_000, available: 2_000_000 } },
    ];
    renderCheckout(checkout, { reads: { paymentMethods: async () => methods('ok') } });
    await waitFor(() => expect(screen.getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked());
    expect(checkout.getSnapshot().context.paymentMethodId).toBe(1012);
    cleanup();

    const another = atPayment();
    renderCheckout(another, { reads: { paymentMethods: async () => methods('expired') } });
    await waitFor(() => expect(screen.getByRole('radio', { name: /Mastercard •••• 5454 · Principal/ })).toBeChecked());
    expect(another.getSnapshot().context.paymentMethodId).toBe(1015);
  });

  it('keeps the method the buyer chose over the primary card', async () => {
    const checkout = cartWith({ ...readyForPayment, activeStep: 2, paymentMethodId: 1, paymentMethod: 'card' }, { payment: fakePayment() });
    renderCheckout(checkout, {
      reads: { paymentMethods: async () => [{ id: 1, code: 'card', name: 'Tarjeta de crédito o débito' }, { id: 1015, code: 'saved_card', name: 'Mastercard •••• 5454', card: { state: 'ok', is_primary: true } }] },
    });
    expect(await screen.findByRole('radio', { name: /Tarjeta de crédito o débito/ })).toBeChecked();
    expect(checkout.getSnapshot().context.paymentMethodId).toBe(1);
  });

  it('pays by card once, however often "Pagar" is pressed, and hands over to the provider', async () => {
    const user = userEvent.setup();
    let answer: (order: { order_id: number }) => void = () => {};
    const payment = fakePayment({ createOrder: () => new Promise((resolve) => (answer = resolve)) });
    const checkout = atPayment(payment);
    renderCheckout(checkout);

    await user.click(await screen.findByRole('radio', { name: /Tarjeta de crédito o débito/ }));
    const pay = screen.getByRole('button', { name: 'Pagar $89.214' });
    await user.dblClick(pay);
    await user.click(screen.getByRole('button', { name: 'Procesando el pago…' }));
    expect(screen.getByRole('button', { name: 'Procesando el pago…' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Crédito a 30 días/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeDisabled();
    expect(checkout.getSnapshot().hasTag('paymentHeld')).toBe(true);

    await act(async () => answer({ order_id: 77 }));
    // Handed to the provider, the order holds the lines: its payment page, or cancelling it; never "Pagar" again.
    expect(await screen.findByRole('heading', { level: 2, name: 'Tu pedido espera su pago' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver y pagar el pedido' })).toHaveAttribute('href', '/product/pendiente?order_id=77');
    expect(screen.queryByRole('button', { name: /^Pagar/ })).not.toBeInTheDocument();
    expect(checkout.getSnapshot().context.heldOrderId).toBe(77);
    expect(payment.orders).toHaveLength(1);
    expect(payment.orders[0]!.order).toMatchObject({
      partner_id: 10,
      payment_method_id: 1,
      scheduled_date: '2026-11-24',
      retiro_en_tienda: true,
      despensa_customer_sale_order_number: 'OC-4512',
      order_line: [{ product_id: 1, product_uom_qty: 3, price_unit: 24_990, cxti_price: 22_490 }],
    });
    expect(payment.payments).toEqual([{ order_id: 77, payment_method_id: 1, idempotencyKey: 'key-2' }]);
    expect(payment.redirects).toEqual(['https://pagos.example/checkout/pay-9']);
  });

  it('asks to confirm a total far above the usual order before paying it, or to review it', async () => {
    const user = userEvent.setup();
    const payment = fakePayment();
    const reads = fakeReads({ deliveryOptions: async () => ({ ...deliveryOptions, usual_order_total: 60_000 }) });
    // Thirty litres where three were meant: entered through Direcciones, which reads the usual order.
    const checkout = cartWith({ ...readyForPayment, items: [{ ...aceite, quantity: 30 }], activeStep: 1 }, { payment, reads });
    renderCheckout(checkout);
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    await user.click(await screen.findByRole('radio', { name: /Tarjeta de crédito o débito/ }));
    await user.click(screen.getByRole('button', { name: 'Pagar $892.143' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Este pedido suma $892.143, mucho más que tus pedidos habituales (unos $60.000). Revisa las cantidades antes de pagar.');
    expect(payment.orders).toEqual([]);
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Revisar el pedido' }));
    expect(screen.getByRole('button', { name: 'Pagar $892.143' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Pagar $892.143' }));
    await user.click(screen.getByRole('button', { name: 'Sí, pagar $892.143' }));
    await waitFor(() => expect(payment.orders).toHaveLength(1));
  });

  it('on credit goes to the success page with the order id, and the cart is emptied', async () => {
    const user = userEvent.setup();
    const payment = fakePayment({ createOrder: async () => ({ order_id: 4312 }) });
    const checkout = atPayment(payment);
    const { router } = renderCheckout(checkout);

    await user.click(await screen.findByRole('radio', { name: /Crédito a 30 días/ }));
    await user.click(screen.getByRole('button', { name: 'Pagar $89.214' }));
    expect(await screen.findByText('Pago final del pedido 4312')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/product/finalpago');
    expect(router.state.location.search).toBe('?order_id=4312');
    expect(payment.orders).toHaveLength(1);
    expect(payment.orders[0]!.order.payment_method_id).toBe(2);
    expect(payment.payments).toEqual([]);
    expect(checkout.getSnapshot().context.items).toEqual([]);
  });

  it('after a price change shows the refreshed totals and pays the current prices', async () => {
    const user = userEvent.setup();
    const payment = fakePayment({
      createOrder: async () => {
        if (payment.orders.length === 1) {
          throw { code: 'price_changed', message: 'Los precios cambiaron.', prices: [{ product_id: 1, price_unit: 26_990, cxti_price: 23_990 }] };
        }
        return { order_id: 78 };
      },
    });
    const { router } = renderCheckout(atPayment(payment));

    await user.click(await screen.findByRole('radio', { name: /Crédito a 30 días/ }));
    await user.click(screen.getByRole('button', { name: 'Pagar $89.214' }));
    expect(
      await screen.findByText('Los precios cambiaron desde que armaste tu carrito. Revisa el total actualizado: $96.354.'),
    ).toBeInTheDocument();
    expect(total('Subtotal neto')).toBe('$80.970');
    expect(total('Total')).toBe('$96.354');
    expect(screen.getByText('Actualizamos los precios de tu carrito. Revísalos antes de continuar.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pagar $96.354 con los precios actuales' }));
    await waitFor(() => expect(router.state.location.search).toBe('?order_id=78'));
    expect(payment.orders.map((call) => call.order.order_line[0]!.price_unit)).toEqual([24_990, 26_990]);
    expect(new Set(payment.orders.map((call) => call.idempotencyKey)).size).toBe(1);
  });

  it('shows why an order failed and retries it with the same key', async () => {
    const user = userEvent.setup();
    const payment = fakePayment({
      createOrder: async () => {
        if (payment.orders.length === 1) throw { code: 'credit_limit', message: 'Tu línea de crédito no alcanza para este pedido.' };
        return { order_id: 79 };
      },
    });
    const { router } = renderCheckout(atPayment(payment));

    await user.click(await screen.findByRole('radio', { name: /Crédito a 30 días/ }));
    await user.click(screen.getByRole('button', { name: 'Pagar $89.214' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tu línea de crédito no alcanza para este pedido.');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?order_id=79'));
    expect(payment.orders).toHaveLength(2);
    expect(payment.orders[1]!.idempotencyKey).toBe(payment.orders[0]!.idempotencyKey);
  });

  it('words a failure the gateway did not word itself', async () => {
    const user = userEvent.setup();
    const payment = fakePayment({ createOrder: async () => Promise.reject(new Error('offline')) });
    renderCheckout(atPayment(payment));
    await user.click(await screen.findByRole('radio', { name: /Crédito a 30 días/ }));
    await user.click(screen.getByRole('button', { name: 'Pagar $89.214' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos crear tu pedido. Inténtalo de nuevo.');
  });
});
