import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { address as addressSchema, addressList, type Address } from '../../contract/addresses';
import { checkPlace } from '../../contract/chile-regions';
import { allComunas, chileRegions, findComuna, findRegion } from '../../contract/chile-regions';
import { resUsers } from '../../server/db/schema';
import { createTestApp } from './support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let demo: Record<string, string>;
let club: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ payments: 'none' });
  demo = (await t.login('demo@despensa.cl')).auth;
  club = (await t.login('club@despensa.cl')).auth;
});
afterAll(() => t.close());

const send = (method: string, path: string, auth: Record<string, string>, body?: unknown) => t.send(method, path, auth, body);

async function list(auth: Record<string, string>): Promise<Address[]> {
  const res = await send('GET', '/api/addresses', auth);
  expect(res.status).toBe(200);
  return z.parse(addressList, await res.json());
}

async function create(auth: Record<string, string>, body: Record<string, unknown>): Promise<Address> {
  const res = await send('POST', '/api/addresses', auth, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return z.parse(addressSchema, await res.json());
}

const defaults = (addresses: Address[], type: Address['type']) => addresses.filter((a) => a.type === type && a.is_default);

const newDelivery = {
  type: 'delivery',
  name: 'Local Viña',
  street: '5 Norte 1050',
  comuna: 'vina del mar',
  region: 'valparaiso',
  phone: '+56 9 1234 5678',
};

async function expectInvalid(res: Response, fields: Record<string, string[]>) {
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ error: { code: 'invalid_request', message: 'Revisa los datos enviados.', fields } });
}

describe('the data file of regiones and comunas', () => {
  it('has all 16 regiones and all 346 comunas, each code once', () => {
    expect(chileRegions).toHaveLength(16);
    const comunas = allComunas();
    expect(comunas).toHaveLength(346);
    expect(new Set(comunas.map((c) => c.code)).size).toBe(346);
    expect(new Set(chileRegions.map((r) => r.code)).size).toBe(16);
    // Every comuna's code starts with its región's code.
    for (const region of chileRegions) for (const [code] of region.comunas) expect(code.slice(0, 2)).toBe(region.code);
  });

  it('finds regiones and comunas whatever the case, accents or common spelling', () => {
    const rm = findRegion('metropolitana')!;
    expect(rm.name).toBe('Región Metropolitana de Santiago');
    expect(findRegion('REGION DE NUBLE')?.name).toBe('Región de Ñuble');
    expect(findRegion('Los Lagos')?.name).toBe('Región de Los Lagos');
    expect(findRegion("O'Higgins")?.iso).toBe('CL-LI');
    expect(findRegion('CL-VS')?.name).toBe('Región de Valparaíso');
    expect(findRegion('Atlántida')).toBeUndefined();
    expect(findComuna(rm, 'nunoa')).toBe('Ñuñoa');
    expect(findComuna(rm, 'Til Til')).toBe('Tiltil');
    expect(findComuna(findRegion('Aysén')!, 'Coihaique')).toBe('Coyhaique');
    expect(findComuna(rm, 'Viña del Mar')).toBeUndefined();
    expect(checkPlace('Valparaíso', 'Santiago')).toEqual({
      ok: false,
      fields: { comuna: ['La comuna no pertenece a la Región de Valparaíso.'] },
    });
  });
});

