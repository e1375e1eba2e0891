import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { productSearchText } from '../../server/db/seed/catalogue';
import {
  accountMove,
  productCategory,
  productProduct,
  resPartner,
  resUsers,
  saleOrder,
  saleOrderLine,
} from '../../server/db/schema';

/**
 * Orders and invoices written straight into the database, for the list, detail and PDF suites and the
 * PDF bench. Each company is new, with its own login, so the demo history seed cannot change what a
 * test expects; names and folios use ranges that seed stays clear of.
 */

let sequence = 0;
const next = () => ++sequence;

export interface Company {
  partnerId: number;
  email: string;
  name: string;
  vat: string;
  billingId: number;
  shippingId: number;
}

export async function createCompany(
  db: Db,
  { name, vat, activity = 'Restaurantes' }: { name: string; vat: string; activity?: string },
): Promise<Company> {
  const n = next();
  const [demo] = await db
    .select({ passwordHash: resUsers.passwordHash })
    .from(resUsers)
    .where(eq(resUsers.login, 'demo@despensa.cl'))
    .limit(1);
  if (!demo) throw new Error('the demo seed has not run');
  const [company] = await db
    .insert(resPartner)
    .values({
      name,
      isCompany: true,
      vat,
      businessActivity: activity,
      street: 'Av. Irarrázaval 2100',
      comuna: 'Ñuñoa',
      region: 'Región Metropolitana de Santiago',
      creditDays: 30,
    })
    .returning({ id: resPartner.id });
  if (!company) throw new Error('company not created');
  const [billing, shipping] = await db
    .insert(resPartner)
    .values([
      { name: `${name} - Facturación`, parentId: company.id, type: 'invoice', street: 'Los Leones 350, of. 41', comuna: 'Providencia', region: 'Región Metropolitana de Santiago' },
      { name: `${name} - Cocina central`, parentId: company.id, type: 'delivery', street: 'Camino a Melipilla 8920', comuna: 'Maipú', region: 'Región Metropolitana de Santiago' },
    ])
    .returning({ id: resPartner.id });
  if (!billing || !shipping) throw new Error('addresses not created');
  const email = `compras${n}@fixture.cl`;
  await db.insert(resUsers).values({
    login: email,
    name: `Compras ${n}`,
    passwordHash: demo.passwordHash,
    partnerId: company.id,
    emailVerifiedAt: new Date('2025-01-02T12:00:00Z'),
  });
  return { partnerId: company.id, email, name, vat, billingId: billing.id, shippingId: shipping.id };
}

/** The company of an existing login, for orders and invoices that belong to the demo users. */
export async function companyOf(db: Db, login: string): Promise<Company> {
  const [row] = await db
    .select({ partnerId: resUsers.partnerId, name: resPartner.name, vat: resPartner.vat })
    .from(resUsers)
    .innerJoin(resPartner, eq(resPartner.id, resUsers.partnerId))
    .where(eq(resUsers.login, login))
    .limit(1);
  if (!row) throw new Error(`no user ${login}`);
  return { partnerId: row.partnerId, email: login, name: row.name, vat: row.vat ?? '', billingId: row.partnerId, shippingId: row.partnerId };
}

export interface Product {
  id: number;
  defaultCode: string;
  name: string;
  uom: string;
  listPrice: number;
  cxtiPrice: number;
}

const catalogue = [
  { name: 'Aceite de oliva extra virgen 5 lt', uom: 'lt', listPrice: 38_990, cxtiPrice: 35_490 },
  { name: 'Arroz grado 1 grano largo 25 kg', uom: 'caja', listPrice: 27_450, cxtiPrice: 0 },
  { name: 'Filete de salmón congelado', uom: 'kg', listPrice: 12_990, cxtiPrice: 11_990 },
  { name: 'Harina sin polvos de hornear 25 kg', uom: 'caja', listPrice: 16_900, cxtiPrice: 0 },
  { name: 'Palta Hass calibre 20', uom: 'kg', listPrice: 4_590, cxtiPrice: 4_190 },
  { name: 'Queso mantecoso laminado', uom: 'kg', listPrice: 8_790, cxtiPrice: 0 },
  { name: 'Pechuga de pollo deshuesada', uom: 'kg', listPrice: 5_490, cxtiPrice: 5_190 },
  { name: 'Tomate larga vida', uom: 'kg', listPrice: 1_890, cxtiPrice: 0 },
  { name: 'Jugo de naranja natural 1 lt', uom: 'un', listPrice: 2_290, cxtiPrice: 1_990 },
  { name: 'Ñoquis de papa frescos', uom: 'kg', listPrice: 6_450, cxtiPrice: 0 },
] as const;

export async function createProducts(db: Db): Promise<Product[]> {
  const n = next();
  const [category] = await db
    .insert(productCategory)
    .values({ name: `Abarrotes ${n}`, slug: `fixture-${n}` })
    .returning({ id: productCategory.id });
  if (!category) throw new Error('category not created');
  return db
    .insert(productProduct)
    .values(
      catalogue.map((item, index) => ({
        ...item,
        defaultCode: `FX${n}-${String(index + 1).padStart(3, '0')}`,
        searchText: productSearchText(item.name, `FX${n}-${String(index + 1).padStart(3, '0')}`),
        categId: category.id,
        packSize: '1',
        imageSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      })),
    )
    .returning({
      id: productProduct.id,
      defaultCode: productProduct.defaultCode,
      name: productProduct.name,
      uom: productProduct.uom,
      listPrice: productProduct.listPrice,
      cxtiPrice: productProduct.cxtiPrice,
    });
}

