import { resolve } from 'node:path';
import * as z from 'zod/mini';
import { pickupPoint, type PickupPoint } from '../contract/delivery';
import packageJson from '../package.json' with { type: 'json' };
import { demoLogins, demoPassword } from './db/seed';
import { createLogger, type Logger } from './log/logger';
import { PaymentSettingsError, paymentSettingsFromEnv } from './payments/provider-settings';
import type { RunningServer, ServeOptions } from './serve';

/**
 * Reads PORT, HOST, DATA_DIR, DATABASE_URL, JWT_SECRET, PUBLIC_URL, PICKUP_POINT, PAYMENT_PROVIDER and its
 * provider's variables, SANDBOX_WEBHOOK_SECRET, SANDBOX_TEST_CLOCK, SMTP_URL, MAIL_FROM, TRUST_PROXY and
 * LOG_LEVEL, the settings the README documents. A payment setting the gateway cannot start with throws.
 */
export function serveOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): ServeOptions & { logger: Logger } {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  // Readable lines in a terminal, JSON lines otherwise (a service manager, a log collector).
  const logger = loggerFromEnv(env.LOG_LEVEL);
  return {
    database: env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir },
    outboxDir: resolve(dataDir, 'outbox'),
    publicUrl: env.PUBLIC_URL,
    pickupPoint: pickupPointFromEnv(env.PICKUP_POINT, logger),
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    version: packageJson.version,
    distDir: resolve('dist'),
    jwtSecret: env.JWT_SECRET,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    trustProxy: env.TRUST_PROXY === '1',
    paymentProvider: paymentSettingsFromEnv(env),
    sandboxWebhookSecret: env.SANDBOX_WEBHOOK_SECRET,
    sandboxTestClock: env.SANDBOX_TEST_CLOCK === '1',
    logger,
  };
}

/** The settings of `npm start`; one it cannot start with is said in a line, not a stack trace, and it exits. */
export function serveOptionsOrExit(): ReturnType<typeof serveOptionsFromEnv> {
  try {
    return serveOptionsFromEnv();
  } catch (error) {
    if (!(error instanceof PaymentSettingsError)) throw error;
    console.error(`Despensa no puede partir: ${error.message}`);
    process.exit(1);
  }
}

/**
 * PICKUP_POINT, the distributor's own pickup point as JSON (docs/deploy.md). A value that is not one is
 * said once and the demo warehouse kept: buyers would rather read a known address than none.
 */
export function pickupPointFromEnv(value: string | undefined, logger: Logger): PickupPoint | undefined {
  if (value === undefined || value === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    parsed = undefined;
  }
  const result = z.safeParse(pickupPoint, parsed);
  if (result.success) return result.data;
  logger.warn({ event: 'config', variable: 'PICKUP_POINT' }, 'PICKUP_POINT no es un punto de retiro válido (JSON con street, comuna, region y hours): se usa el de demostración.');
  return undefined;
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** The log at LOG_LEVEL; a level pino does not know is said once and replaced by info, not a crash at start. */
function loggerFromEnv(level: string | undefined): Logger {
  const known = level === undefined || level === '' || logLevels.includes(level);
  const logger = createLogger({ level: known && level ? level : 'info' });
  if (!known) logger.warn({ event: 'config', variable: 'LOG_LEVEL' }, `LOG_LEVEL="${level}" no es un nivel conocido (${logLevels.join(', ')}): se usa info.`);
  return logger;
}

/** What a newcomer needs after `npm start`: where the portal is, what it runs on, and the demo logins. */
export function printBanner(server: RunningServer, options: ServeOptions & { logger: Logger }, appUrl = server.url) {
  const { database, logger } = options;
  logger.info({ event: 'start', url: appUrl }, `Despensa lista en ${appUrl}`);
  logger.info(database.kind === 'postgres' ? 'Base de datos: PostgreSQL (DATABASE_URL)' : `Base de datos: PGlite en ${database.dataDir}`);
  logger.info(options.smtpUrl ? 'Correo: SMTP (SMTP_URL)' : `Correo: sin SMTP, los mensajes quedan en ${options.outboxDir}`);
  logger.info(paymentsLine(options.paymentProvider));
  if (server.seeded) logger.info('Datos de demostración cargados.');
  logger.info(
    [`Cuentas de demostración (contraseña "${demoPassword}"):`, ...demoLogins.map((login) => `  ${login.email}  ${login.description}`)].join('\n'),
  );
}

function paymentsLine(settings: ServeOptions['paymentProvider']): string {
  if (settings?.name === 'transbank') return `Pagos: Transbank (${settings.environmentUrl})`;
  if (settings?.name === 'mercadopago') return `Pagos: MercadoPago${settings.accessToken.startsWith('TEST-') ? ' (credenciales de prueba)' : ''}`;
  return 'Pagos: sandbox de prueba, sin dinero real (PAYMENT_PROVIDER)';
}

/** Ctrl+C and SIGTERM close the HTTP server and the database before exiting. */
export function stopOnSignals(close: () => Promise<void>, logger: Logger) {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ event: 'stop', signal }, `${signal}: cerrando Despensa…`);
    await close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
