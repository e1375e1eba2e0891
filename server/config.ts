import { resolve } from 'node:path';
import packageJson from '../package.json' with { type: 'json' };
import { demoLogins, demoPassword } from './db/seed';
import type { RunningServer, ServeOptions } from './serve';

/** Reads PORT, HOST, DATA_DIR, DATABASE_URL, JWT_SECRET, PUBLIC_URL, SANDBOX_WEBHOOK_SECRET, SANDBOX_TEST_CLOCK, SMTP_URL, MAIL_FROM and TRUST_PROXY, the settings the README documents. */
export function serveOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): ServeOptions {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  return {
    database: env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir },
    outboxDir: resolve(dataDir, 'outbox'),
    publicUrl: env.PUBLIC_URL,
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    version: packageJson.version,
    distDir: resolve('dist'),
    jwtSecret: env.JWT_SECRET,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    trustProxy: env.TRUST_PROXY === '1',
    sandboxWebhookSecret: env.SANDBOX_WEBHOOK_SECRET,
    sandboxTestClock: env.SANDBOX_TEST_CLOCK === '1',
  };
}

export function printBanner(server: RunningServer, options: ServeOptions, appUrl = server.url) {
  console.log(`Despensa lista en ${appUrl}`);
  const { database } = options;
  console.log(database.kind === 'postgres' ? 'Base de datos: PostgreSQL (DATABASE_URL)' : `Base de datos: PGlite en ${database.dataDir}`);
  console.log(options.smtpUrl ? 'Correo: SMTP (SMTP_URL)' : `Correo: sin SMTP, los mensajes quedan en ${options.outboxDir}`);
  if (server.seeded) console.log('Datos de demostración cargados.');
  console.log(`Cuentas de demostración (contraseña "${demoPassword}"):`);
  for (const login of demoLogins) console.log(`  ${login.email}  ${login.description}`);
}

/** Ctrl+C and SIGTERM close the HTTP server and the database before exiting. */
export function stopOnSignals(close: () => Promise<void>) {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: cerrando Despensa…`);
    await close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
