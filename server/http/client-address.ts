import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The socket's peer; undefined where there is none, as for app.request() in tests. */
function connectionAddress(c: Context): string | undefined {
  const bindings = c.env as { incoming?: unknown; server?: { incoming?: unknown } } | undefined;
  if (!bindings?.incoming && !bindings?.server?.incoming) return undefined;
  return getConnInfo(c).remote.address;
}

/**
 * One key per client: an IPv4 address, or the /64 network of an IPv6 one, since a single IPv6 host
 * usually holds a whole /64 and could otherwise change address at every try.
 */
export function addressKey(address: string): string {
  const plain = address.trim().toLowerCase().split('%')[0] ?? '';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(plain);
  if (mapped?.[1]) return mapped[1];
  if (!plain.includes(':')) return plain;
  const [head = '', tail] = plain.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/**
 * Where the request comes from. Behind a reverse proxy (TRUST_PROXY=1) that is the last address of
 * X-Forwarded-For, the one our proxy appended; earlier entries are whatever the client claimed.
 */
export function clientAddress(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = c.req
      .header('X-Forwarded-For')
      ?.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .at(-1);
    if (forwarded) return addressKey(forwarded.slice(0, 64));
  }
  const address = connectionAddress(c);
  return address ? addressKey(address) : undefined;
}
