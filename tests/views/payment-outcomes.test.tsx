import { useSelector } from '@xstate/react';
import type { CreatePaymentResponse, PaymentStatusResponse } from '../../contract/payments';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { paymentMachine } from '../../machines/payment.machine';
import type { CreatePaymentInput, PaymentContext, PaymentInput, PaymentLookup } from '../../machines/payment.types';
import { formatClp } from '../../machines/rules/money';
import { watchReturn } from '../../src/actors/payment.actors';
import { ApiRequestError } from '../../src/api/client';
import type { SalesOrderDetail } from '../../contract/lists';
import type { PaymentMethod } from '../../contract/payments';
import { SessionContext } from '../../src/kernel/session-context';
import type { Effects, Reads } from '../../src/kernel/effects';
import type { PaymentActor } from '../../src/views/payment/payment-effects';
import { PaymentOutcome } from '../../src/views/payment/PaymentOutcome';
import { PaymentReturnPage } from '../../src/views/payment/PaymentReturnPage';
import { model } from '../machines/models/payment.model';
import { CheckoutActorContext, type CheckoutActor } from '../../src/kernel/checkout-context';
import { usePaymentVerification } from '../../src/views/payment/usePaymentVerification';
import { totalsOf } from '../../machines/checkout.selectors';
import { emptyChoices, toStoredCart } from '../../machines/checkout.storage';
import { testCheckout } from './checkout.harness';
import { fakeEffects, WithEffects } from './effects-fakes';
import { spanishFailure } from './spanish';
import { heldCalls, replayPaths } from './path-replay';
import { renderApp } from './render-app';
import { sessionWithFakes } from './session-fakes';

// These pages are rendered on routes of their own: the app's route table, and every area it lazily
// imports, stays out of this test.
vi.mock('../../src/app/routes', () => ({ routes: [] }));

type User = ReturnType<typeof userEvent.setup>;
type Settle = { output: unknown } | { error: unknown };

const paymentId = '0b9e4c1a-5d2f-4e8a-9c3b-7f6a1d2e3c4b';
const camila = { id: 9, role: 'admin', isPremium: false, displayName: 'Camila Soto', email: 'compras@losaromos.cl' };

function orderOf(id: number, overrides: Partial<SalesOrderDetail> = {}): SalesOrderDetail {
  return {
    id,
    name: `S${String(id).padStart(5, '0')}`,
    partner_name: 'Restaurante Los Aromos SpA',
    date_order: '2026-03-09T17:05:00Z',
    state: 'sale',
    payment_method_code: 'card',
    despensa_customer_sale_order_number: 'OC-5521',
    scheduled_date: '2026-03-10',
    retiro_en_tienda: false,
    invoice_address: { id: 12, name: 'Los Aromos', street: 'Av. Providencia 1234', comuna: 'Providencia', region: 'Metropolitana' },
    shipping_address: { id: 13, name: 'Local centro', street: 'Huérfanos 800', comuna: 'Santiago', region: 'Metropolitana' },
    order_line: [
      {
        id: 1,
        product_id: 101,
        product_name: 'Tomate larga vida',
        default_code: 'VER-001',
        product_uom: 'kg',
        product_uom_qty: 2.5,
        price_unit: 8_990,
        cxti_price: 7_990,
        price_subtotal: 22_475,
        current_product: { list_price: 8_990, cxti_price: 7_990, stock_state: 'in_stock', pack_size: 'Caja 18 kg', quantity_rule: { step: 0.5, min: 0.5 } },
      },
    ],
    amount_untaxed: 22_475,
    amount_shipping: 4_990,
    amount_discount: 0,
    amount_tax: 5_218,
    amount_total: 32_683,
    amount_original: 32_683,
    card_payments: [],
    ...overrides,
  };
}

const methods: PaymentMethod[] = [
  { id: 1, code: 'card', name: 'Tarjeta de crédito o débito' },
  { id: 2, code: 'credit', name: 'Crédito 30 días', credit: { days: 30, limit: 5_000_000, available: 2_000_000 } },
  { id: 1012, code: 'saved_card', name: 'Visa •••• 4242' },
];

const notFound = (message: string) => new ApiRequestError(404, 'not_found', message);