describe('GET /api/addresses', () => {
  it('needs a session, for every method', async () => {
    for (const [method, path] of [
      ['GET', '/api/addresses'],
      ['POST', '/api/addresses'],
      ['PUT', '/api/addresses/1'],
      ['DELETE', '/api/addresses/1'],
    ] as const) {
      const res = await send(method, path, {}, method === 'POST' || method === 'PUT' ? newDelivery : undefined);
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it("lists the company's invoice partner first, then its delivery addresses, one default of each", async () => {
    const addresses = await list(demo);
    expect(addresses[0]).toMatchObject({
      type: 'invoice',
      name: 'Restaurante El Fogón SpA',
      vat: '76.543.210-3',
      comuna: 'Providencia',
      region: 'Región Metropolitana de Santiago',
      is_default: true,
    });
    const deliveries = addresses.filter((a) => a.type === 'delivery');
    expect(deliveries.length).toBeGreaterThanOrEqual(2);
    expect(deliveries.length).toBeLessThanOrEqual(3);
    expect(deliveries.every((a) => a.vat === null)).toBe(true);
    expect(defaults(addresses, 'invoice')).toHaveLength(1);
    expect(defaults(addresses, 'delivery')).toHaveLength(1);
    expect(deliveries[0]!.is_default).toBe(true);
  });

  it("never shows another company's addresses", async () => {
    const mine = new Set((await list(demo)).map((a) => a.id));
    const theirs = await list(club);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((a) => mine.has(a.id))).toBe(false);
    expect(theirs[0]).toMatchObject({ type: 'invoice', name: 'Hotel Costa Azul Ltda.' });
  });
});

describe('POST /api/addresses', () => {
  it('adds a delivery address, writing región and comuna the canonical way', async () => {
    const created = await create(club, newDelivery);
    expect(created).toEqual({
      id: expect.any(Number),
      type: 'delivery',
      name: 'Local Viña',
      street: '5 Norte 1050',
      comuna: 'Viña del Mar',
      region: 'Región de Valparaíso',
      phone: '+56 9 1234 5678',
      vat: null,
      is_default: false,
    });
    expect((await list(club)).map((a) => a.id)).toContain(created.id);
  });

  it('makes a new address the default when asked, and the previous one stops being it', async () => {
    const before = defaults(await list(club), 'delivery')[0]!;
    const created = await create(club, { ...newDelivery, name: 'Bodega Quilpué', comuna: 'Quilpué', is_default: true });
    const after = await list(club);
    expect(defaults(after, 'delivery').map((a) => a.id)).toEqual([created.id]);
    expect(after.find((a) => a.id === before.id)!.is_default).toBe(false);
  });

  it("adds an invoice partner with the company's RUT when none is given, or the RUT given, formatted", async () => {
    const own = await create(club, { type: 'invoice', name: 'Hotel Costa Azul Ltda.', street: 'Av. Libertad 1100', comuna: 'Viña del Mar', region: 'Región de Valparaíso' });
    expect(own).toMatchObject({ vat: '77.654.321-7', is_default: false, phone: null });
    const other = await create(club, { type: 'invoice', name: 'Inversiones Costa SpA', street: 'Av. Libertad 1100', comuna: 'Viña del Mar', region: 'Región de Valparaíso', vat: '123456785' });
    expect(other.vat).toBe('12.345.678-5');
  });

  it.each([
    ['a comuna of another región', { ...newDelivery, comuna: 'Providencia' }, { comuna: ['La comuna no pertenece a la Región de Valparaíso.'] }],
    ['an unknown región', { ...newDelivery, region: 'Patagonia' }, { region: ['La región no existe. Elige una región de Chile.'] }],
    ['an unknown comuna', { ...newDelivery, comuna: 'Springfield' }, { comuna: ['La comuna no pertenece a la Región de Valparaíso.'] }],
    ['an unknown field', { ...newDelivery, parent_id: 1 }, { parent_id: ['Campo no permitido.'] }],
    ['an unknown type', { ...newDelivery, type: 'contact' }, { type: ['El tipo debe ser invoice (facturación) o delivery (despacho).'] }],
    [
      'missing fields',
      { type: 'delivery' },
      { name: ['Ingresa un nombre.'], street: ['Ingresa la calle y el número.'], comuna: ['Elige una comuna.'], region: ['Elige una región.'] },
    ],
    ['blank fields', { ...newDelivery, name: '   ', street: '' }, { name: ['Ingresa un nombre.'], street: ['Ingresa la calle y el número.'] }],
    ['a name too long', { ...newDelivery, name: 'x'.repeat(121) }, { name: ['El nombre admite hasta 120 caracteres.'] }],
    ['a malformed phone', { ...newDelivery, phone: 'llámame' }, { phone: ['Ingresa un teléfono válido, por ejemplo +56 9 1234 5678.'] }],
    ['a RUT on a delivery address', { ...newDelivery, vat: '76.543.210-3' }, { vat: ['Solo las direcciones de facturación llevan RUT.'] }],
    ['a RUT with a wrong check digit', { ...newDelivery, type: 'invoice', vat: '76.543.210-4' }, { vat: ['Ingresa un RUT válido, por ejemplo 76.543.210-3.'] }],
    ['a non-boolean default', { ...newDelivery, is_default: 'sí' }, { is_default: ['Indica sí o no.'] }],
  ])('refuses %s with 400 and Spanish field errors', async (_, body, fields) => {
    const before = await list(demo);
    await expectInvalid(await send('POST', '/api/addresses', demo, body), fields);
    expect(await list(demo)).toEqual(before);
  });

  it.each([
    ['broken JSON', '{"type": '],
    ['a JSON array', '[]'],
  ])('refuses %s with 400', async (_, raw) => {
    expect((await send('POST', '/api/addresses', demo, raw)).status).toBe(400);
  });

  it('refuses a user whose role has no part in the addresses with 403 (finanzas: decisions.md)', async () => {
    await t.db.update(resUsers).set({ role: 'finanzas' }).where(eq(resUsers.login, 'demo@despensa.cl'));
    try {
      const res = await send('POST', '/api/addresses', demo, newDelivery);
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('forbidden');
      expect((await send('GET', '/api/addresses', demo)).status).toBe(403);
    } finally {
      await t.db.update(resUsers).set({ role: 'admin' }).where(eq(resUsers.login, 'demo@despensa.cl'));
    }
  });
});

describe('PUT /api/addresses/:id', () => {
  it('changes only the fields it names', async () => {
    const target = (await list(demo)).find((a) => a.type === 'delivery' && !a.is_default)!;
    const res = await send('PUT', `/api/addresses/${target.id}`, demo, { name: 'Local Las Condes (Apoquindo)', phone: '' });
    expect(res.status).toBe(200);
    expect(z.parse(addressSchema, await res.json())).toEqual({ ...target, name: 'Local Las Condes (Apoquindo)', phone: null });
  });

  it('moves an address to another región and comuna together, and refuses a región its comuna is not in', async () => {
    const target = (await list(demo)).find((a) => a.type === 'delivery' && !a.is_default)!;
    await expectInvalid(await send('PUT', `/api/addresses/${target.id}`, demo, { region: 'Región del Biobío' }), {
      comuna: ['La comuna no pertenece a la Región del Biobío.'],
    });
    await expectInvalid(await send('PUT', `/api/addresses/${target.id}`, demo, { comuna: 'Talcahuano' }), {
      comuna: ['La comuna no pertenece a la Región Metropolitana de Santiago.'],
    });
    const res = await send('PUT', `/api/addresses/${target.id}`, demo, { region: 'biobio', comuna: 'talcahuano' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ region: 'Región del Biobío', comuna: 'Talcahuano' });
  });

  it('sets the default of a type, leaving exactly one', async () => {
    const target = (await list(demo)).find((a) => a.type === 'delivery' && !a.is_default)!;
    const res = await send('PUT', `/api/addresses/${target.id}`, demo, { is_default: true });
    expect(res.status).toBe(200);
    const after = await list(demo);
    expect(defaults(after, 'delivery').map((a) => a.id)).toEqual([target.id]);
    expect(defaults(after, 'invoice')).toHaveLength(1);
    // Asking again changes nothing.
    expect((await send('PUT', `/api/addresses/${target.id}`, demo, { is_default: true })).status).toBe(200);
    expect(defaults(await list(demo), 'delivery')).toHaveLength(1);
  });

  it('refuses to leave a type without a default', async () => {
    const current = defaults(await list(demo), 'delivery')[0]!;
    const res = await send('PUT', `/api/addresses/${current.id}`, demo, { is_default: false });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('default_required');
  });

  it('changes the RUT of an invoice partner, and refuses an invalid one', async () => {
    const invoice = (await list(demo)).find((a) => a.type === 'invoice')!;
    await expectInvalid(await send('PUT', `/api/addresses/${invoice.id}`, demo, { vat: null }), {
      vat: ['Ingresa un RUT válido, por ejemplo 76.543.210-3.'],
    });
    const res = await send('PUT', `/api/addresses/${invoice.id}`, demo, { vat: '76543210-3' });
    expect(await res.json()).toMatchObject({ vat: '76.543.210-3' });
  });

  it.each([
    ['a change of type', { type: 'invoice' }, { type: ['Campo no permitido.'] }],
    ['an empty body', {}, { _: ['Indica al menos un dato que cambiar.'] }],
    ['a blank name', { name: ' ' }, { name: ['Ingresa un nombre.'] }],
  ])('refuses %s with 400', async (_, body, fields) => {
    const target = (await list(demo)).find((a) => a.type === 'delivery')!;
    await expectInvalid(await send('PUT', `/api/addresses/${target.id}`, demo, body), fields);
  });

  it("answers 404 for another company's address, a missing one and a malformed id", async () => {
    const theirs = (await list(club))[0]!;
    for (const id of [String(theirs.id), '999999', 'abc', '0', '99999999999']) {
      const res = await send('PUT', `/api/addresses/${id}`, demo, { name: 'Mía ahora' });
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'La dirección no existe.' } });
    }
    expect((await list(club))[0]).toEqual(theirs);
  });
});

