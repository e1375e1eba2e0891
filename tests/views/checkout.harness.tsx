import type { ApprovalSent } from '../../contract/order-approvals';
import type { CreateSalesOrderResponse } from '../../contract/orders';
import type { CreatePaymentResponse, PaymentStatusResponse } from '../../contract/payments';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router-dom';
import { AsRole } from './as-role';
import { createActor, fromCallback, fromPromise, type AnyActorLogic } from 'xstate';
import { approvalRequestMachine, type SendForApprovalInput } from '../../machines/approval-request.machine';
import { checkoutMachine } from '../../machines/checkout.machine';
import type { CheckoutChoices } from '../../machines/checkout.storage';
import type { CheckoutInput } from '../../machines/checkout.types';
import { paymentMachine } from '../../machines/payment.machine';
import type { CreateOrderInput, CreatePaymentInput, PaymentLookup } from '../../machines/payment.types';
import type { Address } from '../../contract/addresses';
import type { DeliveryOptions } from '../../contract/delivery';
import type { PaymentMethod } from '../../contract/payments';
import type { CheckoutActor } from '../../src/kernel/checkout-context';
import { readAddressOptions } from '../../src/actors/checkout.actors';
import type { Effects, Reads } from '../../src/kernel/effects';
import { confirmedOrderPath } from '../../src/kernel/drill-down-paths';
import { storedCartOf } from '../machines/support/stored-cart';
import { fakeEffects, WithEffects } from './effects-fakes';
import { CheckoutView } from '../../src/views/checkout/CheckoutView';

const region = 'Región Metropolitana de Santiago';
export const addresses: Address[] = [
  { id: 10, type: 'invoice', name: 'Restaurante El Buen Sabor SpA', street: 'Av. Providencia 1234', comuna: 'Providencia', region, phone: null, vat: '76.543.210-3', is_default: true },
  { id: 11, type: 'invoice', name: 'Inversiones Buen Sabor Ltda.', street: 'Irarrázaval 3000', comuna: 'Ñuñoa', region, phone: null, vat: '77.111.222-3', is_default: false },
  { id: 21, type: 'delivery', name: 'Local Providencia', street: 'Av. Providencia 1234', comuna: 'Providencia', region, phone: null, vat: null, is_default: true },
  { id: 22, type: 'delivery', name: 'Local Ñuñoa', street: 'Irarrázaval 3000', comuna: 'Ñuñoa', region, phone: null, vat: null, is_default: false },
];

/** The warehouse store pickup is collected from, as the gateway describes it. */
export const pickupPoint: DeliveryOptions['pickup_point'] = {
  street: 'Av. Américo Vespucio 1501, bodega 4',
  comuna: 'Quilicura',
  region,
  hours: [
    { days: 'weekdays', open: '08:00', close: '17:00' },
    { days: 'saturday', open: '09:00', close: '13:00' },
  ],
};

export const deliveryOptions: DeliveryOptions = {
  cutoff: '14:00',
  time_zone: 'America/Santiago',
  shipping_net: 4_990,
  free_shipping_from_net: 150_000,
  fees: { delivery: 4_990, pickup: 0 },
  dates: ['2026-11-24', '2026-11-25', '2026-11-26'],
  pickup_point: pickupPoint,
  usual_order_total: null,
};

export const paymentMethods: PaymentMethod[] = [
  { id: 1, code: 'card', name: 'Tarjeta de crédito o débito' },
  { id: 1012, code: 'saved_card', name: 'Visa •••• 4242' },
  { id: 2, code: 'credit', name: 'Crédito 30 días', credit: { days: 30, limit: 5_000_000, available: 2_000_000 } },
];

/** Reads that answer at once with the fixtures above, unless a test says otherwise. */
export function fakeReads(overrides: Partial<CheckoutReads> = {}): CheckoutReads {
  return {
    addresses: async () => addresses,
    deliveryOptions: async () => deliveryOptions,
    paymentMethods: async () => paymentMethods,
    ...overrides,
  };
}

export type CheckoutReads = Pick<Reads, 'addresses' | 'deliveryOptions' | 'paymentMethods'>;

export const aceite = { id: 1, product_name: 'Aceite de oliva 5 lt', quantity: 3, list_price: 24_990, cxti_price: 22_490, original_price: 24_990, unit: 'lt' } as const;
export const tomate = { id: 2, product_name: 'Tomate larga vida', quantity: 2.5, list_price: 1_990, cxti_price: 0, original_price: 1_990, unit: 'kg' } as const;

/** A cart as `checkout-{userId}` would hold it. */
export function storedCart(data: Partial<CheckoutChoices>): string {
  return JSON.stringify(storedCartOf(data));
}

/** Everything Pago needs: three litres of oil, invoiced to the default partner, picked up on a Tuesday. */
export const readyForPayment: Partial<CheckoutChoices> = {
  items: [{ ...aceite }],
  billing: { id: 10, name: 'Restaurante El Buen Sabor SpA' },
  delivery: { type: 'pickup' },
  scheduledDate: '2026-11-24',
  purchaseOrderNumber: 'OC-4512',
};

export interface PaymentScript {
  createOrder?: (input: CreateOrderInput) => Promise<CreateSalesOrderResponse>;
  createPayment?: (input: CreatePaymentInput) => Promise<CreatePaymentResponse>;
}

/**
 * The payment machine Pago invokes, over gateway calls the test scripts and records: orders, payments,
 * the provider page it was sent to.
 */
