import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatChileanPhone, normalizeChileanPhone } from '../../contract/phone';
import { formatRutInput, isValidRut, normalizeRut, rutCheckDigit } from '../../contract/rut';
import { defaultConfig } from '../../server/context';
import { authLoginAttempt, resPartner, resUsers } from '../../server/db/schema';
import { registrationAddressRule } from '../../server/auth/throttle';
import { verifyPassword } from '../../server/domain/password';
import { codeIn, lastMailTo, linkIn } from './support/mail';
import { createTestApp } from './support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ payments: 'none' });
});
afterAll(() => t.close());

const invalid = (fields: Record<string, string[]>) => ({
  error: { code: 'invalid_request', message: 'Revisa los datos enviados.', fields },
});

let serial = 0;
/** A registration nobody made yet: a fresh RUT (body 20.000.0NN) and e-mail for every call. */
function newRegistration(overrides: Record<string, unknown> = {}) {
  serial += 1;
  const body = String(20_000_000 + serial);
  return {
    rut: `${body}-${rutCheckDigit(body)}`,
    razon_social: 'Cocinería Don Tito SpA',
    giro: 'Restaurantes',
    contact_name: 'Tito Fuentes',
    email: `tito${serial}@cocineria.cl`,
    phone: '+56 9 8765 4321',
    password: 'papas-fritas-con-pebre',
    ...overrides,
  };
}

describe('RUT (contract/rut.ts)', () => {
  it.each([
    ['12.345.678-5', '12.345.678-5'],
    ['12345678-5', '12.345.678-5'],
    ['123456785', '12.345.678-5'],
    [' 12 345 678 5 ', '12.345.678-5'],
    ['10000013-k', '10.000.013-K'],
    ['7.000.000-8', '7.000.000-8'],
    ['07000000-8', '7.000.000-8'],
  ])('normalises %s to %s', (input, output) => {
    expect(normalizeRut(input)).toBe(output);
    expect(isValidRut(input)).toBe(true);
  });

  it.each(['12.345.678-4', '12345678-K', '10000013-0', '', '-', 'abc', '123.456.789-0', '0-0', '12.345.678-55', '1234567X-5'])(
    'refuses %j',
    (input) => {
      expect(normalizeRut(input)).toBeNull();
      expect(isValidRut(input)).toBe(false);
    },
  );

  it('computes the módulo-11 check digit, 0 and K included', () => {
    expect(rutCheckDigit('12345678')).toBe('5');
    expect(rutCheckDigit('10000004')).toBe('0');
    expect(rutCheckDigit('10000013')).toBe('K');
  });

  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '1-2'],
    ['1234', '123-4'],
    ['123456785', '12.345.678-5'],
    ['12.345.678-5', '12.345.678-5'],
    ['1000001k', '1.000.001-K'],
    ['1k00', '10-0'],
    ['12a3', '12-3'],
    ['1234567890', '12.345.678-9'],
  ])('formats %j as %j while typing', (typed, shown) => {
    expect(formatRutInput(typed)).toBe(shown);
  });
});

describe('Chilean phones (contract/phone.ts)', () => {
  it.each([
    ['+56 9 1234 5678', '+56912345678'],
    ['+56912345678', '+56912345678'],
    ['9 1234 5678', '+56912345678'],
    ['912345678', '+56912345678'],
    ['56912345678', '+56912345678'],
    ['0056 9 1234 5678', '+56912345678'],
    ['(2) 2345 6789', '+56223456789'],
    ['+56 32 268 1234', '+56322681234'],
    ['+56-41-222-3344', '+56412223344'],
  ])('normalises %s to %s', (input, output) => {
    expect(normalizeChileanPhone(input)).toBe(output);
  });

  it.each(['12345678', '+54 9 1234 5678', '+56 1 2345 6789', '+56 9 1234 567', '9123456789', 'fono 912345678', '+56 9 1234 56789', ''])(
    'refuses %j',
    (input) => {
      expect(normalizeChileanPhone(input)).toBeNull();
      expect(formatChileanPhone(input)).toBeNull();
    },
  );

  it.each([
    ['+56987654321', '+56 9 8765 4321'],
    ['9 8765 4321', '+56 9 8765 4321'],
    ['(2) 2345 6789', '+56 2 2345 6789'],
    ['+56322681234', '+56 32 268 1234'],
    ['0056 41 222 3344', '+56 41 222 3344'],
  ])('writes %s as a Chilean reads it: %s', (input, output) => {
    expect(formatChileanPhone(input)).toBe(output);
    expect(formatChileanPhone(output)).toBe(output);
  });
});

