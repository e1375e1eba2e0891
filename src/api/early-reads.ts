/**
 * The gateway reads index.html's boot script started before the app's code arrived, with the token this
 * tab stored (scripts/build/first-routes.ts writes that script from src/app/first-routes.ts).
 */
export interface EarlyReads {
  /** The access token the reads were sent with. */
  token: string;
  /** When they were sent (epoch ms). */
  at: number;
  /** Each read's answer by its URL, as the boot script wrote it. */
  answers: Record<string, Promise<Response>>;
}

declare global {
  interface Window {
    despensaEarlyReads?: EarlyReads;
  }
}

/** An early answer older than this is left unused: the page that wanted it did not ask in time. */
export const earlyReadMaxAgeMs = 20_000;

/** A URL as a key that ignores the order of its query's parameters. */
function readKey(url: string): string {
  const parsed = new URL(url, 'http://despensa.invalid');
  parsed.searchParams.sort();
  return `${parsed.pathname}?${parsed.searchParams.toString()}`;
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

export interface EarlyReadsFetchOptions {
  reads?: () => EarlyReads | undefined;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
}

/**
 * A `fetch` that answers a call with the boot script's answer to the same read, once, when the call is a
 * GET of the same URL with the same token, made soon enough; every other call goes to the network. An
 * answer for another token (the session renewed it, or another user signed in) is never used: the
 * gateway decided on the token it was sent, and a forged or expired one got its 401, which the client
 * then handles as any other.
 */
export function earlyReadsFetch({
  reads = () => window.despensaEarlyReads,
  fetch = (input, init) => globalThis.fetch(input, init),
  now = Date.now,
}: EarlyReadsFetchOptions = {}): typeof globalThis.fetch {
  return (input, init) => {
    const early = reads();
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (!early || method !== 'GET') return fetch(input, init);
    const key = readKey(urlOf(input));
    const url = Object.keys(early.answers).find((candidate) => readKey(candidate) === key);
    if (url === undefined) return fetch(input, init);
    const answer = early.answers[url]!;
    // Each answer serves one call: its body can be read once, and a later call wants fresh data.
    delete early.answers[url];
    const sameToken = new Headers(init?.headers).get('authorization') === `Bearer ${early.token}`;
    if (!sameToken || now() - early.at > earlyReadMaxAgeMs) return fetch(input, init);
    // A read the network failed is asked again, as if it had never been started.
    return answer.catch(() => fetch(input, init));
  };
}
