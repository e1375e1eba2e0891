import { resolve } from 'node:path';
import { demoLogins, demoPassword } from './db/seed';
import { startServer } from './serve';
import packageJson from '../package.json' with { type: 'json' };

const env = process.env;
const dataDir = resolve(env.DATA_DIR ?? 'data');

const server = await startServer({
  database: env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir },
  port: Number(env.PORT ?? 3000),
  host: env.HOST ?? '127.0.0.1',
  version: packageJson.version,
  distDir: resolve('dist'),
  jwtSecret: env.JWT_SECRET,
});

console.log(`Despensa lista en ${server.url}`);
console.log(env.DATABASE_URL ? 'Base de datos: PostgreSQL (DATABASE_URL)' : `Base de datos: PGlite en ${dataDir}`);
if (server.seeded) console.log('Datos de demostración cargados.');
console.log(`Cuentas de demostración (contraseña "${demoPassword}"):`);
for (const login of demoLogins) console.log(`  ${login.email}  ${login.description}`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: cerrando Despensa…`);
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
