import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { companyData, companyMember } from '../../contract/company';
import { accountMove, resPartner, resUsers } from '../../server/db/schema';
import { lastMailTo, linkIn } from './support/mail';
import { createTestApp } from './support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;
let buyer: Record<string, string>;
let finance: Record<string, string>;
let other: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('demo@despensa.cl')).auth;
  buyer = (await t.login('comprador@despensa.cl')).auth;
  finance = (await t.login('finanzas@despensa.cl')).auth;
  other = (await t.login('otra@despensa.cl')).auth;
});
afterAll(() => t.close());

function send(method: string, path: string, auth: Record<string, string>, body?: unknown) {
  return t.app.request(path, {
    method,
    headers: { ...auth, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };
const errorOf = async (res: Response) => ((await res.json()) as ErrorBody).error;
const members = async (auth = admin) => z.parse(z.array(companyMember), await (await send('GET', '/api/company/users', auth)).json());
const userId = async (login: string) => (await t.db.select({ id: resUsers.id }).from(resUsers).where(eq(resUsers.login, login)))[0]!.id;

describe('GET and PUT /api/company', () => {
  it('shows the company to an admin and to finanzas, with its RUT locked by its invoices', async () => {
    for (const auth of [admin, finance]) {
      const res = await send('GET', '/api/company', auth);
      expect(res.status).toBe(200);
      expect(z.parse(companyData, await res.json())).toMatchObject({
        rut: '76.543.210-3',
        razon_social: 'Restaurante El Fogón SpA',
        giro: 'Restaurantes',
        invoice_email: 'compras@elfogon.cl',
        rut_locked: true,
      });
    }
    expect((await send('GET', '/api/company', buyer)).status).toBe(403);
  });

  it('lets an admin change its data, validated in Spanish, and refuses another role', async () => {
    const res = await send('PUT', '/api/company', admin, { giro: 'Restaurante y banquetería', phone: '9 8765 4321', invoice_email: 'Facturas@ElFogon.cl' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ giro: 'Restaurante y banquetería', phone: '+56 9 8765 4321', invoice_email: 'facturas@elfogon.cl' });
    const bad = await send('PUT', '/api/company', admin, { razon_social: 'X', invoice_email: 'no es correo', extra: 1 });
    expect(bad.status).toBe(400);
    expect(Object.keys((await errorOf(bad)).fields ?? {}).sort()).toEqual(['extra', 'invoice_email', 'razon_social']);
    const refused = await send('PUT', '/api/company', finance, { giro: 'Otro' });
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toEqual({ code: 'forbidden', message: 'Solo la persona administradora de la empresa puede hacer esto.' });
  });

  it('stores the phone as a Chilean reads it, whatever the spelling, reads it back the same, and refuses a wrong one', async () => {
    for (const typed of ['+56987654321', '(9) 8765-4321', '+56 9 8765 4321']) {
      const saved = await send('PUT', '/api/company', admin, { phone: typed });
      expect(saved.status).toBe(200);
      expect(((await saved.json()) as { phone: string }).phone).toBe('+56 9 8765 4321');
      expect(((await (await send('GET', '/api/company', admin)).json()) as { phone: string }).phone).toBe('+56 9 8765 4321');
    }
    const wrong = await send('PUT', '/api/company', admin, { phone: '+54 9 1234 5678' });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).fields).toEqual({ phone: ['Ingresa un teléfono chileno válido, por ejemplo +56 9 1234 5678.'] });
  });

  it('keeps the RUT once there are invoices, and says why', async () => {
    const res = await send('PUT', '/api/company', admin, { rut: '12.345.678-5' });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).code).toBe('rut_locked');
    expect((await (await send('GET', '/api/company', admin)).json()) as { rut: string }).toMatchObject({ rut: '76.543.210-3' });
  });

  it('changes the RUT of a company without invoices, but never to another company’s', async () => {
    const [otherCompany] = await t.db.select({ id: resUsers.partnerId }).from(resUsers).where(eq(resUsers.login, 'otra@despensa.cl'));
    await t.db.delete(accountMove).where(eq(accountMove.partnerId, otherCompany!.id));
    const taken = await send('PUT', '/api/company', other, { rut: '76.543.210-3' });
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).code).toBe('rut_taken');
    const changed = await send('PUT', '/api/company', other, { rut: '12345678-5' });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ rut: '12.345.678-5', rut_locked: false });
  });

  it('takes only one of its own invoice addresses as the billing address', async () => {
    const [otherAddress] = await t.db.select({ id: resPartner.id }).from(resPartner).where(eq(resPartner.type, 'delivery')).limit(1);
    const foreign = await send('PUT', '/api/company', other, { billing_address_id: otherAddress!.id });
    expect(foreign.status).toBe(404);
    const own = (await (await send('GET', '/api/addresses', admin)).json()) as { id: number; type: string; name: string }[];
    const invoice = own.find((address) => address.type === 'invoice')!;
    const res = await send('PUT', '/api/company', admin, { billing_address_id: invoice.id });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ billing_address: { id: invoice.id, name: invoice.name } });
  });
});