/** The gateway's reads of the pages: orders 77 (paid by card) and 42 (on credit) are the company's. */
function fakeReads(): Pick<Reads, 'order' | 'paymentMethods'> {
  const orders = new Map([
    [77, orderOf(77)],
    [42, orderOf(42, { payment_method_code: 'credit', retiro_en_tienda: true, shipping_address: null, amount_shipping: 0 })],
    [43, orderOf(43, { state: 'draft' })],
    [78, orderOf(78, { amount_total: 2_500_000 })],
  ]);
  return {
    order: (id) => {
      const order = orders.get(id);
      return order ? Promise.resolve(order) : Promise.reject(notFound('El pedido no existe.'));
    },
    paymentMethods: () => Promise.resolve(methods),
  };
}

/**
 * The payment machine's effects with gateway calls that wait until the test answers them, so the test
 * decides what the gateway says and when, as a model path does.
 */
function heldPaymentEffects() {
  const calls = heldCalls(['fetchPaymentStatus', 'createPayment', 'cancelOrder'] as const);
  const redirects: string[] = [];
  const implementations: Effects['payment'] = {
    actors: {
      fetchPaymentStatus: calls.held<PaymentStatusResponse, PaymentLookup>('fetchPaymentStatus'),
      createPayment: calls.held<CreatePaymentResponse, CreatePaymentInput>('createPayment'),
      cancelOrder: calls.held<unknown, { order_id: number }>('cancelOrder'),
      watchReturn,
    },
    actions: {
      redirectToProvider: (_, { url }) => void redirects.push(url),
      logError: () => {},
    },
  };
  return {
    calls,
    implementations,
    redirects,
    lookups: () => calls.inputs('fetchPaymentStatus') as PaymentLookup[],
    paymentRequests: () => calls.inputs('createPayment') as CreatePaymentInput[],
    answerStatus: (outcome: Settle) => calls.answer('fetchPaymentStatus', outcome),
    answerPayment: (outcome: Settle) => calls.answer('createPayment', outcome),
  };
}

/** A payment actor over held calls, whose poll timer runs on a simulated clock. */
function heldPayment(input: PaymentInput) {
  const held = heldPaymentEffects();
  const clock = new SimulatedClock();
  const logic = paymentMachine.provide({ ...held.implementations, actions: { ...held.implementations.actions, clearCart: () => {}, releaseCart: () => {} } });
  const actor = createActor(logic, { input, clock }).start();
  return { ...held, actor: actor as PaymentActor, clock };
}

type HeldPayment = ReturnType<typeof heldPayment>;

let keys = 0;
const verifying = (lookup: PaymentLookup): PaymentInput => ({ mode: 'verifying', lookup, newIdempotencyKey: () => `key-${++keys}` });

const status = (s: PaymentStatusResponse['status'], reason?: string): PaymentStatusResponse => ({
  payment_id: paymentId,
  order_id: 77,
  payment_method_id: 1,
  status: s,
  ...(reason ? { reason } : {}),
});

/** Keeps the session actor the page talks to, to see whether it holds back a reload. */
function SessionProbe({ onSession }: { onSession: (session: ReturnType<typeof SessionContext.useActorRef>) => void }) {
  onSession(SessionContext.useActorRef());
  return null;
}

/** `element` at `path` under the app's session, settings and Fluent providers, with the given effects. */
function renderPage(path: string, element: ReactNode, effects: Effects) {
  let session: ReturnType<typeof SessionContext.useActorRef> | null = null;
  const routes = [
    {
      path: '/product/:outcome',
      element: (
        <>
          <SessionProbe onSession={(s) => (session = s)} />
          {element}
        </>
      ),
    },
  ];
  const view = renderApp(path, sessionWithFakes(camila), { token: null, now: () => Date.now(), buildVersion: '1.5.4' }, { routes, effects });
  return { ...view, reloadBlockers: () => session?.getSnapshot().context.reloadBlockers ?? [] };
}

/** The return pages' effects: the reads above, and a payment machine whose calls the test answers. */
function pageEffects(payment = heldPaymentEffects()) {
  return fakeEffects({ reads: fakeReads(), payment: payment.implementations });
}

