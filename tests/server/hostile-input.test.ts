import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { fillPath, type EndpointSpec } from '../../contract/endpoint';
import { allEndpoints } from '../../contract/endpoints';
import { apiErrorBody } from '../../contract/errors';
import { can } from '../../contract/permissions';
import { controlCharacterMessage } from '../../contract/text';
import { createTestApp } from './support/test-app';

/**
 * Odd and hostile input never hurts: whatever a caller sends to any route of the endpoint table, the
 * answer is the caller's to fix (4xx, in the usual error shape) or a success, never a 5xx.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.login>>;
let buyer: Awaited<ReturnType<typeof t.login>>;
beforeAll(async () => {
  t = await createTestApp({ sandboxTestClock: true });
  admin = await t.login('demo@despensa.cl');
  buyer = await t.login('comprador@despensa.cl');
});
afterAll(() => t.close());

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };

const prototypeNames = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'] as const;

/** The row's path with every parameter filled with a value of the right form. */
const plainPath = (row: EndpointSpec) => `/api${fillPath(row.path, Object.fromEntries([...row.path.matchAll(/:(\w+)/g)].map(([, name]) => [name!, '1'])))}`;

/** The admin's session, or the comprador's for the one action an admin has not (sending an order for approval). */
const sessionFor = (row: EndpointSpec) => (row.access === 'bearer' ? (can('admin', row.action) ? admin : buyer).auth : {});

const headersFor = (row: EndpointSpec): Record<string, string> => ({
  'Content-Type': 'application/json',
  ...sessionFor(row),
  ...(row.idempotent ? { 'Idempotency-Key': crypto.randomUUID() } : {}),
});

const send = (row: EndpointSpec, path: string, body?: string) =>
  t.app.request(path, { method: row.method.toUpperCase(), headers: headersFor(row), ...(body === undefined ? {} : { body }) });

describe('a key named like a member of Object.prototype', () => {
  const withBody = allEndpoints.filter((row) => row.body);
  const withQuery = allEndpoints.filter((row) => row.query);

  /** The same key at the top, as an object's value and deep in an array, with the field path each should name. */
  const placements = (name: string) => [
    { text: `{"${name}":1}`, field: name },
    { text: `{"${name}":{"a":1}}`, field: name },
    { text: `{"x":[{"y":{"${name}":"1"}}]}`, field: `x.0.y.${name}` },
  ];

  it.each(withBody.map((row) => [`${row.method.toUpperCase()} ${row.path}`, row] as const))(
    'in the body of %s is refused with 400 naming the key',
    async (_, row) => {
      for (const name of prototypeNames) {
        for (const { text, field } of placements(name)) {
          const res = await send(row, plainPath(row), text);
          expect(res.status, `${text}`).toBe(400);
          const { error } = (await res.json()) as ErrorBody;
          expect(error.code).toBe('invalid_request');
          expect(error.message).toBe('Revisa los datos enviados.');
          expect(Object.hasOwn(error.fields ?? {}, field), `${text}: ${JSON.stringify(error.fields)}`).toBe(true);
        }
      }
    },
  );

  it.each(withQuery.map((row) => [`${row.method.toUpperCase()} ${row.path}`, row] as const))(
    'in the query of %s is refused with 400 naming the parameter',
    async (_, row) => {
      for (const name of prototypeNames) {
        const res = await send(row, `${plainPath(row)}?${name}=1`);
        expect(res.status, name).toBe(400);
        const { error } = (await res.json()) as ErrorBody;
        expect(error.code).toBe('invalid_request');
        expect(Object.hasOwn(error.fields ?? {}, name), JSON.stringify(error.fields)).toBe(true);
      }
    },
  );

  it('in the catalogue query is refused without a session too', async () => {
    const res = await t.app.request('/api/products?toString=1');
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields).toEqual({ toString: ['Campo no permitido.'] });
  });
});