describe('the company’s users', () => {
  it('lists the users with their role, state and last sign-in, to admin and finanzas only', async () => {
    const list = await members();
    expect(list.map((m) => [m.email, m.role, m.state])).toEqual(
      expect.arrayContaining([
        ['demo@despensa.cl', 'admin', 'activo'],
        ['comprador@despensa.cl', 'comprador', 'activo'],
        ['finanzas@despensa.cl', 'finanzas', 'activo'],
      ]),
    );
    expect(list.find((m) => m.email === 'demo@despensa.cl')?.last_sign_in).toEqual(expect.any(String));
    expect(list.some((m) => m.email === 'otra@despensa.cl')).toBe(false);
    expect((await send('GET', '/api/company/users', buyer)).status).toBe(403);
  });

  it('demotes a user at once: their live token is refused from the next request', async () => {
    const session = await t.login('comprador@despensa.cl');
    expect((await send('GET', '/api/addresses', session.auth)).status).toBe(200);
    const id = await userId('comprador@despensa.cl');
    const res = await send('PUT', `/api/company/users/${id}`, admin, { role: 'finanzas' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ role: 'finanzas', state: 'activo' });
    expect((await send('GET', '/api/addresses', session.auth)).status).toBe(401);
    // The refresh says why: signing in again works, with the new role.
    const refresh = await t.app.request('/api/auth/refresh', { method: 'POST', headers: { Cookie: session.cookie } });
    expect(refresh.status).toBe(401);
    expect((await errorOf(refresh)).code).toBe('role_changed');
    expect((await t.json('/api/auth/login', { email: 'comprador@despensa.cl', password: 'despensa-demo' })).status).toBe(200);
    await send('PUT', `/api/company/users/${id}`, admin, { role: 'comprador' });
    buyer = (await t.login('comprador@despensa.cl')).auth;
  });

  it('deactivates and reactivates a user; a deactivated user cannot sign in, and their session is told why', async () => {
    const session = await t.login('finanzas@despensa.cl');
    const id = await userId('finanzas@despensa.cl');
    expect(await (await send('PUT', `/api/company/users/${id}`, admin, { active: false })).json()).toMatchObject({ state: 'desactivado' });
    const refresh = await t.app.request('/api/auth/refresh', { method: 'POST', headers: { Cookie: session.cookie } });
    expect(refresh.status).toBe(401);
    expect(await errorOf(refresh)).toEqual({
      code: 'account_disabled',
      message: 'Tu cuenta fue desactivada por el administrador de tu empresa. Pídele que la reactive para volver a entrar.',
    });
    // The password alone tells a stranger nothing: the same answer as a wrong one.
    expect((await t.json('/api/auth/login', { email: 'finanzas@despensa.cl', password: 'despensa-demo' })).status).toBe(401);
    expect(await (await send('PUT', `/api/company/users/${id}`, admin, { active: true })).json()).toMatchObject({ state: 'activo' });
    expect((await t.json('/api/auth/login', { email: 'finanzas@despensa.cl', password: 'despensa-demo' })).status).toBe(200);
    finance = (await t.login('finanzas@despensa.cl')).auth;
  });

  it('never leaves the company without an active admin, and says why', async () => {
    const id = await userId('demo@despensa.cl');
    for (const change of [{ role: 'comprador' }, { active: false }]) {
      const res = await send('PUT', `/api/company/users/${id}`, admin, change);
      expect(res.status).toBe(409);
      expect((await errorOf(res)).message).toMatch(/al menos una persona administradora activa/);
    }
    expect((await send('GET', '/api/user-profile', admin)).status).toBe(200);
  });

  it('answers another company’s user, or a malformed id, as missing, and changes nothing', async () => {
    const foreign = await userId('otra@despensa.cl');
    for (const path of [`/api/company/users/${foreign}`, '/api/company/users/abc', '/api/company/users/99999999999']) {
      const res = await send('PUT', path, admin, { role: 'finanzas' });
      expect(res.status).toBe(404);
    }
    expect((await t.db.select({ role: resUsers.role }).from(resUsers).where(eq(resUsers.id, foreign)))[0]?.role).toBe('admin');
    expect((await send('PUT', `/api/company/users/${await userId('finanzas@despensa.cl')}`, buyer, { role: 'admin' })).status).toBe(403);
  });
});

