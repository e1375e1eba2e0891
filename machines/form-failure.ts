/** A refusal a form can act on: the gateway's Spanish message and, for a 400, its messages per field. */
export interface FormFailure {
  code: string;
  message: string;
  fields: Record<string, string[]>;
}

/** What a form says when the gateway gave no reason it could word (a dropped connection). */
export const formFallbackMessage = 'Algo salió mal. Inténtalo de nuevo.';

function fieldsOf(error: object): Record<string, string[]> {
  if (!('fields' in error) || typeof error.fields !== 'object' || error.fields === null) return {};
  return Object.fromEntries(
    Object.entries(error.fields).filter(
      (entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].every((m) => typeof m === 'string'),
    ),
  );
}

/**
 * The gateway's own refusal (a 4xx with its code and Spanish words), or `otherwise` for anything else: a
 * dropped connection, a 5xx, an answer that is not the gateway's.
 */
export function gatewayRefusal<Failure extends { code: string; message: string }>(
  error: unknown,
  otherwise: Failure,
): Failure | { code: string; message: string } {
  const worded =
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof error.status === 'number' &&
    error.status >= 400 &&
    error.status < 500 &&
    'code' in error &&
    typeof error.code === 'string' &&
    error.code !== 'bad_response' &&
    error.code !== 'http_error' &&
    'message' in error &&
    typeof error.message === 'string';
  return worded ? { code: String(error.code), message: String(error.message) } : otherwise;
}

/** The gateway's refusal as a form shows it; anything else gets the generic message. */
export function toFormFailure(error: unknown): FormFailure {
  if (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    'message' in error &&
    typeof error.message === 'string'
  ) {
    return { code: error.code, message: error.message, fields: fieldsOf(error) };
  }
  return { code: 'fallback', message: formFallbackMessage, fields: {} };
}