function renderOutcome(payment: HeldPayment) {
  return renderPage('/product/finalpago', <PaymentOutcome payment={payment.actor} />, pageEffects());
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

/** The return page's verification alone, for a payment id. */
function Verification() {
  usePaymentVerification({ payment_id: paymentId });
  return null;
}

/** The same, saying once the payment machine has finished. */
function VerificationDone() {
  const actor = usePaymentVerification({ payment_id: paymentId });
  return useSelector(actor, (snapshot) => snapshot.status === 'done') ? <p>Pago verificado</p> : null;
}

/** A stored cart of `lines` products, as the buyer left it on Pago before the provider's page (held by `heldOrderId`). */
function storedCartWith(lines: number, heldOrderId: number | null = null): string {
  const items = Array.from({ length: lines }, (_, i) => ({ id: i + 1, product_name: `Producto ${i + 1}`, quantity: 10, list_price: 10_000, cxti_price: 0, original_price: 10_000 }));
  return JSON.stringify(toStoredCart({ ...emptyChoices, items, activeStep: 2, heldOrderId }, totalsOf({ ...emptyChoices, items, isClubMember: false })));
}

/** The return page's verification and what it shows, for a payment id. */
function VerifiedOutcome() {
  return <PaymentOutcome payment={usePaymentVerification({ payment_id: paymentId })} />;
}
const button = (name: string) => screen.findByRole('button', { name });
const liveStatus = () => screen.getByRole('status');

// ---------------------------------------------------------------------------------------------------
// The model's verifying paths, replayed on the rendered outcome.

/** Sends `event` as the buyer or the passing of time would. */
async function send(event: EventObject, user: User, payment: HeldPayment) {
  if (event.type.startsWith('xstate.after.pollBackoff')) return act(() => payment.clock.increment(30_000));
  switch (event.type) {
    case 'payment.retry': {
      const retry = screen.queryByRole('button', { name: 'Reintentar el pago' }) ?? (await button('Reintentar'));
      return user.click(retry);
    }
    case 'payment.changeMethod':
      await user.click(await button('Cambiar medio de pago'));
      await user.click(await screen.findByRole('radio', { name: 'Visa •••• 4242' }));
      return user.click(await button('Pagar con este medio'));
    case 'payment.leave':
      return user.click(await button('Dejar de esperar'));
    case 'payment.cancelOrder':
      return user.click(await button('Cancelar el pedido'));
    case 'payment.recheck':
      return act(() => window.dispatchEvent(new Event('focus')));
  }
  throw new Error(`no way to replay ${event.type}`);
}

/** What the buyer sees in each state the payment can be in on a return page. */
async function expectScreen(state: AnyMachineSnapshot, payment: HeldPayment) {
  const context = state.context as PaymentContext;
  const at = (value: string) => state.matches(value as never);

  if (at('verifying') && context.attempt === 0) {
    await heading('Verificando tu pago…');
    expect(liveStatus()).toHaveTextContent('Consultando el estado de tu pago…');
  }
  if (at('verifying') && context.attempt > 0) {
    await heading('Tu pago está pendiente');
    await waitFor(() => expect(liveStatus()).toHaveTextContent('Consultando el estado de tu pago…'));
  }
  if (at('pending')) {
    await heading('Tu pago está pendiente');
    expect(screen.getByText(/te avisaremos cuando se confirme\. Hasta entonces, los productos de tu carrito quedan reservados para este pedido/)).toBeInTheDocument();
    expect(liveStatus()).toHaveTextContent('Volveremos a consultar en unos segundos.');
    expect(await button('Dejar de esperar')).toBeEnabled();
  }
  if (at('succeeded')) {
    await heading('¡Pago exitoso!');
    expect(await screen.findByText('Recibimos tu pago y tu pedido S00077 está confirmado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver el pedido' })).toHaveAttribute('href', '/dashboard/three?pedido=77');
    expect(liveStatus()).toHaveTextContent('El medio de pago aprobó tu pago.');
  }
  if (at('failed')) {
    await heading('Tu pago fue rechazado');
    // The provider's reason, or why the order could not be cancelled.
    expect(screen.getByRole('alert')).toHaveTextContent(spanishFailure(context.failure!));
    expect(await button('Reintentar el pago')).toBeEnabled();
    expect(await button('Cambiar medio de pago')).toBeEnabled();
    expect(await button('Cancelar el pedido')).toBeEnabled();
  }
  if (at('cancellingOrder')) {
    await heading('Tu pago fue rechazado');
    expect(await button('Cancelar el pedido')).toBeDisabled();
    expect(liveStatus()).toHaveTextContent('Cancelando el pedido…');
  }
  if (at('cancelled')) {
    await heading('Pedido cancelado');
    expect(screen.getByText('No se cobró nada. Los productos del pedido volvieron a tu carrito.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al carrito' })).toHaveAttribute('href', '/product/checkout');
    expect(liveStatus()).toHaveTextContent('Cancelamos el pedido.');
  }
  if (at('creatingPayment')) {
    await heading('Tu pago fue rechazado');
    expect(await button('Reintentar el pago')).toBeDisabled();
    expect(liveStatus()).toHaveTextContent('Abriendo el medio de pago…');
  }
  if (at('paymentStartFailed')) {
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos iniciar el pago. Inténtalo de nuevo.');
    expect(await button('Reintentar el pago')).toBeEnabled();
    expect(await button('Cambiar medio de pago')).toBeDisabled();
  }
  if (at('redirecting')) {
    expect(liveStatus()).toHaveTextContent('Te estamos llevando al medio de pago…');
    expect(payment.redirects).toEqual(['https://pago.example/p/9']);
  }
  if (at('verificationFailed')) {
    await heading('No pudimos verificar tu pago');
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos confirmar el estado de tu pago.');
    expect(await button('Reintentar')).toBeEnabled();
  }
  if (at('left')) {
    await heading('Dejamos de consultar tu pago');
    expect(screen.getByRole('link', { name: 'Ir a Pedidos' })).toHaveAttribute('href', '/dashboard/three');
    expect(screen.queryByRole('button', { name: 'Dejar de esperar' })).not.toBeInTheDocument();
  }
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
}

