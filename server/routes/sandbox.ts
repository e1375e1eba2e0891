import { paymentEndpoints } from '../../contract/payments';
import type { AppDeps } from '../context';
import { endpointRouter } from '../http/endpoint';
import { isSandboxProvider, returnUrlOf, sandboxDecisions, type SandboxDecision } from '../payments/sandbox';
import { checkCard } from '../payments/card-number';
import { cardEntryPage } from '../payments/sandbox-card-page';
import { checkoutNotFoundPage, checkoutPage } from '../payments/sandbox-page';
import { isCalendarDay, santiagoDate, santiagoInstant } from '../../machines/rules/calendar';
import { runClubRenewals } from '../club/club-renewals';
import { ApiError } from '../http/errors';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const isDecision = (value: unknown): value is SandboxDecision => sandboxDecisions.includes(value as SandboxDecision);

/**
 * The sandbox provider's hosted page; it exists only while the sandbox is the configured provider. It
 * answers a person in a browser, so its refusals are pages, not the API's JSON.
 */
export function sandboxRoutes(deps: AppDeps) {
  const sandbox = isSandboxProvider(deps.payments) ? deps.payments : null;

  return endpointRouter(deps)
    .on(paymentEndpoints.sandboxPage, async (c, { params: { reference } }) => {
      const checkout = sandbox ? await sandbox.findCheckout(reference) : null;
      if (!checkout) return c.html(checkoutNotFoundPage(), 404);
      return c.html(checkoutPage(checkout));
    })
    .on(paymentEndpoints.sandboxDecision, async (c, { params: { reference } }) => {
      const checkout = sandbox ? await sandbox.findCheckout(reference) : null;
      if (!sandbox || !checkout) return c.html(checkoutNotFoundPage(), 404);
      // A body that is not a form is no choice at all.
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      if (!isDecision(form.decision)) return c.html(checkoutPage(checkout, 'Elige una de las opciones.'), 400);
      const decided = await sandbox.decide(reference, form.decision);
      return c.redirect(returnUrlOf(decided ?? checkout), 303);
    })
    .on(paymentEndpoints.sandboxCardPage, async (c, { params: { reference } }) => {
      const setup = sandbox ? await sandbox.findCardSetup(reference) : null;
      if (!setup) return c.html(checkoutNotFoundPage(), 404);
      return c.html(cardEntryPage(setup));
    })
    .on(paymentEndpoints.sandboxCardEntry, async (c, { params: { reference } }) => {
      const setup = sandbox ? await sandbox.findCardSetup(reference) : null;
      if (!sandbox || !setup) return c.html(checkoutNotFoundPage(), 404);
      if (setup.state !== 'pending') return c.redirect(setup.returnUrl, 303);
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      if (form.action === 'cancel') {
        const ended = await sandbox.cancelCardSetup(reference);
        return c.redirect((ended ?? setup).returnUrl, 303);
      }
      const typed = { number: text(form.number), holder: text(form.holder), expiry: text(form.expiry), cvc: text(form.cvc) };
      const checked = checkCard(typed, santiagoDate(deps.clock.now()));
      if (!checked.card) return c.html(cardEntryPage(setup, { holder: typed.holder, expiry: typed.expiry, problems: checked.problems }), 400);
      const saved = await sandbox.saveCard(reference, checked.card);
      return c.redirect((saved ?? setup).returnUrl, 303);
    })
    .on(paymentEndpoints.sandboxRenewals, async (_c, { body }) => {
      if (!sandbox || !deps.config.sandboxTestClock) throw new ApiError(404, 'not_found', 'El recurso solicitado no existe.');
      if (!isCalendarDay(body.at)) throw new ApiError(400, 'invalid_request', 'La fecha no existe.', { at: ['La fecha no existe.'] });
      // Noon in Santiago on that day; the gateway's own clock does not move.
      const at = santiagoInstant(body.at, 12);
      return runClubRenewals({ ...deps, clock: { now: () => at } });
    }).app;
}
