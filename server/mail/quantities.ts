import { formatQuantity } from '../../machines/rules/quantity';

/** The catalogue's units as a sentence names them: one unidad, 30 unidades, 12,5 kg. */
const unitNames: Record<string, [string, string]> = { kg: ['kg', 'kg'], un: ['unidad', 'unidades'], caja: ['caja', 'cajas'], lt: ['litro', 'litros'] };

export function quantityWithUnit(quantity: number, uom: string): string {
  const [one, many] = unitNames[uom] ?? [uom, uom];
  return `${formatQuantity(quantity)} ${quantity === 1 ? one : many}`;
}
