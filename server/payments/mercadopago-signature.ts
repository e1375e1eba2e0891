/**
 * MercadoPago's webhook signature, as its notifications documentation states it: `x-signature` is
 * `ts=<ts>,v1=<hex>`, and v1 is the HMAC-SHA256 (hex), keyed with the application's secret, of the
 * manifest `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`. data.id is lower-cased (MercadoPago's own
 * example turns ORD01… into ord01…), and a part whose value is absent is left out of the manifest.
 * The body itself is not signed: only which resource it names is.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a signature's ts may be from the gateway's clock, either way, before the delivery is refused as a replay. */
export const mercadoPagoSignatureTolerance = 5 * 60_000;

/**
 * ts in milliseconds, as the documentation says and its Checkout Pro example shows (13 digits); its
 * general example has 10, so 10 digits are read as seconds. The manifest keeps ts as sent either way.
 */
function instantOf(ts: string): number | null {
  if (/^\d{13}$/.test(ts)) return Number(ts);
  if (/^\d{10}$/.test(ts)) return Number(ts) * 1000;
  return null;
}

function partsOf(header: string): { ts: string; v1: string } | null {
  const parts = new Map<string, string>();
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at <= 0) return null;
    const key = part.slice(0, at).trim().toLowerCase();
    if (parts.has(key)) return null;
    parts.set(key, part.slice(at + 1).trim());
  }
  const ts = parts.get('ts');
  const v1 = parts.get('v1');
  if (!ts || !v1 || !/^[0-9a-f]{64}$/i.test(v1)) return null;
  return { ts, v1 };
}

function manifestOf(dataId: string | null, requestId: string | null, ts: string): string {
  return `${dataId ? `id:${dataId.toLowerCase()};` : ''}${requestId ? `request-id:${requestId};` : ''}ts:${ts};`;
}

/** Whether a delivery carries MercadoPago's signature of `dataId`, made within the tolerance of `now`. */
export function verifyMercadoPagoSignature(
  secret: string,
  delivery: { signature: string | null; requestId: string | null; dataId: string | null },
  now: Date,
): boolean {
  const parts = delivery.signature ? partsOf(delivery.signature) : null;
  const at = parts ? instantOf(parts.ts) : null;
  if (!parts || at === null) return false;
  const expected = createHmac('sha256', secret).update(manifestOf(delivery.dataId, delivery.requestId?.trim() || null, parts.ts)).digest();
  if (!timingSafeEqual(expected, Buffer.from(parts.v1, 'hex'))) return false;
  return Math.abs(now.getTime() - at) <= mercadoPagoSignatureTolerance;
}