/** The return pages after a return by payment id and by order id, each walked through every state they show. */
describe.each([
  ['payment id', 'payment_id'],
  ['order id', 'order_id'],
] as const)('the return pages, after a return by %s, walk the payment model’s verifying paths', (_, lookup) => {
  replayPaths(model, {
    inputs: (input) => input.mode === 'verifying' && lookup in input.lookup,
    render: (input) => {
      const payment = heldPayment({ ...input, newIdempotencyKey: () => `key-${++keys}` });
      renderOutcome(payment);
      return { payment, calls: payment.calls, user: userEvent.setup() };
    },
    // The spinner of the first check offers no way to leave: that check ends on its own, in a minute at most.
    walkable: (event, before) => event.type !== 'payment.leave' || before.context.attempt > 0,
    // The checkout's own states, in and out: Pago places the order (checkout.paths.test.tsx, checkout.test.tsx).
    leftOut: [/^state payment\.(ready|creatingOrder|orderFailed|priceChanged|confirmed)$/, /(^|--> )payment\.(ready|creatingOrder|orderFailed|priceChanged|confirmed)( --|#)/],
    send: (event, _, { payment, user }) => send(event, user, payment),
    expectScreen: async (expected, { payment }) => {
      expect(payment.actor.getSnapshot().value).toEqual(expected.value);
      await expectScreen(expected, payment);
    },
    cleanup: ({ payment }) => payment.actor.stop(),
  });
});

// ---------------------------------------------------------------------------------------------------
// The pages around the machine, and what the buyer does on them.

describe('the return pages', () => {
  it('confirm a 30-day credit order from the order itself, with its summary and ways on', async () => {
    const payment = heldPaymentEffects();
    renderPage('/product/finalpago?order_id=42', <PaymentReturnPage />, pageEffects(payment));

    await heading('¡Pedido confirmado!');
    expect(screen.getByText(/Tu pedido S00042 está confirmado y se pagará con la línea de crédito/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Pedido S00042' })).toBeInTheDocument();
    expect(screen.getByText('09-03-2026')).toBeInTheDocument();
    expect(screen.getByText('Retiro en tienda el 10-03-2026')).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'Productos del pedido' });
    expect(within(lines).getByRole('row', { name: /Tomate larga vida \u20682,5 kg\u2069/ })).toHaveTextContent(formatClp(22_475));
    expect(screen.getByText(formatClp(32_683))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver el pedido' })).toHaveAttribute('href', '/dashboard/three?pedido=42');
    expect(screen.getByRole('link', { name: 'Ver facturas' })).toHaveAttribute('href', '/dashboard/group/five');
    expect(screen.getByRole('link', { name: 'Volver al catálogo' })).toHaveAttribute('href', '/dashboard');
    expect(payment.lookups()).toEqual([]);
  });

  it('verify the latest payment of an order that is not on credit, never trusting the page it landed on', async () => {
    const payment = heldPaymentEffects();
    renderPage('/product/finalpago?order_id=43', <PaymentReturnPage />, pageEffects(payment));

    await heading('Verificando tu pago…');
    expect(payment.lookups()).toEqual([{ order_id: 43 }]);
    await payment.answerStatus({ output: status('rejected', 'Tarjeta vencida') });
    await heading('Tu pago fue rechazado');
    expect(screen.queryByText('¡Pedido confirmado!')).not.toBeInTheDocument();
    // Which order it is and what it comes to, so the buyer knows what paying again will charge.
    expect(await screen.findByText((_, element) => element?.textContent === `Pedido S00077 · Total ${formatClp(orderOf(77).amount_total)} con IVA`)).toBeInTheDocument();
  });

  it('say plainly that an order of another company, or none, was not found, showing nothing of it', async () => {
    const payment = heldPaymentEffects();
    renderPage('/product/finalpago?order_id=999', <PaymentReturnPage />, pageEffects(payment));
    await heading('No encontramos este pago');
    expect(screen.getByText(/No hay un pago ni un pedido con ese número en tu empresa/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Pedidos' })).toHaveAttribute('href', '/dashboard/three');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(payment.lookups()).toEqual([]);
  });

  it('say the same of a payment id the gateway does not know for this company, with no pointless retry', async () => {
    const payment = heldPaymentEffects();
    renderPage(`/product/errorpago?payment_id=${paymentId}`, <PaymentReturnPage />, pageEffects(payment));
    await heading('Verificando tu pago…');
    await payment.answerStatus({ error: { code: 'not_found', message: 'El pago no existe.' } });
    await heading('No encontramos este pago');
    expect(screen.queryByRole('button', { name: /Reintentar/ })).not.toBeInTheDocument();
    expect(payment.lookups()).toEqual([{ payment_id: paymentId }]);
  });

  it.each(['/product/finalpago', '/product/errorpago?payment_id=', '/product/pendiente?payment_id=aprobado&order_id=abc'])(
    'explain an address with no usable payment or order id (%s)',
    async (path) => {
      const payment = heldPaymentEffects();
      renderPage(path, <PaymentReturnPage />, pageEffects(payment));
      await heading('Falta el número de tu pago');
      expect(payment.lookups()).toEqual([]);
      expect(screen.getByRole('link', { name: 'Ir a Pedidos' })).toHaveAttribute('href', '/dashboard/three');
      expect(screen.getByRole('link', { name: 'Volver al catálogo' })).toHaveAttribute('href', '/dashboard');
    },
  );

  it('open one payment per accepted click of "Reintentar el pago", even on a double click', async () => {
    const payment = heldPayment(verifying({ payment_id: paymentId }));
    renderOutcome(payment);
    const user = userEvent.setup();
    await payment.answerStatus({ output: status('rejected', 'Fondos insuficientes') });

    await user.dblClick(await button('Reintentar el pago'));
    expect(payment.paymentRequests()).toHaveLength(1);
    expect(payment.paymentRequests()[0]).toMatchObject({ order_id: 77, payment_method_id: 1 });
    expect(await button('Reintentar el pago')).toBeDisabled();

    await payment.answerPayment({ error: { code: 'network', message: null } });
    await user.dblClick(await button('Reintentar el pago'));
    expect(payment.paymentRequests()).toHaveLength(2);
    // Retrying a request that never answered repeats it under the same key: the provider charges once.
    expect(payment.paymentRequests()[1]!.idempotencyKey).toBe(payment.paymentRequests()[0]!.idempotencyKey);
  });

  it('offer the card, the saved cards and the credit line with what is left of it, to pay the same order another way', async () => {
    const payment = heldPayment(verifying({ payment_id: paymentId }));
    renderOutcome(payment);
    const user = userEvent.setup();
    await payment.answerStatus({ output: status('rejected') });
    expect(screen.getByRole('alert')).toHaveTextContent('Tu pago fue rechazado. Puedes intentarlo de nuevo o elegir otro medio de pago.');

    const change = await button('Cambiar medio de pago');
    expect(change).toHaveAttribute('aria-expanded', 'false');
    await user.click(change);
    expect(change).toHaveAttribute('aria-expanded', 'true');
    const choices = await screen.findAllByRole('radio');
    expect(choices.map((choice) => choice.getAttribute('value'))).toEqual(['1', '2', '1012']);
    expect(screen.getByRole('radio', { name: 'Tarjeta de crédito o débito' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Crédito a 30 días. Disponible: $2.000.000 de $5.000.000.' })).toBeInTheDocument();
    expect(await button('Pagar con este medio')).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Visa •••• 4242' }));
    await user.click(await button('Pagar con este medio'));
    expect(payment.paymentRequests()).toEqual([
      expect.objectContaining({ order_id: 77, payment_method_id: 1012 }),
    ]);
    expect(await button('Reintentar el pago')).toBeDisabled();
  });

  it('show the credit line too short for the order disabled, with the figures, and let a card pay it', async () => {
    const payment = heldPayment(verifying({ payment_id: paymentId }));
    renderOutcome(payment);
    const user = userEvent.setup();
    await payment.answerStatus({ output: { ...status('rejected'), order_id: 78 } });

    await user.click(await button('Cambiar medio de pago'));
    expect(await screen.findByRole('radio', { name: 'Crédito a 30 días. Disponible: $2.000.000 de $5.000.000.' })).toBeDisabled();
    expect(screen.getByText('Este pedido ($2.500.000) supera tu crédito disponible ($2.000.000): elige otro medio de pago o reduce el pedido.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Visa •••• 4242' }));
    await user.click(await button('Pagar con este medio'));
    expect(payment.paymentRequests()).toEqual([expect.objectContaining({ order_id: 78, payment_method_id: 1012 })]);
  });

  it('empty the cart of an approved payment also when the cart arrives after the gateway answered', async () => {
    const payment = heldPaymentEffects();
    const checkout = testCheckout({ stored: storedCartWith(2, 77) });
    let cart: CheckoutActor | null = null;
    const Cart = ({ children }: { children: ReactNode }) => <CheckoutActorContext.Provider value={cart}>{children}</CheckoutActorContext.Provider>;
    const { rerender } = render(
      <WithEffects effects={pageEffects(payment)}>
        <Cart>
          <Verification />
        </Cart>
      </WithEffects>,
    );
    await payment.answerStatus({ output: status('approved') });
    expect(checkout.getSnapshot().context.items).toHaveLength(2);
    cart = checkout;
    rerender(
      <WithEffects effects={pageEffects(payment)}>
        <Cart>
          <Verification />
        </Cart>
      </WithEffects>,
    );
    await waitFor(() => expect(checkout.getSnapshot().context.items).toEqual([]));
    checkout.stop();
  });

  it("leave the payer's own cart alone when the approved payment is of another order (an admin paying an order they approved)", async () => {
    const payment = heldPaymentEffects();
    const checkout = testCheckout({ stored: storedCartWith(2) });
    render(
      <WithEffects effects={pageEffects(payment)}>
        <CheckoutActorContext.Provider value={checkout}>
          <VerificationDone />
        </CheckoutActorContext.Provider>
      </WithEffects>,
    );
    await payment.answerStatus({ output: status('approved') });
    await screen.findByText('Pago verificado');
    // One more turn, for the effect that would have told the cart.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(checkout.getSnapshot().context.items).toHaveLength(2);
    checkout.stop();
  });

  it('give a cancelled order’s lines back to the cart it held, as they were', async () => {
    const payment = heldPaymentEffects();
    const checkout = testCheckout({ stored: storedCartWith(2, 77) });
    await waitFor(() => expect(checkout.getSnapshot().matches({ awaitingPayment: 'waiting' })).toBe(true));
    const held = checkout.getSnapshot().context.items;
    const user = userEvent.setup();
    renderPage(
      '/product/errorpago',
      <CheckoutActorContext.Provider value={checkout}>
        <VerifiedOutcome />
      </CheckoutActorContext.Provider>,
      pageEffects(payment),
    );
    await payment.answerStatus({ output: status('rejected', 'Fondos insuficientes') });
    await user.click(await button('Cancelar el pedido'));
    expect(payment.calls.inputs('cancelOrder')).toEqual([{ order_id: 77 }]);
    await payment.calls.answer('cancelOrder', { output: { order_id: 77, name: 'S00077', state: 'cancel' } });
    await screen.findByRole('heading', { level: 1, name: 'Pedido cancelado' });
    await waitFor(() => expect(checkout.getSnapshot().matches({ editing: 'carrito' })).toBe(true));
    expect(checkout.getSnapshot().context).toMatchObject({ items: held, heldOrderId: null });
    checkout.stop();
  });

  it('hold back a new version’s reload while the gateway is asked or the payment is pending, not after', async () => {
    const payment = heldPayment(verifying({ payment_id: paymentId }));
    const { reloadBlockers } = renderOutcome(payment);
    await heading('Verificando tu pago…');
    expect(reloadBlockers()).toEqual(['payment']);

    await payment.answerStatus({ output: status('pending') });
    await heading('Tu pago está pendiente');
    expect(reloadBlockers()).toEqual(['payment']);

    await act(() => payment.clock.increment(2_000));
    await payment.answerStatus({ output: status('approved') });
    await heading('¡Pago exitoso!');
    expect(reloadBlockers()).toEqual([]);
  });
});
