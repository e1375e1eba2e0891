import * as z from 'zod/mini';
import { product } from './catalogue';
import { endpoint } from './endpoint';

/**
 * Pedido rápido: lines the buyer pasted or uploaded (a CSV or XLSX as an office writes it), each a
 * product by SKU or name with a quantity and maybe a unit, resolved by the gateway against today's
 * catalogue. Nothing goes to the cart until the buyer adds the good lines from the preview.
 */

/** The most lines one quick order reads: a longer paste or file is read up to here, and the page says so. */
export const QUICK_ORDER_MAX_LINES = 500;
/** The largest file the page reads; a larger one is refused before a byte of it is read. */
export const QUICK_ORDER_MAX_FILE_BYTES = 2 * 1024 * 1024;
/** The most characters of one cell (the product's SKU or name; a quantity or a unit is far shorter). */
export const QUICK_ORDER_CELL_MAX = 200;
/** How many products an ambiguous name offers to choose from. */
export const QUICK_ORDER_CANDIDATES = 5;

// Control characters never come from a keyboard or a spreadsheet's text cell.
const cell = (max: number, what: string) =>
  z.string().check(
    z.maxLength(max, { error: `${what} admite hasta ${max} caracteres.` }),
    z.regex(/^[^\p{Cc}]*$/u, { error: `${what} contiene caracteres no válidos.` }),
  );

/** One line as the page read it: the product's SKU or name, and the quantity and unit as written (null: none). */
export const quickOrderLineInput = z.strictObject({
  /** Its line in the paste or row in the file, from 1, so the preview can point at it. */
  row: z.int().check(z.minimum(1, { error: 'La fila debe ser un número desde 1.' }), z.maximum(1_000_000, { error: 'La fila no es válida.' })),
  query: cell(QUICK_ORDER_CELL_MAX, 'El producto').check(z.minLength(1, { error: 'Cada línea debe nombrar un producto.' })),
  quantity: z.nullable(cell(40, 'La cantidad')),
  unit: z.nullable(cell(40, 'La unidad')),
});
export type QuickOrderLineInput = z.infer<typeof quickOrderLineInput>;

export const quickOrderPreviewRequest = z.strictObject({
  lines: z
    .array(quickOrderLineInput)
    .check(
      z.minLength(1, { error: 'Escribe o sube al menos una línea.' }),
      z.maxLength(QUICK_ORDER_MAX_LINES, { error: `Un pedido rápido admite hasta ${QUICK_ORDER_MAX_LINES} líneas.` }),
    ),
});

/** Why a line cannot go to the cart. */
export const quickOrderRefusals = ['unknownProduct', 'outOfStock', 'wrongUnit', 'notANumber', 'formula'] as const;
export type QuickOrderRefusal = (typeof quickOrderRefusals)[number];

/** What was changed to make the written quantity one the product is sold in (`noQuantity`: none was written, the minimum is taken). */
export const quickOrderChanges = ['belowMinimum', 'notMultiple', 'aboveMaximum', 'noQuantity'] as const;
export type QuickOrderChange = (typeof quickOrderChanges)[number];

export const quickOrderPreviewLine = z.object({
  row: z.int(),
  /** What the line said, as read. */
  query: z.string(),
  quantity_text: z.nullable(z.string()),
  unit_text: z.nullable(z.string()),
  /** `ready` goes to the cart; `ambiguous` waits for the buyer to choose among `candidate_ids`; `refused` says `reason`. */
  status: z.enum(['ready', 'ambiguous', 'refused']),
  /** The product it resolved to (ready, and refused for stock, unit or quantity); null otherwise. */
  product_id: z.nullable(z.int()),
  /** The products a name matched, best first, when it matched more than one. */
  candidate_ids: z.array(z.int()),
  /** The quantity that goes to the cart, in the product's unit and rule; 0 unless ready. */
  quantity: z.number(),
  change: z.nullable(z.enum(quickOrderChanges)),
  reason: z.nullable(z.enum(quickOrderRefusals)),
});
export type QuickOrderPreviewLine = z.infer<typeof quickOrderPreviewLine>;

/** A product as the preview shows it: the catalogue's, without its picture and description, which a 500-line answer would carry for nothing. */
export const quickOrderProduct = z.omit(product, { image_url: true, description: true });
export type QuickOrderProduct = z.infer<typeof quickOrderProduct>;

export const quickOrderPreview = z.object({
  /** In the order they were sent. */
  lines: z.array(quickOrderPreviewLine),
  /** Every product a line names, once, as the catalogue shows it today. */
  products: z.array(quickOrderProduct),
});
export type QuickOrderPreview = z.infer<typeof quickOrderPreview>;

export const quickOrderEndpoints = {
  preview: endpoint({
    method: 'post',
    path: '/quick-order/preview',
    tag: 'Pedido rápido',
    summary: 'Resolver líneas escritas o leídas de una planilla (SKU o nombre, cantidad, unidad) contra el catálogo de hoy; no cambia nada',
    access: 'bearer',
    action: 'quickOrder.use',
    forbidden: 'Tu rol no permite usar el pedido rápido.',
    body: quickOrderPreviewRequest,
    // 500 lines of three cells with room for accents, which take two bytes.
    maxBodyBytes: 512 * 1024,
    status: 200,
    answer: quickOrderPreview,
  }),
};