describe('invitations', () => {
  const invitee = 'nueva.contadora@elfogon.cl';

  it('invites by e-mail with a role; the link signs the invitee in once, with that role', async () => {
    const res = await send('POST', '/api/company/invitations', admin, { email: ` ${invitee.toUpperCase()} `, role: 'finanzas' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ kind: 'invitation', email: invitee, role: 'finanzas', state: 'invitado' });
    const link = linkIn(lastMailTo(t.sentMail, invitee), 'http');
    expect(lastMailTo(t.sentMail, invitee).text).toContain('Restaurante El Fogón SpA');
    const token = new URL(link).searchParams.get('token')!;
    const check = async (checked: string) => (await t.json('/api/auth/invitation/check', { token: checked })).json();
    expect(await check(token)).toEqual({ state: 'pending', email: invitee, company_name: 'Restaurante El Fogón SpA', role: 'finanzas' });
    expect(await check('a'.repeat(40))).toEqual({ state: 'unknown' });
    expect((await t.json('/api/auth/invitation/check', { token: 'corto' })).status).toBe(400);

    const accepted = await t.json('/api/auth/invitation/accept', { token, name: 'Inés Contreras', password: 'una-clave-muy-larga' });
    expect(accepted.status).toBe(200);
    const { accessToken } = (await accepted.json()) as { accessToken: string };
    const profile = await (await send('GET', '/api/user-profile', { Authorization: `Bearer ${accessToken}` })).json();
    expect(profile).toMatchObject({ name: 'Inés Contreras', email: invitee, role: 'finanzas' });
    expect((await members()).find((m) => m.email === invitee)).toMatchObject({ kind: 'user', state: 'activo' });

    const again = await t.json('/api/auth/invitation/accept', { token, name: 'Otra', password: 'otra-clave-muy-larga' });
    expect(again.status).toBe(400);
    expect((await errorOf(again)).code).toBe('invalid_invitation');
    expect(await check(token)).toEqual({ state: 'accepted' });
  });

  it('refuses an e-mail that already has an account or a pending invitation', async () => {
    for (const email of ['comprador@despensa.cl', 'otra@despensa.cl']) {
      const res = await send('POST', '/api/company/invitations', admin, { email, role: 'comprador' });
      expect(res.status).toBe(409);
      expect((await errorOf(res)).code).toBe('email_taken');
    }
    expect((await send('POST', '/api/company/invitations', admin, { email: 'chef@elfogon.cl', role: 'comprador' })).status).toBe(201);
    expect((await send('POST', '/api/company/invitations', admin, { email: 'chef@elfogon.cl', role: 'comprador' })).status).toBe(409);
  });

  it('resends with a new link (the old one stops working) and cancels', async () => {
    const created = (await (await send('POST', '/api/company/invitations', admin, { email: 'bodega@elfogon.cl', role: 'comprador' })).json()) as { id: number };
    const first = new URL(linkIn(lastMailTo(t.sentMail, 'bodega@elfogon.cl'), 'http')).searchParams.get('token')!;
    expect((await send('POST', `/api/company/invitations/${created.id}/resend`, admin)).status).toBe(200);
    const second = new URL(linkIn(lastMailTo(t.sentMail, 'bodega@elfogon.cl'), 'http')).searchParams.get('token')!;
    expect(second).not.toBe(first);
    expect((await t.json('/api/auth/invitation/accept', { token: first, name: 'Bodega', password: 'clave-de-bodega-1' })).status).toBe(400);

    expect((await send('DELETE', `/api/company/invitations/${created.id}`, other)).status).toBe(404);
    expect((await send('DELETE', `/api/company/invitations/${created.id}`, admin)).status).toBe(204);
    expect((await send('DELETE', `/api/company/invitations/${created.id}`, admin)).status).toBe(404);
    expect((await t.json('/api/auth/invitation/accept', { token: second, name: 'Bodega', password: 'clave-de-bodega-1' })).status).toBe(400);
    expect((await members()).some((m) => m.email === 'bodega@elfogon.cl')).toBe(false);
    const check = async (checked: string) => (await t.json('/api/auth/invitation/check', { token: checked })).json();
    expect([await check(first), await check(second)]).toEqual([{ state: 'unknown' }, { state: 'cancelled' }]);
  });

  it('is for admins only', async () => {
    expect((await send('POST', '/api/company/invitations', finance, { email: 'x@elfogon.cl', role: 'admin' })).status).toBe(403);
  });

  it('lets a link expire after 7 days', async () => {
    await send('POST', '/api/company/invitations', admin, { email: 'tarde@elfogon.cl', role: 'comprador' });
    const token = new URL(linkIn(lastMailTo(t.sentMail, 'tarde@elfogon.cl'), 'http')).searchParams.get('token')!;
    t.clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    expect(await (await t.json('/api/auth/invitation/check', { token })).json()).toEqual({ state: 'expired' });
    const res = await t.json('/api/auth/invitation/accept', { token, name: 'Tarde', password: 'clave-que-llega-tarde' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toMatch(/venció/);
  });
});
