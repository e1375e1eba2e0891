import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };

/**
 * What the gateway writes about itself: one JSON line per event (a request, a job run, a webhook, the
 * migrations), or the same events for a person to read when the output is a terminal. The fields are
 * chosen where they are logged; the redaction below is the second guard, so a token, a cookie, a
 * password or a card number named in a log call is written as "[oculto]".
 */
export function createLogger(options: { destination?: DestinationStream; pretty?: boolean; level?: string } = {}): Logger {
  const readable = options.pretty ?? Boolean(process.stdout.isTTY);
  const destination = readable
    ? pretty({ colorize: !options.destination, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', sync: true, destination: options.destination ?? 1 })
    : (options.destination ?? pino.destination({ sync: true }));
  return pino(
    {
      level: options.level ?? 'info',
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: secretFields.flatMap((field) => [field, `*.${field}`]), censor: '[oculto]' },
    },
    destination,
  );
}

const secretFields = ['password', 'token', 'accessToken', 'refreshToken', 'authorization', 'cookie', 'card_number', 'cardNumber', 'cvv', 'html', 'text'];

/** For tests and benchmarks that do not look at the log. */
export const silentLogger: Logger = pino({ level: 'silent' });
