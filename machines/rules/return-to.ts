/** Longer than any page and query the portal itself sends to the login page. */
const maxLength = 2048;

/** A browser drops tabs and line breaks from a URL, so `/\t/evil.example` would open `//evil.example`. */
const control = /\p{Cc}/u;

/** A path of this site as it stands: browsers read a backslash as a slash, so `/\evil.example` is another site. */
const isSitePath = (text: string) => text.startsWith('/') && !text.startsWith('//') && !text.includes('\\') && !control.test(text);

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * Where the login page sends a user once signed in: `returnTo` only when it is a path of this site both as
 * written and once decoded, as RequireSession writes it; anything else (another site however spelled, a
 * scheme, malformed percent-encoding, an endless value) goes to `fallback`. Navigating to another origin
 * would either leave the site or, replacing the history entry, throw and show the crash page.
 */
export function returnPath(returnTo: string | null, fallback: string): string {
  if (returnTo === null || returnTo.length > maxLength) return fallback;
  const plain = decoded(returnTo);
  return plain !== null && isSitePath(returnTo) && isSitePath(plain) ? returnTo : fallback;
}
