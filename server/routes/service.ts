import { serviceEndpoints } from '../../contract/service';
import type { AppDeps } from '../context';
import { appliedMigrations, migrationCount } from '../db/client';
import { ApiError } from '../http/errors';
import { endpointRouter } from '../http/endpoint';

/** Seconds a caller is asked to wait before asking again whether the instance is ready. */
const retryAfterSeconds = 5;

/** Health (the process answers) and readiness (its database answers with every migration applied). */
export function serviceRoutes(deps: AppDeps) {
  return endpointRouter(deps)
    .on(serviceEndpoints.health, () => ({ status: 'ok' as const }))
    .on(serviceEndpoints.ready, async () => {
      const applied = await appliedMigrations(deps.db).catch(() => null);
      if (applied !== null && applied >= migrationCount) return { status: 'ready' as const };
      throw new ApiError(
        503,
        'not_ready',
        applied === null
          ? 'El servicio no está listo: la base de datos no responde.'
          : 'El servicio no está listo: la base de datos aún no tiene todas sus migraciones.',
        undefined,
        { 'Retry-After': String(retryAfterSeconds) },
      );
    }).app;
}
