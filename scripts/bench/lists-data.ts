import type { InvoiceListRow, SalesOrderRow } from '../../contract/lists';
import type { InvoiceState } from '../../contract/vocabulary';

/** A fixed sequence, so every run of the bench lists the same rows. */
function pseudoRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const kinds = ['Restaurante', 'Cafetería', 'Hotel', 'Almacén', 'Panadería', 'Pastelería', 'Casino', 'Pizzería', 'Fuente de Soda', 'Banquetería'];
const places = [
  'Ñuñoa', 'Pérez', 'Don Pepe', 'La Esquina', 'El Roble', 'Los Ñires', 'San Ignacio', 'Las Condes', 'Providencia', 'Valparaíso',
  'Doña Inés', 'Maipú', 'Puerto Montt', 'La Serena', 'Concepción', 'Temuco', 'Chillán', 'Rancagua', 'Talca', 'Antofagasta',
];
const legalForms = ['SpA', 'Ltda.', 'S.A.', 'EIRL'];
const orderStates = ['sale', 'sale', 'done', 'done', 'done', 'draft', 'sent', 'cancel'];
const invoiceStates: InvoiceState[] = ['Pagado', 'Pagado', 'Pagado', 'Vencida', 'Vence esta semana', 'Por vencer'];

const pick = <T>(random: () => number, from: readonly T[]): T => from[Math.floor(random() * from.length)] as T;
const dayMs = 86_400_000;
const start = Date.UTC(2024, 0, 2, 12);

/** Orders billed to some 200 partners over two years, most with a purchase order number, as the gateway lists them (newest first). */
export function buildOrders(count: number): SalesOrderRow[] {
  const random = pseudoRandom(7);
  const partners = Array.from({ length: 200 }, () => `${pick(random, kinds)} ${pick(random, places)} ${pick(random, legalForms)}`);
  const rows = Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `S${String(index + 1).padStart(5, '0')}`,
    partner_name: pick(random, partners),
    date_order: new Date(start + Math.floor((index / count) * 730 * dayMs) + Math.floor(random() * 10 * 3_600_000)).toISOString(),
    amount_total: Math.round(50_000 + random() * 950_000),
    state: pick(random, orderStates),
    despensa_customer_sale_order_number: random() < 0.7 ? `OC-${Math.floor(1000 + random() * 9000)}` : null,
    ...(random() < 0.2 ? { retiro_en_tienda: true, shipping_name: null } : { retiro_en_tienda: false, shipping_name: `Local ${pick(random, places)}` }),
  }));
  return rows.reverse();
}

/** One invoice per order, folios in order, due 30 days later, with the order's number and most with a purchase order. */
export function buildInvoices(count: number): InvoiceListRow[] {
  const random = pseudoRandom(11);
  const rows = Array.from({ length: count }, (_, index) => {
    const day = new Date(start + Math.floor((index / count) * 730 * dayMs));
    const amount = Math.round(50_000 + random() * 950_000);
    const state = pick(random, invoiceStates);
    return {
      id: index + 1,
      name: `F-${String(1001 + index).padStart(6, '0')}`,
      invoice_date: day.toISOString().slice(0, 10),
      invoice_date_due: new Date(day.getTime() + 30 * dayMs).toISOString().slice(0, 10),
      total_due: state === 'Pagado' ? 0 : amount,
      amount_total: amount,
      despensa_custom_state: state,
      order_name: `S${String(index + 1).padStart(5, '0')}`,
      despensa_customer_sale_order_number: random() < 0.7 ? `OC-${Math.floor(1000 + random() * 9000)}` : null,
    };
  });
  return rows.reverse();
}