describe('POST /api/auth/register', () => {
  it('creates the company and an unverified admin, and e-mails a code and a link', async () => {
    const body = newRegistration({ rut: '11111111-1', email: ' Nueva@Cocineria.CL ', phone: '9 8765 4321' });
    const res = await t.json('/api/auth/register', body);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ status: 'verification_sent' });

    const [company] = await t.db.select().from(resPartner).where(and(eq(resPartner.vat, '11.111.111-1'), eq(resPartner.isCompany, true)));
    expect(company).toMatchObject({
      name: 'Cocinería Don Tito SpA',
      isCompany: true,
      businessActivity: 'Restaurantes',
      email: 'nueva@cocineria.cl',
      phone: '+56 9 8765 4321',
    });
    // Its billing partner, so the first order can be invoiced without a detour through Direcciones.
    expect(await t.db.select().from(resPartner).where(eq(resPartner.parentId, company!.id))).toEqual([
      expect.objectContaining({ type: 'invoice', name: 'Cocinería Don Tito SpA', vat: '11.111.111-1', isDefault: true, isCompany: false, street: null }),
    ]);
    const [user] = await t.db.select().from(resUsers).where(eq(resUsers.login, 'nueva@cocineria.cl'));
    expect(user).toMatchObject({ name: 'Tito Fuentes', role: 'admin', partnerId: company!.id, active: true, emailVerifiedAt: null });
    expect(user!.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('papas-fritas-con-pebre', user!.passwordHash)).toBe(true);

    const mail = lastMailTo(t.sentMail, 'nueva@cocineria.cl');
    expect(mail.subject).toBe('Activa tu cuenta de Despensa');
    expect(mail.text).toContain('Hola, Tito Fuentes:');
    const code = codeIn(mail);
    const link = linkIn(mail, `${defaultConfig.publicUrl}/auth/jwt/registroValidacion?token=`);
    expect(link).toMatch(/\?token=[\w-]{43}$/);
    expect(mail.html).toContain(code);
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('refuses to sign in the new account until its e-mail is confirmed, and only after a correct password', async () => {
    const body = newRegistration();
    await t.json('/api/auth/register', body);
    const unverified = await t.json('/api/auth/login', { email: body.email, password: body.password });
    expect(unverified.status).toBe(403);
    expect(await unverified.json()).toEqual({
      error: {
        code: 'email_unverified',
        message: 'Aún no confirmas tu correo. Ingresa el código que te enviamos al registrarte o pide uno nuevo.',
      },
    });
    expect(unverified.headers.get('set-cookie')).toBeNull();
    const wrong = await t.json('/api/auth/login', { email: body.email, password: 'no-es-la-clave' });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe('invalid_credentials');
  });

  it('refuses a RUT that already has an account with 409, revealing nothing else and sending nothing', async () => {
    const before = t.sentMail.length;
    const body = newRegistration({ rut: '765432103' });
    const res = await t.json('/api/auth/register', body);
    expect(res.status).toBe(409);
    const message =
      'Ya existe una cuenta para una empresa con ese RUT. Pide a la persona administradora de tu empresa que te dé acceso, o escríbenos.';
    expect(await res.json()).toEqual({ error: { code: 'rut_taken', message, fields: { rut: [message] } } });
    expect(t.sentMail.length).toBe(before);
    expect(await t.db.select().from(resUsers).where(eq(resUsers.login, body.email))).toEqual([]);
  });

  it('refuses a taken RUT the same way whether or not the e-mail has an account', async () => {
    const withNewEmail = await t.json('/api/auth/register', newRegistration({ rut: '76.543.210-3' }));
    const withKnownEmail = await t.json('/api/auth/register', newRegistration({ rut: '76.543.210-3', email: 'club@despensa.cl' }));
    expect(withKnownEmail.status).toBe(withNewEmail.status);
    expect(await withKnownEmail.json()).toEqual(await withNewEmail.json());
  });

  it('answers a taken RUT at most 20 times in 15 minutes to one address, as it does failed sign-ins', async () => {
    const env = (address: string) => ({ incoming: { socket: { remoteAddress: address, remotePort: 40_000, remoteFamily: 'IPv4' } } });
    const register = (address: string, body: unknown) =>
      t.app.request('/api/auth/register', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }, env(address));
    // Nineteen refusals already counted for the address, as earlier tries left them.
    const earlier = Array.from({ length: 19 }, () => ({ key: registrationAddressRule('203.0.113.40').key, attemptedAt: t.clock.now() }));
    await t.db.insert(authLoginAttempt).values(earlier);
    expect((await register('203.0.113.40', newRegistration({ rut: '76.543.210-3' }))).status).toBe(409);
    expect((await register('203.0.113.40', newRegistration({ rut: '76.543.210-3' }))).status).toBe(429);
    // A new company from there waits too; another address is answered as before.
    const waited = await register('203.0.113.40', newRegistration());
    expect(waited.status).toBe(429);
    expect(waited.headers.get('retry-after')).toBe(String(15 * 60));
    expect((await register('203.0.113.41', newRegistration({ rut: '76.543.210-3' }))).status).toBe(409);
    expect((await register('203.0.113.41', newRegistration())).status).toBe(202);
  });

  it('answers an e-mail that already has an account exactly like a new one, and tells its owner instead', async () => {
    const fresh = await t.json('/api/auth/register', newRegistration());
    const body = newRegistration({ email: 'demo@despensa.cl', password: 'otra-clave-cualquiera' });
    const known = await t.json('/api/auth/register', body);
    expect(known.status).toBe(fresh.status);
    expect(await known.json()).toEqual(await fresh.json());

    const mail = lastMailTo(t.sentMail, 'demo@despensa.cl');
    expect(mail.subject).toBe('Ya tienes una cuenta en Despensa');
    expect(mail.text).toContain('Hola, Daniela Muñoz:');
    expect(mail.text).toContain(`${defaultConfig.publicUrl}/auth/jwt/login`);
    expect(mail.text).toContain(`${defaultConfig.publicUrl}/auth/jwt/reset/`);
    expect(mail.text).not.toMatch(/^ {4}\d{6}$/m);

    expect(await t.db.select().from(resPartner).where(eq(resPartner.vat, normalizeRut(body.rut)!))).toEqual([]);
    await t.login('demo@despensa.cl');
  });

  it.each([
    ['a RUT that is not one', { rut: 'abc' }, { rut: ['Ingresa un RUT válido, por ejemplo 12.345.678-5.'] }],
    ['a RUT with a wrong check digit', { rut: '12.345.678-4' }, { rut: ['El dígito verificador del RUT no es correcto. Revísalo.'] }],
    ['an empty RUT', { rut: ' ' }, { rut: ['Ingresa el RUT de la empresa.'] }],
    ['a password of 9 characters', { password: 'abcdefghi' }, { password: ['La contraseña debe tener al menos 10 caracteres.'] }],
    ['a password of 201 characters', { password: 'x'.repeat(201) }, { password: ['La contraseña admite hasta 200 caracteres.'] }],
    ['a malformed e-mail', { email: 'tito@' }, { email: ['Ingresa un correo electrónico válido.'] }],
    ['a phone that is not Chilean', { phone: '+54 9 11 2345 6789' }, { phone: ['Ingresa un teléfono chileno válido, por ejemplo +56 9 1234 5678.'] }],
    ['a phone with letters', { phone: 'llámame' }, { phone: ['Ingresa un teléfono chileno válido, por ejemplo +56 9 1234 5678.'] }],
    ['an empty razón social', { razon_social: '  ' }, { razon_social: ['Ingresa la razón social de la empresa.'] }],
    ['a giro too long', { giro: 'g'.repeat(121) }, { giro: ['El giro admite hasta 120 caracteres.'] }],
    ['a contact name of wrong type', { contact_name: 42 }, { contact_name: ['Ingresa el nombre de la persona de contacto.'] }],
    ['unknown fields', { role: 'admin', credit_days: 30 }, { role: ['Campo no permitido.'], credit_days: ['Campo no permitido.'] }],
  ])('refuses %s with 400 and Spanish field errors', async (_, overrides, fields) => {
    const before = t.sentMail.length;
    const res = await t.json('/api/auth/register', newRegistration(overrides));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(invalid(fields));
    expect(t.sentMail.length).toBe(before);
  });

  it('lists every missing field', async () => {
    const res = await t.json('/api/auth/register', {});
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(
      invalid({
        rut: ['Ingresa el RUT de la empresa.'],
        razon_social: ['Ingresa la razón social de la empresa.'],
        giro: ['Ingresa el giro de la empresa.'],
        contact_name: ['Ingresa el nombre de la persona de contacto.'],
        email: ['Ingresa tu correo electrónico.'],
        phone: ['Ingresa un teléfono de contacto.'],
        password: ['Ingresa una contraseña.'],
      }),
    );
  });

  it.each(['contraseña123', 'CONTRASEÑA123', 'Contrasena123', 'contraseña1234', 'qwertyuiop', '1234567890', 'Password123', 'despensa-demo', ' colocolo1991 '])(
    'refuses the common password %j, whatever its case or accents',
    async (password) => {
      const res = await t.json('/api/auth/register', newRegistration({ password }));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(invalid({ password: ['Esa contraseña es demasiado común y fácil de adivinar. Elige otra.'] }));
    },
  );

  it('refuses broken JSON with 400, never 500', async () => {
    const res = await t.json('/api/auth/register', '{"rut": ');
    expect(res.status).toBe(400);
  });
});
