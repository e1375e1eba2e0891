import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubMembership, clubPlan, resUsers } from '../../server/db/schema';
import { sendReminders } from '../../server/mail/reminders';
import { createCompany } from './invoices.fixtures';
import { createTestApp } from './support/test-app';

// The reminders a user may turn off: the Club CXTI renews in a week, a saved card is about to expire.
// Each goes once, to the company's administrators who want them. The suite's clock: 2 March 2026.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ payments: 'none' });
});
afterAll(() => t.close());

const sent = () => t.sentMail.splice(0).map((mail) => [mail.to, mail.subject]);

describe('the reminders', () => {
  it('leave the seeded demo alone: no renewal within a week, no card about to expire', async () => {
    t.sentMail.length = 0;
    expect(await sendReminders(t.deps)).toEqual({ renewals: 0, cards: 0 });
    expect(sent()).toEqual([]);
  });

  it('tell a member a week ahead that the club renews, with the card it will be charged to, once', async () => {
    const company = await createCompany(t.db, { name: 'Salón de Té Aurora SpA', vat: '76.101.202-6' });
    const card = await t.addCard(company.partnerId, { last4: '1111', expYear: 2030 });
    const [plan] = await t.db.select().from(clubPlan).where(eq(clubPlan.months, 1));
    await t.db.insert(clubMembership).values({ partnerId: company.partnerId, planId: plan!.id, state: 'active', startedOn: '2026-02-06', periodEnd: '2026-03-05', paymentTokenId: card.id, updatedAt: new Date() });
    t.sentMail.length = 0;
    expect(await sendReminders(t.deps)).toEqual({ renewals: 1, cards: 0 });
    const [mail] = t.sentMail;
    expect([mail?.to, mail?.subject]).toEqual([company.email, 'Tu Club CXTI se renueva el 06-03-2026']);
    expect(mail?.text).toContain('Lo cobraremos en tu tarjeta Visa •••• 1111');
    t.sentMail.length = 0;
    expect(await sendReminders(t.deps)).toEqual({ renewals: 0, cards: 0 });
  });

  it('tell the company a saved card expires at the end of next month, once, unless its admins turned reminders off', async () => {
    const company = await createCompany(t.db, { name: 'Pastelería Mirador Ltda.', vat: '77.303.404-0' });
    await t.addCard(company.partnerId, { brand: 'mastercard', last4: '5454', expMonth: 4, expYear: 2026 });
    const quiet = await createCompany(t.db, { name: 'Bar Los Leones SpA', vat: '78.505.606-1' });
    await t.addCard(quiet.partnerId, { last4: '9999', expMonth: 3, expYear: 2026 });
    await t.db.update(resUsers).set({ mailReminders: false }).where(eq(resUsers.login, quiet.email));
    t.sentMail.length = 0;
    expect(await sendReminders(t.deps)).toEqual({ renewals: 0, cards: 1 });
    expect(sent()).toEqual([[company.email, 'Tu tarjeta Mastercard •••• 5454 vence pronto']]);
    expect(await sendReminders(t.deps)).toEqual({ renewals: 0, cards: 0 });
  });
});

describe('GET and PUT /api/user/mail-preferences', () => {
  it('says and changes whether the signed-in user gets the reminders', async () => {
    const { auth } = await t.login('finanzas@despensa.cl');
    expect(await (await t.send('GET', '/api/user/mail-preferences', auth)).json()).toEqual({ mail_reminders: true });
    const off = await t.send('PUT', '/api/user/mail-preferences', auth, { mail_reminders: false });
    expect([off.status, await off.json()]).toEqual([200, { mail_reminders: false }]);
    expect(await (await t.send('GET', '/api/user/mail-preferences', auth)).json()).toEqual({ mail_reminders: false });
    // Another user's choice is their own.
    expect(await (await t.send('GET', '/api/user/mail-preferences', (await t.login('demo@despensa.cl')).auth)).json()).toEqual({ mail_reminders: true });
    // And another company's user reads and sets only its own.
    const other = (await t.login('otra@despensa.cl')).auth;
    expect(await (await t.send('GET', '/api/user/mail-preferences', other)).json()).toEqual({ mail_reminders: true });
    expect(await (await t.send('PUT', '/api/user/mail-preferences', other, { mail_reminders: false })).json()).toEqual({ mail_reminders: false });
    expect(await (await t.send('GET', '/api/user/mail-preferences', auth)).json()).toEqual({ mail_reminders: false });
    expect((await t.db.select({ reminders: resUsers.mailReminders }).from(resUsers).where(eq(resUsers.login, 'demo@despensa.cl')))[0]?.reminders).toBe(true);
  });

  it('refuses a malformed choice and a visitor', async () => {
    const { auth } = await t.login('comprador@despensa.cl');
    expect((await t.send('PUT', '/api/user/mail-preferences', auth, { mail_reminders: 'no' })).status).toBe(400);
    expect((await t.send('PUT', '/api/user/mail-preferences', auth, { mail_reminders: true, extra: 1 })).status).toBe(400);
    expect((await t.send('GET', '/api/user/mail-preferences', {})).status).toBe(401);
  });
});
