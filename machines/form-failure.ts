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
