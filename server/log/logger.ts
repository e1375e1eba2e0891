import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import { safeMessage, serializeError } from './safe-error';

export type { Logger };

/**
 * What the gateway writes about itself: one JSON line per event (a request, a job run, a webhook, the
 * migrations), or the same events for a person to read when the output is a terminal. The fields are
 * chosen where they are logged; the redaction below is the second guard, so a token, a cookie, a
 * password or a card number named in a log call is written as "[oculto]". An error (`err`) is written
 * without the values of a failed query (serializeError).
 */
export function createLogger(options: { destination?: DestinationStream; pretty?: boolean; level?: string } = {}): Logger {
  const readable = options.pretty ?? Boolean(process.stdout.isTTY);
  const destination = readable
    ? pretty({ colorize: !options.destination, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', sync: true, destination: options.destination ?? 1 })
    : (options.destination ?? jsonLines());
  return pino(
    {
      level: options.level ?? 'info',
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: serializeError },
      hooks: { logMethod: withSafeErrorMessage },
      redact: { paths: redactedPaths, censor: '[oculto]' },
    },
    destination,
  );
}

/**
 * Standard output, written asynchronously: a request never waits for its log line to reach the pipe.
 * pino flushes what is buffered, synchronously, when the process exits (a stop, a crash); a kill -9
 * loses at most the lines of the last moment.
 */
export function jsonLines(dest: string | number = 1, sync = false): DestinationStream {
  return pino.destination({ dest, sync });
}

const secretFields = ['password', 'token', 'accessToken', 'refreshToken', 'authorization', 'cookie', 'card_number', 'cardNumber', 'cvv', 'html', 'text'];

/**
 * Where a secret could be: at the top of a log call, or inside an error (a provider's, with the request
 * it made). Named paths, not `*.field` everywhere: a wildcard at the top is tried on every key of every
 * line and made each request's line three times dearer (9.5 against 3.2 µs). A log call that nests
 * another object must add its path here.
 */
const redactedPaths = [...secretFields, ...secretFields.flatMap((field) => [`err.${field}`, `err.*.${field}`])];

/**
 * pino writes an error's raw message as the line's message when the call gives none, which would put
 * a failed query's values back in: the call gets the safe message instead.
 */
function withSafeErrorMessage(this: Logger, args: Parameters<Logger['info']>, write: (...args: unknown[]) => void): void {
  const [first, second] = args as unknown[];
  if (typeof second === 'string') return write.apply(this, args);
  if (first instanceof Error) return write.call(this, { err: first }, safeMessage(first));
  const err = (first as { err?: unknown } | null)?.err;
  if (err instanceof Error && (first as { msg?: unknown }).msg === undefined) return write.call(this, first, safeMessage(err));
  write.apply(this, args);
}

/** For tests and benchmarks that do not look at the log. */
export const silentLogger: Logger = pino({ level: 'silent' });
