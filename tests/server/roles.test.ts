import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeyHeader, openApiPath, type EndpointSpec } from '../../contract/endpoint';
import { allEndpoints } from '../../contract/endpoints';
import { can } from '../../contract/permissions';
import { roles, type Role } from '../../contract/vocabulary';
import { clubMembership, clubPlan, resUsers, spendingLimit, teamPurchaseCampaign } from '../../server/db/schema';
import { buildTimeOf } from '../../server/domain/recurring-schedule';
import { runRecurringOrders } from '../../server/recurring-orders/recurring-job';
import { savedCardIdBase } from '../../contract/payments';
import { addDays, santiagoDate } from '../../machines/rules/calendar';
import { companyOf, insertInvoice } from './invoices.fixtures';
import { addAddress, earliestDate, line, newKey, openOrdersApp, type OrdersApp } from './orders.fixtures';

/**
 * Every bearer route of the endpoint table, called as each role, as a user of another company and with
 * no token: the answer's class must be what the permission table says. A route with no request below
 * fails, so a new route cannot skip the check.
 */

let t: OrdersApp['t'], catalogue: OrdersApp['catalogue'], companies: OrdersApp['companies'], demo: OrdersApp['demo'], other: OrdersApp['other'];
beforeAll(async () => {
  ({ t, catalogue, companies, demo, other } = await openOrdersApp('TST-ROL', { sandboxTestClock: true }));
});
afterAll(() => t.close());

