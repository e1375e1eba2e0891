import { chargedUnitPrice, computeTotals, lineNet, MINIMUM_ORDER_NET, type PricedLine } from '../../../machines/rules/totals';
import { roundQuantity } from '../../../machines/rules/quantity';
import { addDays, addMonths, daysBetween, santiagoDate, santiagoInstant, weekday } from '../../../machines/rules/calendar';
import { deliveryDates } from '../../domain/delivery';
import { isHoliday } from '../../domain/chile-holidays';
import { accountMove, saleOrder, saleOrderLine } from '../schema';
import type { SeededAddresses } from './addresses';
import type { SeededProduct } from './catalogue';
import type { SeededCompany, Tx } from './companies';
import type { Random } from './random';

/**
 * Past orders and their invoices, dated relative to "now" so that invoice states always make sense:
 * the demo company has over two years of orders, and today it has invoices in all four states
 * (Pagado, Vencida, Vence esta semana, Por vencer). Totals are computed with the checkout's own rules
 * (machines/rules/totals.ts) at the catalogue prices of the day each order was placed.
 */

type PaymentMethod = 'card' | 'saved_card' | 'credit';

interface PlannedOrder {
  company: SeededCompany;
  addresses: SeededAddresses;
  day: string;
  hour: number;
  minute: number;
  method: PaymentMethod;
  pickup: boolean;
  /** Forced unpaid (anchors for the four invoice states); otherwise decided from the due date. */
  unpaid?: boolean;
}

/** Months of history for the demo company, and how many orders it has at least. */
const HISTORY_MONTHS = 25;
const DEMO_MIN_ORDERS = 310;

/**
 * Prices were lower in the past: about 0,4 % a month (the CLP's inflation), in whole tens of pesos.
 */
function priceAt(price: number, monthsAgo: number): number {
  if (price === 0) return 0;
  return Math.max(10, Math.round((price * (1000 - 4 * monthsAgo)) / 10_000) * 10);
}

function quantityFor(product: SeededProduct, random: Random): number {
  switch (product.uom) {
    case 'kg':
      return roundQuantity(random.int(2, 30) / 2);
    case 'lt':
      return random.int(2, 24);
    case 'caja':
      return random.int(1, 4);
    default:
      return random.int(1, 12);
  }
}

function pickMethod(company: SeededCompany, random: Random): PaymentMethod {
  if (company.creditDays > 0) {
    const roll = random.next();
    return roll < 0.6 ? 'credit' : roll < 0.85 ? 'saved_card' : 'card';
  }
  return random.chance(0.5) ? 'saved_card' : 'card';
}

/** When the demo company orders: most weekdays, some Saturdays, rarely on Sundays or holidays. */
function planDemoOrders(company: SeededCompany, addresses: SeededAddresses, today: string, random: Random): PlannedOrder[] {
  const first = addMonths(today, -HISTORY_MONTHS);
  const planned: PlannedOrder[] = [];
  const plan = (day: string, extra: Partial<PlannedOrder> = {}) =>
    planned.push({
      company,
      addresses,
      day,
      hour: random.int(8, 18),
      minute: random.int(0, 59),
      method: pickMethod(company, random),
      pickup: random.chance(0.15),
      ...extra,
    });

  for (let day = first; day < today; day = addDays(day, 1)) {
    const dow = weekday(day);
    const p = isHoliday(day) || dow === 0 ? 0.04 : dow === 6 ? 0.25 : 0.52;
    if (random.chance(p)) plan(day);
  }
  // A quiet stretch still leaves the demo with its promised history.
  const span = daysBetween(first, today);
  while (planned.length < DEMO_MIN_ORDERS) plan(addDays(first, random.int(0, span - 1)));

  // Anchors: credit invoices still owed, one per state that depends on the due date.
  const credit = { method: 'credit' as const, unpaid: true, hour: 10, minute: 15 };
  plan(addDays(today, -company.creditDays), credit); // due today: Vence esta semana
  plan(addDays(today, -Math.max(1, company.creditDays - 18)), credit); // due in 18 days: Por vencer
  plan(addDays(today, -(company.creditDays + 11)), credit); // 11 days overdue: Vencida
  plan(addDays(today, -(company.creditDays + 25)), credit); // 25 days overdue: Vencida
  plan(addDays(today, -3), { method: 'card' }); // paid on the spot: Pagado
  return planned;
}

/** A handful of recent orders for another company, so other companies' ids exist. */
function planFewOrders(company: SeededCompany, addresses: SeededAddresses, today: string, count: number, random: Random): PlannedOrder[] {
  return Array.from({ length: count }, () => ({
    company,
    addresses,
    day: addDays(today, -random.int(2, 120)),
    hour: random.int(8, 18),
    minute: random.int(0, 59),
    method: pickMethod(company, random),
    pickup: random.chance(0.2),
  }));
}

export interface SeedHistoryInput {
  now: Date;
  random: Random;
  products: readonly SeededProduct[];
  companies: Record<SeededCompany['key'], SeededCompany>;
  addresses: Record<SeededCompany['key'], SeededAddresses>;
}

export interface SeededHistory {
  orders: number;
  lines: number;
  invoices: number;
}