describe('a control character in a text field', () => {
  const earliest = '2026-03-03';
  const order = { partner_id: 1, payment_method_id: 2, scheduled_date: earliest, retiro_en_tienda: false, order_line: [{ product_id: 1, product_uom_qty: 1, price_unit: 1_000, cxti_price: 0 }] };
  const registration = { rut: '20.000.999-7', razon_social: 'Cocinería Don Tito SpA', giro: 'Restaurante', contact_name: 'Tito Pérez', email: 'tito@ejemplo.cl', phone: '+56 9 1234 5678', password: 'una-clave-bien-larga' };
  const address = { type: 'delivery', name: 'Local Providencia', street: 'Av. Providencia 1234', comuna: 'Providencia', region: 'Metropolitana de Santiago' };

  /** [where, method, path, signed in as, body without the field, the field]. */
  const fields: [string, string, string, string | null, Record<string, unknown>, string][] = [
    ['an address name', 'POST', '/api/addresses', 'demo@despensa.cl', address, 'name'],
    ['an address street', 'POST', '/api/addresses', 'demo@despensa.cl', address, 'street'],
    ['an address RUT', 'POST', '/api/addresses', 'demo@despensa.cl', { ...address, type: 'invoice' }, 'vat'],
    ['the razón social', 'PUT', '/api/company', 'demo@despensa.cl', {}, 'razon_social'],
    ['the giro', 'PUT', '/api/company', 'demo@despensa.cl', {}, 'giro'],
    ['a card nickname', 'PUT', '/api/cards/:card', 'club@despensa.cl', {}, 'nickname'],
    ['the buyer’s order number', 'POST', '/api/create-sales-order', 'demo@despensa.cl', order, 'despensa_customer_sale_order_number'],
    ['a new company’s razón social', 'POST', '/api/auth/register', null, registration, 'razon_social'],
    ['a new company’s giro', 'POST', '/api/auth/register', null, registration, 'giro'],
    ['a new company’s contact', 'POST', '/api/auth/register', null, registration, 'contact_name'],
    ['an invitee’s name', 'POST', '/api/auth/invitation/accept', null, { token: 'x'.repeat(40), password: 'una-clave-bien-larga' }, 'name'],
  ];

  it.each(fields)('(%s) is refused beside the field, in Spanish', async (_, method, path, email, body, field) => {
    const session = email ? await t.login(email) : null;
    let target = path;
    if (path.includes(':card')) {
      const cards = (await (await t.send('GET', '/api/cards', session!.auth)).json()) as { id: number }[];
      target = path.replace(':card', String(cards[0]!.id));
    }
    for (const control of ['\u0000', '\u0007', '\t', '\n', '\u001b', '\u007f', '\u0085']) {
      const headers = { ...(session?.auth ?? {}), 'Idempotency-Key': crypto.randomUUID() };
      const res = await t.send(method, target, headers, { ...body, [field]: `Nombre${control}válido` });
      expect(res.status, JSON.stringify(control)).toBe(400);
      const { error } = (await res.json()) as ErrorBody;
      expect(error.fields?.[field]).toContain(controlCharacterMessage);
    }
  });
});

/** Generators of what a hostile or unlucky caller sends. */
const hostileText = fc.oneof(
  fc.constantFrom(
    ...prototypeNames,
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u001b[2J',
    '\u007f',
    '\ud800',
    '%00',
    '../../etc/passwd',
    "' or 1=1 --",
    '1e309',
    '-1',
    '0',
    '2147483648',
    '99999999999999999999',
    'NaN',
    'null',
    '2026-02-30',
    'x'.repeat(5000),
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
);
const hugeNumber = fc.oneof(
  fc.constantFrom(2 ** 31, 2 ** 53 + 2, 1e308, -1e308, 1e-320, -0, 0.1, -1, 1e21),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);
const plausibleText = fc.constantFrom('1', '2', 'Casa', '2026-03-03', '2026-03', 'nadie@ejemplo.cl', '+56912345678', '12.345.678-5', 'delivery', 'name_asc', 'sandbox', crypto.randomUUID());
const hostileKey = fc.oneof(fc.constantFrom(...prototypeNames, 'prototype', ''), fc.string({ maxLength: 8 }));

/** Any JSON at all, keys named after Object.prototype's members among them. */
const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    hugeNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.array(fc.tuple(hostileKey, tie('value')), { maxLength: 3 }).map((entries) => Object.fromEntries(entries)),
  ),
})).value;

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