interface Call {
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

const cardMethod = 1;
const order = (paymentMethodId: number) => ({
  partner_id: companies.demo,
  payment_method_id: paymentMethodId,
  scheduled_date: earliestDate,
  retiro_en_tienda: true,
  order_line: [line(catalogue.lomo, 5)],
});

async function asAdmin(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await t.app.request(path, {
    method,
    headers: { ...demo, ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status} to the admin`);
  return res.json() as Promise<Record<string, unknown> & { id?: number; order_id?: number; payment_id?: string }>;
}

/** A product the demo catalogue sells. */
const productId = async () => ((await asAdmin('GET', '/api/products?limit=1')) as unknown as { items: { id: number }[] }).items[0]!.id;

const idOf = async (path: string) => ((await asAdmin('GET', path)) as unknown as { id: number }[])[0]!.id;

/** A request each route answers with success for a role that may call it; built fresh for each call. */
const requests: Record<string, () => Promise<Call>> = {
  'GET /user-profile': async () => ({ path: '/api/user-profile' }),
  'GET /user/mail-preferences': async () => ({ path: '/api/user/mail-preferences' }),
  'PUT /user/mail-preferences': async () => ({ path: '/api/user/mail-preferences', body: { mail_reminders: true } }),
  'GET /delivery-options': async () => ({ path: '/api/delivery-options?subtotal=60000' }),
  'GET /payment-methods': async () => ({ path: '/api/payment-methods' }),
  'POST /create-sales-order': async () => ({
    path: '/api/create-sales-order',
    body: order(2),
    headers: { [idempotencyKeyHeader]: newKey() },
  }),
  'POST /payments': async () => {
    const draft = await asAdmin('POST', '/api/create-sales-order', order(cardMethod), { [idempotencyKeyHeader]: newKey() });
    return { path: '/api/payments', body: { order_id: draft.order_id, payment_method_id: cardMethod }, headers: { [idempotencyKeyHeader]: newKey() } };
  },
  'POST /sales-orders/:id/cancel': async () => {
    const draft = await asAdmin('POST', '/api/create-sales-order', order(cardMethod), { [idempotencyKeyHeader]: newKey() });
    return { path: `/api/sales-orders/${draft.order_id}/cancel` };
  },
  'GET /payments/:id': async () => ({ path: `/api/payments/${await paidAttempt().then((a) => a.payment_id)}` }),
  'GET /sales-orders/:id/payment': async () => ({ path: `/api/sales-orders/${await paidAttempt().then((a) => a.order_id)}/payment` }),
  // With a product: the search by a line's product answers each role as the plain list does.
  'GET /user-sales-orders': async () => ({ path: '/api/user-sales-orders?product=lomo' }),
  'GET /sales-orders/:id': async () => ({ path: `/api/sales-orders/${await idOf('/api/user-sales-orders')}` }),
  'GET /user/invoice-details': async () => ({ path: '/api/user/invoice-details' }),
  'GET /user/credit-line': async () => ({ path: '/api/user/credit-line' }),
  'POST /get_invoice_pdfs': async () => ({ path: '/api/get_invoice_pdfs', body: { invoice_ids: [await idOf('/api/user/invoice-details')] } }),
  'GET /analytics': async () => ({ path: '/api/analytics?from=2025-01&to=2026-03' }),
  'GET /analytics/lines.csv': async () => ({ path: '/api/analytics/lines.csv?from=2025-01&to=2026-03' }),
  'GET /search': async () => ({ path: '/api/search?q=S0' }),
  'GET /addresses': async () => ({ path: '/api/addresses' }),
  'POST /addresses': async () => ({
    path: '/api/addresses',
    body: { type: 'delivery', name: 'Local de prueba', street: 'Calle 1', comuna: 'Santiago', region: 'Región Metropolitana de Santiago' },
  }),
  'PUT /addresses/:id': async () => ({ path: `/api/addresses/${await addAddress(t.db, companies.demo, 'delivery')}`, body: { name: 'Renombrada' } }),
  'DELETE /addresses/:id': async () => ({ path: `/api/addresses/${await addAddress(t.db, companies.demo, 'delivery')}` }),
  'GET /cards': async () => ({ path: '/api/cards' }),
  'PUT /cards/:id': async () => ({ path: `/api/cards/${(await t.addCard(companies.demo)).id}`, body: { nickname: 'De prueba' } }),
  'DELETE /cards/:id': async () => ({ path: `/api/cards/${(await t.addCard(companies.demo)).id}` }),
  'POST /cards/setup': async () => ({ path: '/api/cards/setup' }),
  'POST /cards/setup/:id': async () => ({ path: `/api/cards/setup/${await savedCardSetup()}` }),
  'GET /club': async () => ({ path: '/api/club' }),
  'POST /club/join': async () => ({ path: '/api/club/join', body: { plan_id: await planId(), payment_method_id: cardMethod }, headers: { [idempotencyKeyHeader]: newKey() } }),
  'GET /club/charges/:id': async () => {
    const started = await asAdmin('POST', '/api/club/join', { plan_id: await planId(), payment_method_id: cardMethod }, { [idempotencyKeyHeader]: newKey() });
    return { path: `/api/club/charges/${String(started.charge_id)}` };
  },
  'PUT /club/membership': async () => ({ path: '/api/club/membership', body: { next_plan_id: await planId((await demoMembership('active')).planId) } }),
  'POST /club/cancel': async () => (await demoMembership('active'), { path: '/api/club/cancel' }),
  'POST /club/resume': async () => (await demoMembership('cancelling'), { path: '/api/club/resume' }),
  'GET /company': async () => ({ path: '/api/company' }),
  'PUT /company': async () => ({ path: '/api/company', body: { giro: 'Restaurantes' } }),
  'GET /company/users': async () => ({ path: '/api/company/users' }),
  'PUT /company/users/:id': async () => ({ path: `/api/company/users/${await buyerId()}`, body: { role: 'comprador' } }),
  'POST /company/invitations': async () => ({ path: '/api/company/invitations', body: { email: newInvitee(), role: 'comprador' } }),
  'POST /company/invitations/:id/resend': async () => ({ path: `/api/company/invitations/${await invitationId()}/resend` }),
  'DELETE /company/invitations/:id': async () => ({ path: `/api/company/invitations/${await invitationId()}` }),
  'GET /team-purchases/commitments': async () => ({ path: '/api/team-purchases/commitments' }),
  'PUT /team-purchases/:id/commitment': async () => ({ path: `/api/team-purchases/${await openCampaignId()}/commitment`, body: commitment }),
  'DELETE /team-purchases/:id/commitment': async () => {
    const path = `/api/team-purchases/${await openCampaignId()}/commitment`;
    await asAdmin('PUT', path, commitment);
    return { path };
  },
  'GET /order-guide': async () => ({ path: '/api/order-guide' }),
  'PUT /order-guide/products/:id': async () => ({ path: `/api/order-guide/products/${await productId()}`, body: { choice: 'pinned' } }),
  'POST /quick-order/preview': async () => ({ path: '/api/quick-order/preview', body: { lines: [{ row: 1, query: 'palta hass', quantity: '10', unit: null }] } }),
  'GET /recurring-orders': async () => ({ path: '/api/recurring-orders' }),
  'POST /recurring-orders': async () => ({ path: '/api/recurring-orders', body: recurring() }),
  'PUT /recurring-orders/:id': async () => ({ path: `/api/recurring-orders/${await recurringId()}`, body: recurring() }),
  'POST /recurring-orders/:id/pause': async () => ({ path: `/api/recurring-orders/${await recurringId()}/pause` }),
  'POST /recurring-orders/:id/resume': async () => ({ path: `/api/recurring-orders/${await recurringId()}/resume` }),
  'DELETE /recurring-orders/:id': async () => ({ path: `/api/recurring-orders/${await recurringId()}` }),
  'PUT /recurring-occurrences/:id': async () => ({ path: `/api/recurring-occurrences/${await preparedOccurrenceId()}`, body: { lines: recurring().lines } }),
  'POST /recurring-occurrences/:id/skip': async () => ({ path: `/api/recurring-occurrences/${await preparedOccurrenceId()}/skip` }),
  'GET /account-statement': async () => ({ path: '/api/account-statement' }),
  'GET /account-statement/pdf': async () => ({ path: '/api/account-statement/pdf' }),
  'GET /account-statement/csv': async () => ({ path: '/api/account-statement/csv' }),
  'POST /invoice-payments': async () => ({
    path: '/api/invoice-payments',
    body: { invoice_ids: [await owedInvoice()], payment_method_id: cardMethod },
    headers: { [idempotencyKeyHeader]: newKey() },
  }),
  'GET /invoice-payments/:id': async () => ({ path: `/api/invoice-payments/${await approvedInvoicePayment()}` }),
  'GET /invoice-payments/:id/receipt': async () => ({ path: `/api/invoice-payments/${await approvedInvoicePayment()}/receipt` }),
  'GET /order-approvals': async () => ({ path: '/api/order-approvals' }),
  'POST /sandbox/test-clock/sales-orders': async () => ({
    path: '/api/sandbox/test-clock/sales-orders',
    body: { at: new Date().toISOString(), order: { ...order(2), scheduled_date: addDays(santiagoDate(new Date()), 2) } },
    headers: { [idempotencyKeyHeader]: newKey() },
  }),
  'GET /spending-limits': async () => ({ path: '/api/spending-limits' }),
  'PUT /spending-limits': async () => ({ path: '/api/spending-limits', body: { per_order: null, per_period: null, period: 'month' } }),
  'PUT /spending-limits/users/:id': async () => ({ path: `/api/spending-limits/users/${await buyerId()}`, body: { rule: null } }),
  'GET /spending-limits/mine': async () => ({ path: '/api/spending-limits/mine' }),
  'POST /order-approvals': async () => {
    await ownLimit('demo@despensa.cl');
    return { path: '/api/order-approvals', body: bigOrder(), headers: { [idempotencyKeyHeader]: newKey() } };
  },
  'GET /order-approvals/waiting': async () => ({ path: '/api/order-approvals/waiting' }),
  'GET /order-approvals/:id': async () => ({ path: `/api/order-approvals/${await approvalRequestOf('demo@despensa.cl')}` }),
  'POST /order-approvals/:id/approve': async () => ({
    path: `/api/order-approvals/${await approvalRequestOf('comprador@despensa.cl')}/approve`,
    body: {},
    headers: { [idempotencyKeyHeader]: newKey() },
  }),
  'POST /order-approvals/:id/reject': async () => ({ path: `/api/order-approvals/${await approvalRequestOf('comprador@despensa.cl')}/reject`, body: { reason: 'Fuera de presupuesto' } }),
};

/** Fifty kilos of lomo, above the own per-order limit `ownLimit` gives. */
const bigOrder = () => ({ ...order(2), order_line: [line(catalogue.lomo, 50)] });

/** `login`'s own rule: orders above $500.000 wait (the plain `order` stays below it). */
async function ownLimit(login: string) {
  const [user] = await t.db.select({ id: resUsers.id }).from(resUsers).where(eq(resUsers.login, login));
  await t.db.insert(spendingLimit).values({ partnerId: companies.demo, userId: user!.id, perOrder: 500_000, period: 'month', updatedAt: new Date() }).onConflictDoNothing();
}

/** A request `login`'s user sent for approval as a comprador; their role is given back after. */
async function approvalRequestOf(login: string) {
  await ownLimit(login);
  const [user] = await t.db.select({ id: resUsers.id, role: resUsers.role }).from(resUsers).where(eq(resUsers.login, login));
  await t.db.update(resUsers).set({ role: 'comprador' }).where(eq(resUsers.id, user!.id));
  try {
    const { auth } = await t.login(login);
    const res = await t.json('/api/order-approvals', bigOrder(), { ...auth, [idempotencyKeyHeader]: newKey() });
    if (res.status !== 201) throw new Error(`sending for approval answered ${res.status}`);
    return ((await res.json()) as { approval_id: number }).approval_id;
  } finally {
    await t.db.update(resUsers).set({ role: user!.role }).where(eq(resUsers.id, user!.id));
  }
}

/** Five kilos of lomo every Wednesday, picked up, on the demo company's credit line. */
const recurring = () => ({
  name: 'Lomo de los miércoles',
  weekdays: [3],
  frequency: 'weekly',
  retiro_en_tienda: true,
  payment_method_id: 2,
  lines: [{ product_id: catalogue.lomo.id, quantity: 5 }],
});
const recurringId = async () => (await asAdmin('POST', '/api/recurring-orders', recurring())).id!;

/** The date a new recurring order of the admin's prepared, built by the job at its build time. */
async function preparedOccurrenceId() {
  const saved = (await asAdmin('POST', '/api/recurring-orders', recurring())) as unknown as { id: number; next_date: string };
  await runRecurringOrders({ ...t.deps, clock: { now: () => buildTimeOf(saved.next_date) } });
  const { orders } = (await asAdmin('GET', '/api/recurring-orders')) as unknown as { orders: { id: number; upcoming: { id: number } | null }[] };
  return orders.find((entry) => entry.id === saved.id)!.upcoming!.id;
}

/** Five kilos of the seeded palta batch, on the demo company's credit line. */
const commitment = { quantity: 5, payment_method_id: 2 };
const openCampaignId = async () =>
  (await t.db.select({ id: teamPurchaseCampaign.id }).from(teamPurchaseCampaign).where(eq(teamPurchaseCampaign.state, 'open')).orderBy(teamPurchaseCampaign.deadline).limit(1))[0]!.id;

let invitees = 0;
const newInvitee = () => `invitado${(invitees += 1)}@elfogon.cl`;
/** A pending invitation of the demo company, made by its admin. */
const invitationId = async () => (await asAdmin('POST', '/api/company/invitations', { email: newInvitee(), role: 'comprador' })).id;
const buyerId = async () =>
  (await t.db.select({ id: resUsers.id }).from(resUsers).where(eq(resUsers.login, 'comprador@despensa.cl')))[0]!.id;

/** A Club CXTI plan's id (another than `besides`, when given). */
async function planId(besides?: number) {
  const plans = await t.db.select({ id: clubPlan.id }).from(clubPlan);
  return plans.find((plan) => plan.id !== besides)!.id;
}

/**
 * The demo company's membership row in `state`, its prices untouched (club_member_until stays empty, so
 * the admin may still join in another test).
 */
async function demoMembership(state: 'active' | 'cancelling') {
  const values = { planId: await planId(), state, startedOn: '2026-03-01', periodEnd: '2026-12-31', updatedAt: new Date() };
  const [row] = await t.db
    .insert(clubMembership)
    .values({ partnerId: companies.demo, ...values })
    .onConflictDoUpdate({ target: clubMembership.partnerId, set: values })
    .returning();
  return row!;
}

/** A visit of the admin to the provider's card page that saved a card. */
async function savedCardSetup() {
  const setup = (await asAdmin('POST', '/api/cards/setup')) as unknown as { setup_id: string; redirect_url: string };
  await t.app.request(new URL(setup.redirect_url).pathname, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number: '4242424242424242', holder: 'Daniela Muñoz', expiry: '12/29', cvc: '123' }).toString(),
  });
  return setup.setup_id;
}

/** An invoice the demo company owes, new for each call, so a role's payment never finds it paid. */
async function owedInvoice() {
  const today = santiagoDate(t.clock.now());
  return (await insertInvoice(t.db, { company: await companyOf(t.db, 'demo@despensa.cl'), invoiceDate: today, dueDate: addDays(today, 30) })).id;
}

/** One invoice payment the admin made with an approving saved card, for the routes that read one. */
let approvedPayment: string | undefined;
async function approvedInvoicePayment() {
  if (approvedPayment) return approvedPayment;
  const card = await t.addCard(companies.demo, { last4: '4242' }, 'approve');
  const started = await asAdmin('POST', '/api/invoice-payments', { invoice_ids: [await owedInvoice()], payment_method_id: savedCardIdBase + card.id }, { [idempotencyKeyHeader]: newKey() });
  approvedPayment = started.payment_id!;
  return approvedPayment;
}

/** A card payment the admin started, for the routes that read one. */
async function paidAttempt() {
  const { path, body, headers } = await requests['POST /payments']!();
  const started = await asAdmin('POST', path, body, headers);
  return { payment_id: started.payment_id, order_id: (body as { order_id: number }).order_id };
}

const bearerRoutes = allEndpoints.filter((route): route is Extract<EndpointSpec, { access: 'bearer' }> => route.access === 'bearer');
const keyOf = (route: EndpointSpec) => `${route.method.toUpperCase()} ${route.path}`;
/**
 * Routes that name a record of the company, in the path or the body. A team purchase is everyone's: its
 * foreign ids (another company's card, its commitment) are checked in team-purchase.test.ts.
 */
// A campaign and a product of the order guide are the catalogue's, open to every company.
const namesRecord = (route: EndpointSpec) =>
  (route.path.includes(':id') && !route.path.startsWith('/team-purchases/') && !route.path.startsWith('/order-guide/')) || ['POST /create-sales-order', 'POST /payments', 'POST /get_invoice_pdfs', 'POST /invoice-payments'].includes(keyOf(route));

/** The route's request, prepared by the admin before the role under test is set. */
async function call(route: EndpointSpec, auth: Record<string, string>, prepared?: Call) {
  const { path, body, headers = {} } = prepared ?? (await requests[keyOf(route)]!());
  return t.app.request(path, {
    method: route.method.toUpperCase(),
    headers: { ...auth, ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function asRole<T>(role: Role, run: () => Promise<T>): Promise<T> {
  await t.db.update(resUsers).set({ role }).where(eq(resUsers.login, 'demo@despensa.cl'));
  try {
    return await run();
  } finally {
    await t.db.update(resUsers).set({ role: 'admin' }).where(eq(resUsers.login, 'demo@despensa.cl'));
  }
}

const answerClass = (status: number) => (status < 300 ? '2xx' : String(status));
const checked: string[] = [];

describe('every bearer route, as every role', { timeout: 120_000 }, () => {
  it('has a request of its own here', () => {
    expect(bearerRoutes.map(keyOf).filter((key) => !(key in requests))).toEqual([]);
  });

  it.each(bearerRoutes.map((route) => [keyOf(route), route] as const))('%s answers each role as the permission table says', async (_, route) => {
    const seen: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const role of roles) {
      const prepared = await requests[keyOf(route)]!();
      const res = await asRole(role, () => call(route, demo, prepared));
      seen[role] = answerClass(res.status);
      expected[role] = can(role, route.action) ? '2xx' : '403';
      checked.push(`${keyOf(route)} ${role}`);
    }
    const anonymous = await call(route, {});
    seen.none = answerClass(anonymous.status);
    expected.none = '401';
    if (namesRecord(route)) {
      // Another company's user names the demo company's record: it does not exist for them.
      seen.otherCompany = answerClass((await call(route, other)).status);
      expected.otherCompany = '404';
    }
    expect(seen).toEqual(expected);
  });

  it('refuses a role whose right was taken away while its token still lives', async () => {
    const res = await asRole('finanzas', async () =>
      t.app.request('/api/create-sales-order', {
        method: 'POST',
        headers: { ...demo, 'Content-Type': 'application/json', [idempotencyKeyHeader]: newKey() },
        body: JSON.stringify(order(2)),
      }),
    );
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: 'forbidden',
      message: 'Tu rol no tiene permiso para esta acción.',
    });
  });
});

afterAll(() => {
  const routes = new Set(bearerRoutes.map((route) => openApiPath(route.path))).size;
  process.stdout.write(`\nRoles: ${checked.length} route x role answers checked over ${bearerRoutes.length} bearer routes (${routes} paths)\n`);
});
