/**
 * The sandbox's webhook signature, shaped like real providers' (Stripe, MercadoPago): a timestamp and an
 * HMAC-SHA256 of `timestamp.body`, so a captured delivery cannot be replayed long after or altered.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const sandboxSignatureHeader = 'X-Sandbox-Signature';
/** How old a delivery may be, by its signed timestamp, before it is refused. */
const signatureToleranceSeconds = 300;

function mac(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** `t=<unix seconds>,v1=<hex HMAC>`. */
export function signSandboxWebhook(secret: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${mac(secret, timestamp, body)}`;
}

export function verifySandboxSignature(secret: string, header: string | null, body: string, now: Date): boolean {
  const parts = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header?.trim() ?? '');
  if (!parts) return false;
  const timestamp = Number(parts[1]);
  if (Math.abs(now.getTime() / 1000 - timestamp) > signatureToleranceSeconds) return false;
  const expected = Buffer.from(mac(secret, timestamp, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(parts[2] ?? '', 'hex'));
}