export interface OrderLineInput {
  product: Product;
  quantity: number;
  /** Charged at the club price instead of the list price. */
  club?: boolean;
}

export interface OrderInput {
  company: Company;
  dateOrder: Date | string;
  lines: OrderLineInput[];
  shipping?: number;
  pickup?: boolean;
  customerOrderNumber?: string | null;
  paymentMethodCode?: 'card' | 'saved_card' | 'credit';
  state?: 'draft' | 'sent' | 'sale' | 'done' | 'cancel';
}

const roundClp = (amount: number) => Math.round(Number(amount.toPrecision(15)));

export async function insertOrder(db: Db, input: OrderInput) {
  const n = next();
  const lines = input.lines.map(({ product, quantity, club }) => {
    const unit = club && product.cxtiPrice > 0 ? product.cxtiPrice : product.listPrice;
    return { product, quantity, subtotal: roundClp(quantity * unit), original: roundClp(quantity * product.listPrice) };
  });
  const shipping = input.pickup ? 0 : (input.shipping ?? 0);
  // As the gateway stores orders: amount_untaxed is the lines alone, IVA covers lines and shipping.
  const untaxed = lines.reduce((sum, line) => sum + line.subtotal, 0);
  const original = lines.reduce((sum, line) => sum + line.original, 0);
  const tax = roundClp((untaxed + shipping) * 0.19);
  const [order] = await db
    .insert(saleOrder)
    .values({
      name: `S8${String(n).padStart(5, '0')}`,
      partnerId: input.company.partnerId,
      partnerInvoiceId: input.company.billingId,
      partnerShippingId: input.pickup ? null : input.company.shippingId,
      // A string keeps microseconds, which a Date would drop.
      dateOrder: sql`${typeof input.dateOrder === 'string' ? input.dateOrder : input.dateOrder.toISOString()}::timestamptz`,
      state: input.state ?? 'sale',
      paymentMethodCode: input.paymentMethodCode ?? 'credit',
      customerOrderNumber: input.customerOrderNumber ?? null,
      scheduledDate: '2026-03-04',
      pickup: input.pickup ?? false,
      amountUntaxed: untaxed,
      amountShipping: shipping,
      amountTax: tax,
      amountTotal: untaxed + shipping + tax,
      amountOriginal: roundClp((original + shipping) * 1.19),
    })
    .returning();
  if (!order) throw new Error('order not created');
  if (lines.length > 0) {
    await db.insert(saleOrderLine).values(
      lines.map(({ product, quantity, subtotal }) => ({
        orderId: order.id,
        productId: product.id,
        name: product.name,
        productUomQty: quantity,
        priceUnit: product.listPrice,
        cxtiPrice: product.cxtiPrice,
        priceSubtotal: subtotal,
      })),
    );
  }
  return order;
}

export interface InvoiceInput {
  company: Company;
  order?: Awaited<ReturnType<typeof insertOrder>> | null;
  invoiceDate: string;
  dueDate: string;
  /** What is still owed; the whole total when not given. */
  residual?: number;
  /** The day a paid invoice (residual 0) was settled; its invoice date when not given. */
  paidOn?: string;
  /** Used without an order. */
  amountUntaxed?: number;
}

export async function insertInvoice(db: Db, input: InvoiceInput) {
  const n = next();
  // The invoice's net amount includes shipping, which is one of its lines.
  const untaxed = input.order ? input.order.amountUntaxed + input.order.amountShipping : (input.amountUntaxed ?? 100_000);
  const tax = input.order?.amountTax ?? roundClp(untaxed * 0.19);
  const total = input.order?.amountTotal ?? untaxed + tax;
  const folio = 800_000 + n;
  const [invoice] = await db
    .insert(accountMove)
    .values({
      name: `FE ${folio}`,
      folio,
      partnerId: input.company.partnerId,
      orderId: input.order?.id ?? null,
      invoiceDate: input.invoiceDate,
      invoiceDateDue: input.dueDate,
      amountUntaxed: untaxed,
      amountTax: tax,
      amountTotal: total,
      amountResidual: input.residual ?? total,
      paidOn: input.residual === 0 ? (input.paidOn ?? input.invoiceDate) : null,
    })
    .returning();
  if (!invoice) throw new Error('invoice not created');
  return invoice;
}

/** Many orders for one company in one statement, spaced 37 minutes apart going back from `latest`. */
export async function bulkInsertOrders(db: Db, company: Company, count: number, latest: Date) {
  const tag = next();
  await db.execute(sql`
    insert into sale_order (name, partner_id, partner_invoice_id, partner_shipping_id, date_order, state,
      payment_method_code, scheduled_date, retiro_en_tienda, amount_untaxed, amount_shipping, amount_tax,
      amount_total, amount_original)
    select ${`B${tag}-`} || lpad(g::text, 6, '0'), ${company.partnerId}, ${company.billingId}, ${company.shippingId},
      ${latest.toISOString()}::timestamptz - (g - 1) * interval '37 minutes', 'sale', 'credit', date '2026-01-10',
      false, 100000, 0, 19000, 119000, 119000
    from generate_series(1, ${count}::int) as g`);
}