const schemaOf = (schema: z.ZodMiniType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** A value of the schema's shape, with hostile values mixed in at every level, so that some get past the contract. */
function shaped(schema: JsonSchema): fc.Arbitrary<unknown> {
  const own: fc.Arbitrary<unknown>[] = [];
  if (schema.enum) own.push(fc.constantFrom(...schema.enum));
  if (schema.const !== undefined) own.push(fc.constant(schema.const));
  for (const alternative of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) own.push(shaped(alternative));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  for (const type of types) {
    if (type === 'object' && schema.properties) own.push(objectOf(schema.properties));
    if (type === 'array') own.push(fc.array(shaped(schema.items ?? {}), { maxLength: 3 }));
    if (type === 'integer' || type === 'number') own.push(fc.integer({ min: 1, max: 30 }), hugeNumber);
    if (type === 'string') own.push(plausibleText, hostileText);
    if (type === 'boolean') own.push(fc.boolean());
    if (type === 'null') own.push(fc.constant(null));
  }
  return own.length === 0 ? anyJson : fc.oneof({ weight: 5, arbitrary: fc.oneof(...own) }, { weight: 1, arbitrary: anyJson });
}

function objectOf(properties: Record<string, JsonSchema>): fc.Arbitrary<Record<string, unknown>> {
  const known = fc.record(Object.fromEntries(Object.entries(properties).map(([key, schema]) => [key, shaped(schema)])), { requiredKeys: [] });
  return fc
    .tuple(known, fc.option(fc.tuple(hostileKey, anyJson), { freq: 3 }))
    .map(([value, extra]) => (extra ? { ...value, [extra[0]]: extra[1] } : value));
}

const deepNesting = fc
  .tuple(fc.integer({ min: 50, max: 6000 }), fc.boolean())
  .map(([depth, arrays]) => (arrays ? '['.repeat(depth) + ']'.repeat(depth) : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`));

/** The body as text and its type: the row's shape or anything, malformed JSON, deep nesting, a form. */
function bodyOf(row: EndpointSpec): fc.Arbitrary<{ text: string; type: string | null }> {
  const json = (value: fc.Arbitrary<unknown>) => value.map((body) => ({ text: JSON.stringify(body) ?? 'null', type: 'application/json' }));
  return fc.oneof(
    { weight: 6, arbitrary: json(row.body ? shaped(schemaOf(row.body)) : anyJson) },
    { weight: 1, arbitrary: json(anyJson) },
    { weight: 1, arbitrary: deepNesting.map((text) => ({ text, type: 'application/json' })) },
    { weight: 1, arbitrary: fc.constantFrom('', '{', '{"a":1e400}', '[1,', 'null', '"\\u0000"', '{"__proto__":{"isAdmin":true}}').map((text) => ({ text, type: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom('application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x', null), hostileKey, hostileText).map(([type, key, value]) => ({
        text: `${encodeURIComponent(key)}=${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''))}&decision=approve`,
        type,
      })),
    },
  );
}

const urlText = (text: string) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''));

/** The query string: the row's parameters with plausible or hostile values, repeated or not, and strangers. */
function queryOf(row: EndpointSpec): fc.Arbitrary<string> {
  const names = Object.keys(row.query ? (schemaOf(row.query).properties ?? {}) : {});
  const pair = fc.tuple(fc.oneof(fc.constantFrom(...names, ...prototypeNames), hostileKey), fc.oneof(plausibleText, hostileText));
  return fc.oneof(
    fc.array(pair, { maxLength: 4 }).map((pairs) => pairs.map(([name, value]) => `${urlText(name)}=${urlText(value)}`).join('&')),
    fc.constantFrom('%', '%E0%A4%A', '%00=%00', '&&=', 'a[b]=1', '__proto__[x]=1', 'limit=1&limit=2', 'q=%ff%fe'),
  );
}

const paramValue = fc.oneof(fc.constantFrom('1', '2', '3', '0', '-1', '2147483648', 'sandbox', crypto.randomUUID()), hostileText);

function requestOf(row: EndpointSpec) {
  const names = [...row.path.matchAll(/:(\w+)/g)].map(([, name]) => name!);
  return fc.record({
    params: fc.tuple(...names.map(() => paramValue)),
    query: fc.option(queryOf(row), { freq: 2 }),
    body: fc.option(bodyOf(row), { freq: 8 }),
    idempotencyKey: fc.oneof({ weight: 4, arbitrary: fc.uuid() }, { weight: 1, arbitrary: hostileText }),
  }).map(({ params, query, body, idempotencyKey }) => {
    let path = row.path;
    names.forEach((name, index) => (path = path.replace(`:${name}`, urlText(params[index]!) || '%00')));
    const headers: Record<string, string> = {
      ...sessionFor(row),
      ...(row.access === 'cookie' ? { Cookie: admin.cookie } : {}),
      ...(row.idempotent ? { 'Idempotency-Key': idempotencyKey.replace(/[^\x20-\x7e]/g, '') } : {}),
      ...(body?.type ? { 'Content-Type': body.type } : {}),
    };
    const method = row.method.toUpperCase();
    return { method, url: `/api${path}${query ? `?${query}` : ''}`, headers, body: method === 'GET' ? undefined : body?.text };
  });
}

describe('whatever reaches a route', () => {
  // The refresh and sign-out rows spend the session every other row uses: they go last.
  const rows = [...allEndpoints].sort((a, b) => Number(a.access === 'cookie') - Number(b.access === 'cookie'));

  it.each(rows.map((row) => [`${row.method.toUpperCase()} ${row.path}`, row] as const))('%s answers no 5xx', async (_, row) => {
    const statuses: number[] = [];
    await fc.assert(
      fc.asyncProperty(requestOf(row), async (request) => {
        const res = await t.app.request(request.url, { method: request.method, headers: request.headers, body: request.body });
        statuses.push(res.status);
        expect(res.status, `${request.method} ${request.url} ${request.body?.slice(0, 300) ?? ''}`).toBeLessThan(500);
        if (res.status >= 400 && res.headers.get('content-type')?.includes('json')) {
          expect(z.safeParse(apiErrorBody, await res.json()).success).toBe(true);
        }
      }),
      { numRuns: 25 },
    );
    // Signed in all along: the routes behind a session were reached, not refused at the door.
    if (row.access === 'bearer') expect(statuses.some((status) => status !== 401)).toBe(true);
  });
});
