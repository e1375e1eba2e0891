import type { TFunction } from 'i18next';

/**
 * Failures that happen before the gateway answers (no connection, an answer that is not ours) carry the
 * client's English "Something went wrong": the user reads a translated text instead.
 */
const clientSideKeys: Readonly<Record<string, string>> = {
  network: 'errors.network',
  unknown: 'errors.fallback',
  fallback: 'errors.fallback',
  bad_response: 'errors.fallback',
  http_error: 'errors.fallback',
};

export const clientSideKey = (code: string): string | undefined => clientSideKeys[code];

/** What to tell the user of a failure: a translation for known codes, else the gateway's Spanish words. */
export function failureText(t: TFunction, failure: { code: string; message: string }): string {
  return t(clientSideKey(failure.code) ?? `errors.${failure.code}`, { defaultValue: failure.message });
}