export function fakePayment(script: PaymentScript = {}) {
  const orders: CreateOrderInput[] = [];
  const payments: CreatePaymentInput[] = [];
  const redirects: string[] = [];
  const logic = paymentMachine.provide({
    actors: {
      createOrder: fromPromise<CreateSalesOrderResponse, CreateOrderInput>(({ input }) => {
        orders.push(input);
        return (script.createOrder ?? (async () => ({ order_id: 77 })))(input);
      }),
      createPayment: fromPromise<CreatePaymentResponse, CreatePaymentInput>(({ input }) => {
        payments.push(input);
        return (script.createPayment ?? (async () => ({ payment_id: 'pay-9', redirect_url: 'https://pagos.example/checkout/pay-9' })))(input);
      }),
      fetchPaymentStatus: fromPromise<PaymentStatusResponse, PaymentLookup>(() => new Promise(() => {})),
    },
    actions: {
      redirectToProvider: (_, { url }) => void redirects.push(url),
      logError: () => {},
    },
  });
  return { logic, orders, payments, redirects };
}

export type FakePayment = ReturnType<typeof fakePayment>;

/** What the gateway answers a request for approval: saved, for a week. */
export const approvalSent: ApprovalSent = { approval_id: 31, reason: { kind: 'per_order', limit: 300_000 }, expires_at: '2026-12-01T14:00:00-03:00' };

/** The approval request Pago runs, over sends the test scripts and records. */
export function fakeApproval(send: (input: SendForApprovalInput) => Promise<ApprovalSent> = async () => approvalSent) {
  const sends: SendForApprovalInput[] = [];
  const logic = approvalRequestMachine.provide({
    actors: {
      sendForApproval: fromPromise<ApprovalSent, SendForApprovalInput>(({ input }) => {
        sends.push(input);
        return send(input);
      }),
    },
    actions: { logError: () => {} },
  });
  return { logic, sends };
}

/** Where the page that renders the checkout goes when an order is placed on credit. */
let showConfirmed: (orderId: number) => void = () => {};

export interface TestCheckoutOptions {
  reads?: CheckoutReads;
  /** What reads Direcciones' options, when a test holds that read itself. */
  readAddressOptions?: AnyActorLogic;
  /** How the order holding the cart stands, and cancelling it: waiting, and cancelled at once, unless a test holds them. */
  readHeldOrder?: AnyActorLogic;
  cancelHeldOrder?: AnyActorLogic;
  payment?: { logic: AnyActorLogic };
  /** The buyer's spending rule, unread unless a test answers it, and the approval request Pago runs. */
  readSpending?: AnyActorLogic;
  approvalRequest?: { logic: AnyActorLogic };
}

/**
 * The checkout machine as the app would start it for the user, with storage and other tabs left out, its
 * Direcciones reads and its payment faked.
 */
export function testCheckout(input: Partial<CheckoutInput> = {}, options: TestCheckoutOptions = {}): CheckoutActor {
  let keys = 0;
  const logic = checkoutMachine.provide({
    actions: {
      persistCart: () => {},
      showConfirmedOrder: (_, orderId) => showConfirmed(orderId),
      logError: (_, { message, error }) => console.error(message, error),
    },
    actors: {
      watchStoredCart: fromCallback(() => {}),
      readAddressOptions: (options.readAddressOptions ?? readAddressOptions(options.reads ?? fakeReads())) as never,
      payment: (options.payment ?? fakePayment()).logic as never,
      readHeldOrder: (options.readHeldOrder ?? fromPromise(async () => 'waiting' as const)) as never,
      cancelHeldOrder: (options.cancelHeldOrder ?? fromPromise(async () => ({}))) as never,
      readSpending: (options.readSpending ?? fromPromise(() => new Promise<never>(() => {}))) as never,
      approvalRequest: (options.approvalRequest ?? fakeApproval()).logic as never,
    },
  });
  return createActor(logic, {
    input: { userId: 1, stored: null, isClubMember: false, newIdempotencyKey: () => `key-${++keys}`, ...input },
  }).start();
}

function PaymentDone() {
  const [params] = useSearchParams();
  return <p>Pago final del pedido {params.get('order_id')}</p>;
}

export interface RenderCheckoutOptions {
  /** The payment methods the page reads, and the address dialog's save, for the tests that need them. */
  reads?: Partial<Reads>;
  addressForm?: Effects['addressForm']['actors'];
}

/** CheckoutView at /product/checkout over the given actor, with the success page beside it. */
export function renderCheckout(checkout: CheckoutActor, options: RenderCheckoutOptions = {}) {
  const router = createMemoryRouter(
    [
      { path: '/product/checkout', element: <CheckoutView checkout={checkout} /> },
      { path: '/product/finalpago', element: <PaymentDone /> },
      { path: '/dashboard', element: <p>Catálogo</p> },
      { path: '/dashboard/aprobaciones', element: <p>Aprobaciones</p> },
    ],
    { initialEntries: ['/product/checkout'] },
  );
  showConfirmed = (orderId) => void router.navigate(confirmedOrderPath(orderId));
  const effects = fakeEffects({
    reads: { ...fakeReads(), ...options.reads },
    ...(options.addressForm ? { addressForm: { actors: options.addressForm } } : {}),
  });
  const view = render(
    <FluentProvider theme={webLightTheme}>
      <WithEffects effects={effects}>
        <AsRole role="comprador">
          <RouterProvider router={router} />
        </AsRole>
      </WithEffects>
    </FluentProvider>,
  );
  return { ...view, router };
}