/** Plans, prices and inserts the orders, their lines and their invoices: three bulk statements. */
export async function seedHistory(tx: Tx, { now, random, products, companies, addresses }: SeedHistoryInput): Promise<SeededHistory> {
  const today = santiagoDate(now);
  const planned = [
    ...planDemoOrders(companies.demo, addresses.demo, today, random),
    ...planFewOrders(companies.club, addresses.club, today, 8, random),
    ...planFewOrders(companies.other, addresses.other, today, 8, random),
  ];
  const timed = planned
    .map((order) => ({ ...order, at: santiagoInstant(order.day, order.hour, order.minute) }))
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.company.partnerId - b.company.partnerId);

  // A restaurant buys mostly the same things: a usual basket, plus whatever else it needs.
  const inStock = products.filter((p) => p.stockState !== 'out');
  const usual = random.sample(inStock, 40);

  const orders: (typeof saleOrder.$inferInsert)[] = [];
  const lines: (Omit<typeof saleOrderLine.$inferInsert, 'orderId'> & { orderName: string })[] = [];
  const moves: (Omit<typeof accountMove.$inferInsert, 'orderId'> & { orderName: string })[] = [];

  timed.forEach((order, index) => {
    const name = `S${String(index + 1).padStart(5, '0')}`;
    const monthsAgo = Math.floor(daysBetween(order.day, today) / 30);
    const wanted = random.int(2, 8);
    const chosen = new Map<number, SeededProduct>();
    while (chosen.size < wanted) {
      const product = random.chance(0.75) ? random.pick(usual) : random.pick(products);
      chosen.set(product.id, product);
    }
    const priced = [...chosen.values()].map((product) => ({
      product,
      quantity: quantityFor(product, random),
      listPrice: priceAt(product.listPrice, monthsAgo),
      cxtiPrice: priceAt(product.cxtiPrice, monthsAgo),
    }));
    const pricedLines = (): PricedLine[] =>
      priced.map((line) => ({ quantity: line.quantity, list_price: line.listPrice, cxti_price: line.cxtiPrice }));
    const options = { isClubMember: order.company.isClubMember, delivery: order.pickup ? ('pickup' as const) : ('delivery' as const) };

    // Every order met the minimum: small baskets are scaled up.
    let totals = computeTotals(pricedLines(), options);
    while (totals.subTotal < MINIMUM_ORDER_NET) {
      const factor = Math.ceil(MINIMUM_ORDER_NET / Math.max(1, totals.subTotal));
      for (const line of priced) line.quantity = roundQuantity(line.quantity * Math.max(2, factor));
      totals = computeTotals(pricedLines(), options);
    }

    const dates = deliveryDates(order.at, 3);
    const scheduledDate = dates[random.int(0, 2)]!;
    const invoiceDate = order.day;
    const credit = order.method === 'credit';
    const dueDate = credit ? addDays(invoiceDate, order.company.creditDays) : invoiceDate;
    let unpaid = false;
    if (credit) {
      const dueIn = daysBetween(today, dueDate);
      unpaid = order.unpaid ?? (dueIn >= 0 ? random.chance(0.85) : dueIn >= -45 ? random.chance(0.15) : false);
    }

    orders.push({
      name,
      partnerId: order.company.partnerId,
      partnerInvoiceId: order.addresses.invoiceId,
      partnerShippingId: order.pickup ? null : random.pick(order.addresses.deliveryIds),
      userId: order.company.userId,
      dateOrder: order.at,
      state: scheduledDate < today ? 'done' : 'sale',
      paymentMethodCode: order.method,
      customerOrderNumber: random.chance(0.3) ? `OC-${random.int(1000, 9999)}` : null,
      scheduledDate,
      pickup: order.pickup,
      amountUntaxed: totals.subTotal,
      amountShipping: totals.shipping,
      amountDiscount: 0,
      amountTax: totals.tax,
      amountTotal: totals.total,
      amountOriginal: totals.originalTotal,
      createdAt: order.at,
    });
    for (const line of priced) {
      const charged = chargedUnitPrice(
        { quantity: line.quantity, list_price: line.listPrice, cxti_price: line.cxtiPrice },
        order.company.isClubMember,
      );
      lines.push({
        orderName: name,
        productId: line.product.id,
        name: line.product.name,
        productUomQty: line.quantity,
        priceUnit: line.listPrice,
        cxtiPrice: line.cxtiPrice,
        priceSubtotal: lineNet(line.quantity, charged),
      });
    }
    const folio = 1000 + index + 1;
    moves.push({
      orderName: name,
      name: `F-${String(folio).padStart(6, '0')}`,
      folio,
      partnerId: order.company.partnerId,
      invoiceDate,
      invoiceDateDue: dueDate,
      // The invoice's net includes the shipping line, so net + IVA = total.
      amountUntaxed: totals.subTotal + totals.shipping,
      amountTax: totals.tax,
      amountTotal: totals.total,
      amountResidual: unpaid ? totals.total : 0,
      // The history does not keep when a paid invoice was settled: the day it was issued.
      paidOn: unpaid ? null : invoiceDate,
      createdAt: order.at,
    });
  });

  const inserted = await tx.insert(saleOrder).values(orders).returning({ id: saleOrder.id, name: saleOrder.name });
  const orderId = new Map(inserted.map((o) => [o.name, o.id]));
  await tx.insert(saleOrderLine).values(lines.map(({ orderName, ...line }) => ({ ...line, orderId: orderId.get(orderName)! })));
  await tx.insert(accountMove).values(moves.map(({ orderName, ...move }) => ({ ...move, orderId: orderId.get(orderName)! })));
  return { orders: orders.length, lines: lines.length, invoices: moves.length };
}