describe('DELETE /api/addresses/:id', () => {
  it('removes a delivery address; when it was the default, the oldest remaining one takes over', async () => {
    const before = await list(demo);
    const current = defaults(before, 'delivery')[0]!;
    const res = await send('DELETE', `/api/addresses/${current.id}`, demo);
    expect(res.status).toBe(204);
    const after = await list(demo);
    expect(after.map((a) => a.id)).not.toContain(current.id);
    const remaining = before.filter((a) => a.type === 'delivery' && a.id !== current.id).map((a) => a.id);
    expect(defaults(after, 'delivery').map((a) => a.id)).toEqual([Math.min(...remaining)]);
    expect((await send('DELETE', `/api/addresses/${current.id}`, demo)).status).toBe(404);
    expect((await send('PUT', `/api/addresses/${current.id}`, demo, { name: 'Volví' })).status).toBe(404);
  });

  it('may remove every delivery address (store pickup remains), never the last invoice address', async () => {
    for (const a of (await list(demo)).filter((x) => x.type === 'delivery')) {
      expect((await send('DELETE', `/api/addresses/${a.id}`, demo)).status).toBe(204);
    }
    const invoice = (await list(demo)).find((a) => a.type === 'invoice')!;
    const res = await send('DELETE', `/api/addresses/${invoice.id}`, demo);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: {
        code: 'last_invoice_address',
        message: 'No puedes eliminar la única dirección de facturación: las facturas necesitan una razón social y un RUT.',
      },
    });
    expect(await list(demo)).toEqual([invoice]);

    // A new first delivery address is the default by itself.
    const first = await create(demo, { ...newDelivery, region: 'Metropolitana', comuna: 'Ñuñoa', is_default: false });
    expect(first.is_default).toBe(true);
  });

  it('removes an invoice address once another exists, and that one becomes the default', async () => {
    const old = (await list(demo)).find((a) => a.type === 'invoice')!;
    const second = await create(demo, {
      type: 'invoice',
      name: 'El Fogón Las Condes SpA',
      street: 'Av. Apoquindo 4501',
      comuna: 'Las Condes',
      region: 'RM',
      vat: '12.345.678-5',
    });
    expect((await send('DELETE', `/api/addresses/${old.id}`, demo)).status).toBe(204);
    expect(defaults(await list(demo), 'invoice').map((a) => a.id)).toEqual([second.id]);
  });

  it("answers 404 for another company's address and leaves it in place", async () => {
    const theirs = (await list(club)).find((a) => a.type === 'delivery')!;
    const res = await send('DELETE', `/api/addresses/${theirs.id}`, demo);
    expect(res.status).toBe(404);
    expect((await list(club)).map((a) => a.id)).toContain(theirs.id);
  });
});
