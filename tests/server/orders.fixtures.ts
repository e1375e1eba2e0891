import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Db } from '../../server/db/client';
import {
  accountMove,
  paymentTransaction,
  productCategory,
  productProduct,
  resPartner,
  resUsers,
  saleOrder,
} from '../../server/db/schema';
import { createTestApp } from './support/test-app';

/** The test clock's "now" is Monday 2 March 2026, 12:00 in Santiago: before the cutoff, so Tuesday delivers. */
export const earliestDate = '2026-03-03';
export const today = '2026-03-02';

export type Product = typeof productProduct.$inferSelect;

/**
 * A small catalogue of the file's own (the demo catalogue is another part's and may change): one
 * product per unit of measure, two of them in the club, and one no longer sold.
 */
export async function insertCatalogue(db: Db, prefix: string) {
  const [category] = await db
    .insert(productCategory)
    .values({ name: `Pruebas ${prefix}`, slug: `pruebas-${prefix.toLowerCase()}` })
    .returning();
  if (!category) throw new Error('category not created');
  // Kilos are weighed pieces, sold by the 100 g from one kilo; every other unit whole.
  const product = (code: string, name: string, uom: string, listPrice: number, cxtiPrice: number, active = true) => ({
    defaultCode: `${prefix}-${code}`,
    name,
    searchText: name.toLowerCase(),
    categId: category.id,
    uom,
    packSize: uom === 'kg' ? 'Pieza al vacío aprox. 3 kg' : `1 ${uom}`,
    qtyStep: uom === 'kg' ? 0.1 : 1,
    qtyMin: 1,
    listPrice,
    cxtiPrice,
    imageSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    active,
  });
  const [lomo, huevos, aceite, servilletas, descontinuado] = await db
    .insert(productProduct)
    .values([
      product('LOMO', 'Lomo vetado', 'kg', 12_990, 11_490),
      product('HUEVOS', 'Huevos, caja de 180', 'caja', 32_000, 29_500),
      product('ACEITE', 'Aceite maravilla', 'lt', 2_490, 0),
      product('SERVILLETAS', 'Servilletas', 'un', 1_990, 0),
      product('VIEJO', 'Producto descontinuado', 'un', 5_000, 0, false),
    ])
    .returning();
  if (!lomo || !huevos || !aceite || !servilletas || !descontinuado) throw new Error('products not created');
  return { lomo, huevos, aceite, servilletas, descontinuado };
}

export async function companyOf(db: Db, email: string): Promise<number> {
  const [user] = await db.select({ partnerId: resUsers.partnerId }).from(resUsers).where(eq(resUsers.login, email));
  if (!user) throw new Error(`no user ${email}`);
  return user.partnerId;
}

/** The demo companies as the tests need them, whatever the seed gave them: club only for club@. */
export async function settleMemberships(db: Db) {
  const demo = await companyOf(db, 'demo@despensa.cl');
  const club = await companyOf(db, 'club@despensa.cl');
  const other = await companyOf(db, 'otra@despensa.cl');
  await db.update(resPartner).set({ creditDays: 30, clubMemberUntil: null }).where(eq(resPartner.id, demo));
  await db.update(resPartner).set({ creditDays: 0, clubMemberUntil: '2099-12-31' }).where(eq(resPartner.id, club));
  await db.update(resPartner).set({ creditDays: 0, clubMemberUntil: null }).where(eq(resPartner.id, other));
  return { demo, club, other };
}

export async function addAddress(db: Db, parentId: number, type: 'invoice' | 'delivery', fields: { isDefault?: boolean; active?: boolean } = {}) {
  const [row] = await db
    .insert(resPartner)
    .values({ name: `Dirección ${type} de prueba`, parentId, type, street: 'Calle de prueba 123', comuna: 'Santiago', ...fields })
    .returning({ id: resPartner.id });
  if (!row) throw new Error('address not created');
  return row.id;
}

/** A line as the cart sends it: the catalogue's prices, as shown. */
export const line = (product: Product, quantity: number) => ({
  product_id: product.id,
  product_uom_qty: quantity,
  price_unit: product.listPrice,
  cxti_price: product.cxtiPrice,
});

export const newKey = () => randomUUID();

export async function ordersOf(db: Db, partnerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(saleOrder).where(eq(saleOrder.partnerId, partnerId));
  return row?.n ?? 0;
}

export async function invoicesOfOrder(db: Db, orderId: number) {
  return db.select().from(accountMove).where(eq(accountMove.orderId, orderId));
}

export async function transactionsOf(db: Db, orderId: number) {
  return db.select().from(paymentTransaction).where(eq(paymentTransaction.orderId, orderId));
}

export async function orderRow(db: Db, orderId: number) {
  const [row] = await db.select().from(saleOrder).where(eq(saleOrder.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}

/**
 * A gateway on a database of its own, with the file's catalogue (`prefix` keeps its SKUs apart), the club
 * memberships settled and the three demo buyers signed in: the demo company, the club member and a
 * company of their own ("otra").
 */
export async function openOrdersApp(prefix: string, options: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(options);
  const catalogue = await insertCatalogue(t.db, prefix);
  const companies = await settleMemberships(t.db);
  const demo = (await t.login('demo@despensa.cl')).auth;
  const club = (await t.login('club@despensa.cl')).auth;
  const other = (await t.login('otra@despensa.cl')).auth;
  return { t, catalogue, companies, demo, club, other };
}

export type OrdersApp = Awaited<ReturnType<typeof openOrdersApp>>;

/**
 * Through `app`, as the buyer's browser does: a card order of two of `product` awaiting its payment, then
 * the payment opened for it with `method` (a new card by default).
 */
export async function openOrderPayment(app: Hono, auth: Record<string, string>, partnerId: number, product: Product, method = 1) {
  const post = (path: string, body: unknown) =>
    app.request(path, { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json', 'Idempotency-Key': newKey() }, body: JSON.stringify(body) });
  const order = await post('/api/create-sales-order', { partner_id: partnerId, payment_method_id: 1, scheduled_date: earliestDate, retiro_en_tienda: true, order_line: [line(product, 2)] });
  if (order.status !== 201) throw new Error(`order answered ${order.status}: ${await order.text()}`);
  const { order_id } = (await order.json()) as { order_id: number };
  const res = await post('/api/payments', { order_id, payment_method_id: method });
  if (res.status !== 201) throw new Error(`payment answered ${res.status}: ${await res.text()}`);
  const { payment_id, redirect_url } = (await res.json()) as { payment_id: string; redirect_url: string };
  return { orderId: order_id, paymentId: payment_id, redirectUrl: redirect_url };
}
