/**
 * The reminders a user may turn off in the settings drawer (`res_users.mail_reminders`): the Club CXTI
 * renews in a week, a saved card is about to expire. Each is claimed before it is sent (the renewal
 * date reminded, the card's reminder instant), so instances running the job at once send it once, and
 * only to the company's active administrators who want them.
 */
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { savedCardName } from '../../contract/cards';
import { addDays, formatDay, santiagoDate } from '../../machines/rules/calendar';
import { cardExpiry } from '../../machines/rules/card-expiry';
import { formatClp } from '../../machines/rules/money';
import { portalUrl, type AppDeps } from '../context';
import { clubMembership, clubPlan, paymentToken } from '../db/schema';
import { companyAdmins } from './recipients';
import { renewalDateOf } from '../domain/club-periods';
import type { OutgoingMail } from './mailer';
import { paragraphsMail } from './templates';

type ReminderDeps = Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config' | 'logger'>;

/** How long before its renewal a membership is reminded of it. */
export const renewalReminderDays = 7;


export function renewalReminderMail(to: string, facts: { planName: string; date: string; amount: number; card: string | null; clubUrl: string }): OutgoingMail {
  return paragraphsMail(to, `Tu Club CXTI se renueva el ${formatDay(facts.date)}`, [
    `Tu plan ${facts.planName} se renueva el ${formatDay(facts.date)} por ${formatClp(facts.amount)} con IVA.`,
    facts.card
      ? `Lo cobraremos en tu tarjeta ${facts.card}. Si quieres otra tarjeta, otro plan o no renovar, hazlo antes de esa fecha.`
      : 'Tu membresía no tiene tarjeta para la renovación: elige una antes de esa fecha o no se renovará.',
    { url: facts.clubUrl, label: 'Ir al Club CXTI' },
  ]);
}

export function cardExpiryMail(to: string, facts: { card: string; expMonth: number; expYear: number; cardsUrl: string }): OutgoingMail {
  const expiry = `${String(facts.expMonth).padStart(2, '0')}/${String(facts.expYear).slice(-2)}`;
  return paragraphsMail(to, `Tu tarjeta ${facts.card} vence pronto`, [
    `La tarjeta ${facts.card} guardada en Despensa vence a fin de ${expiry}. Después no podremos cobrar en ella tus pedidos ni la renovación del Club CXTI.`,
    'Agrega la tarjeta nueva en Mis Tarjetas y déjala como principal.',
    { url: facts.cardsUrl, label: 'Ir a Mis Tarjetas' },
  ]);
}

async function send(deps: ReminderDeps, mails: OutgoingMail[]): Promise<number> {
  let sent = 0;
  for (const mail of mails) {
    try {
      await deps.mailer.send(mail);
      sent += 1;
    } catch (error) {
      // A reminder is not worth a second try: tomorrow's would say the same a day later.
      deps.logger.warn({ event: 'mail.reminderFailed', err: error });
    }
  }
  return sent;
}

export async function sendReminders(deps: ReminderDeps): Promise<{ renewals: number; cards: number }> {
  const { db, clock } = deps;
  const today = santiagoDate(clock.now());
  let renewals = 0;
  let cards = 0;

  const memberships = await db
    .select({ membership: clubMembership, plan: clubPlan, card: paymentToken })
    .from(clubMembership)
    .innerJoin(clubPlan, eq(clubPlan.id, clubMembership.planId))
    .leftJoin(paymentToken, and(eq(paymentToken.id, clubMembership.paymentTokenId), eq(paymentToken.active, true)))
    .where(eq(clubMembership.state, 'active'));
  for (const { membership, card } of memberships) {
    const renewal = renewalDateOf(membership.periodEnd);
    if (renewal > addDays(today, renewalReminderDays) || renewal < today) continue;
    const [claimed] = await db
      .update(clubMembership)
      .set({ renewalRemindedFor: renewal })
      .where(and(eq(clubMembership.id, membership.id), or(isNull(clubMembership.renewalRemindedFor), ne(clubMembership.renewalRemindedFor, renewal))))
      .returning({ id: clubMembership.id });
    if (!claimed) continue;
    const [next] = await db.select().from(clubPlan).where(eq(clubPlan.id, membership.nextPlanId ?? membership.planId));
    const facts = { planName: next?.name ?? '', date: renewal, amount: next?.price ?? 0, card: card ? savedCardName(card) : null, clubUrl: portalUrl(deps.config, '/dashboard/suscripcion') };
    if ((await send(deps, (await companyAdmins(db, membership.partnerId, { reminders: true })).map((to) => renewalReminderMail(to, facts)))) > 0) renewals += 1;
  }

  const tokens = await db.select().from(paymentToken).where(and(eq(paymentToken.active, true), isNull(paymentToken.expiryRemindedAt)));
  for (const token of tokens) {
    const { expMonth, expYear } = token;
    if (expMonth === null || expYear === null || cardExpiry({ expMonth, expYear }, today) !== 'expiring') continue;
    const [claimed] = await db
      .update(paymentToken)
      .set({ expiryRemindedAt: clock.now() })
      .where(and(eq(paymentToken.id, token.id), isNull(paymentToken.expiryRemindedAt)))
      .returning({ id: paymentToken.id });
    if (!claimed) continue;
    const facts = { card: savedCardName(token), expMonth, expYear, cardsUrl: portalUrl(deps.config, '/dashboard/group/card') };
    if ((await send(deps, (await companyAdmins(db, token.partnerId, { reminders: true })).map((to) => cardExpiryMail(to, facts)))) > 0) cards += 1;
  }
  return { renewals, cards };
}
