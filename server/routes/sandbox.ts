import { Hono } from 'hono';
import type { AppDeps } from '../context';
import { isSandboxProvider, returnUrlOf, sandboxDecisions, type SandboxDecision } from '../payments/sandbox';
import { checkoutNotFoundPage, checkoutPage } from '../payments/sandbox-page';

const isDecision = (value: unknown): value is SandboxDecision => sandboxDecisions.includes(value as SandboxDecision);

/** The sandbox provider's hosted page; it exists only while the sandbox is the configured provider. */
export function sandboxRoutes(deps: AppDeps) {
  const sandbox = isSandboxProvider(deps.payments) ? deps.payments : null;

  return new Hono()
    .get('/sandbox/checkout/:reference', async (c) => {
      const checkout = sandbox ? await sandbox.findCheckout(c.req.param('reference')) : null;
      if (!checkout) return c.html(checkoutNotFoundPage(), 404);
      return c.html(checkoutPage(checkout));
    })
    .post('/sandbox/checkout/:reference', async (c) => {
      const reference = c.req.param('reference');
      const checkout = sandbox ? await sandbox.findCheckout(reference) : null;
      if (!sandbox || !checkout) return c.html(checkoutNotFoundPage(), 404);
      // A body that is not a form is no choice at all.
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      if (!isDecision(form.decision)) return c.html(checkoutPage(checkout, 'Elige una de las opciones.'), 400);
      const decided = await sandbox.decide(reference, form.decision);
      return c.redirect(returnUrlOf(decided ?? checkout), 303);
    });
}
