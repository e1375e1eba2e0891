import { resPartner } from '../schema';
import type { SeededCompany, Tx } from './companies';

export interface SeededAddresses {
  invoiceId: number;
  /** The default first. */
  deliveryIds: number[];
}

interface DeliveryAddress {
  name: string;
  street: string;
  comuna: string;
  region: string;
  phone: string;
}

/** Delivery addresses of each company, the default first. */
const deliveries: Record<SeededCompany['key'], DeliveryAddress[]> = {
  demo: [
    { name: 'Local Providencia', street: 'Av. Providencia 1234', comuna: 'Providencia', region: 'Región Metropolitana de Santiago', phone: '+56 9 8765 4321' },
    { name: 'Local Las Condes', street: 'Av. Apoquindo 4501, local 3', comuna: 'Las Condes', region: 'Región Metropolitana de Santiago', phone: '+56 9 7654 3210' },
    { name: 'Cocina central Quilicura', street: 'Av. Presidente Eduardo Frei Montalva 9950, bodega 12', comuna: 'Quilicura', region: 'Región Metropolitana de Santiago', phone: '+56 2 2987 6543' },
  ],
  club: [
    { name: 'Hotel Costa Azul, recepción de mercadería', street: 'Av. Perú 500', comuna: 'Viña del Mar', region: 'Región de Valparaíso', phone: '+56 32 268 1200' },
    { name: 'Restaurante Mirador Concón', street: 'Av. Borgoño 21450', comuna: 'Concón', region: 'Región de Valparaíso', phone: '+56 9 6543 2109' },
  ],
  other: [
    { name: 'Almacén La Esquina', street: 'O’Higgins 890', comuna: 'Concepción', region: 'Región del Biobío', phone: '+56 41 222 3344' },
    { name: 'Bodega Talcahuano', street: 'Colón 3200', comuna: 'Talcahuano', region: 'Región del Biobío', phone: '+56 9 5432 1098' },
    { name: 'Sucursal San Pedro de la Paz', street: 'Av. Pedro Aguirre Cerda 1055', comuna: 'San Pedro de la Paz', region: 'Región del Biobío', phone: '+56 9 4321 0987' },
  ],
};

/** Each company's invoice partner (its razón social and RUT) and its delivery addresses, in one insert. */
export async function seedAddresses(
  tx: Tx,
  companies: Record<SeededCompany['key'], SeededCompany>,
  createdAt: Date,
): Promise<Record<SeededCompany['key'], SeededAddresses>> {
  const list = Object.values(companies);
  const rows = list.flatMap((company) => [
    {
      parentId: company.partnerId,
      type: 'invoice',
      name: company.name,
      vat: company.vat,
      street: company.street,
      comuna: company.comuna,
      region: company.region,
      phone: company.phone,
      isDefault: true,
      createdAt,
    },
    ...deliveries[company.key].map((address, index) => ({
      parentId: company.partnerId,
      type: 'delivery',
      ...address,
      isDefault: index === 0,
      createdAt,
    })),
  ]);
  const inserted = await tx
    .insert(resPartner)
    .values(rows)
    .returning({ id: resPartner.id, parentId: resPartner.parentId, type: resPartner.type });

  const result = {} as Record<SeededCompany['key'], SeededAddresses>;
  for (const company of list) {
    // Serial ids follow the insert's order, so the default delivery address comes first.
    const own = inserted.filter((row) => row.parentId === company.partnerId).sort((a, b) => a.id - b.id);
    result[company.key] = {
      invoiceId: own.find((row) => row.type === 'invoice')!.id,
      deliveryIds: own.filter((row) => row.type === 'delivery').map((row) => row.id),
    };
  }
  return result;
}
