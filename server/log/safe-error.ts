/**
 * What the log keeps of an error. A failed query carries the values it was sent with: Drizzle appends
 * them to its message ("params: …") and keeps them in `params`, and PostgreSQL and PGlite name the
 * refused row in `detail` ("Key (login)=(…) already exists") and, for a value of the wrong type, in the
 * message itself. An e-mail, a phone, a RUT or a password's hash would reach the log that way, so
 * these are dropped; the name, the SQL with its placeholders, the code, the constraint and the stack
 * stay, which is what finding the fault needs.
 */
const valueFields = new Set(['params', 'parameters', 'detail', 'hint', 'where', 'internalQuery', 'queryOptions']);

const drizzleParameters = /\nparams: [\s\S]*$/;

/** SQLSTATE class 22 (data exception) quotes the offending value after a colon. */
const dataException = /^22[0-9A-Z]{3}$/;

/** An error nested deeper than this (a cause of a cause…, or a cycle) is reduced to its type and message. */
const deepestNesting = 4;

export function safeMessage(error: Error): string {
  const message = error.message.replace(drizzleParameters, '');
  const code = (error as Error & { code?: unknown }).code;
  return typeof code === 'string' && dataException.test(code) ? message.replace(/:[\s\S]*$/, '') : message;
}

function safeStack(error: Error, message: string): string | undefined {
  if (!error.stack) return undefined;
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${error.name}: ${message}`, ...frames].join('\n');
}

/** pino's serializer for `err`: every field of the error but those that hold a query's values, and its causes the same way. */
export function serializeError(value: unknown, depth = 0): unknown {
  if (!(value instanceof Error)) return value;
  if (depth > deepestNesting) return { type: value.constructor.name, message: safeMessage(value) };
  const message = safeMessage(value);
  const serialized: Record<string, unknown> = { type: value.constructor.name, message, stack: safeStack(value, message) };
  for (const key in value) {
    if (key in serialized || key === 'cause' || valueFields.has(key)) continue;
    const field = (value as unknown as Record<string, unknown>)[key];
    serialized[key] = field instanceof Error ? serializeError(field, depth + 1) : field;
  }
  if (value.cause !== undefined) serialized.cause = serializeError(value.cause, depth + 1);
  return serialized;
}
