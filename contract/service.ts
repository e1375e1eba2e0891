import * as z from 'zod/mini';
import { endpoint } from './endpoint';

/**
 * What a reverse proxy, a load balancer or an orchestrator asks each gateway instance: whether the
 * process answers (health) and whether it can serve buyers (ready: its database answers and has every
 * migration). Neither needs a session; neither says more than that.
 */
export const serviceEndpoints = {
  health: endpoint({
    method: 'get',
    path: '/health',
    tag: 'Servicio',
    summary: 'El proceso responde (no consulta la base de datos)',
    access: 'none',
    status: 200,
    answer: z.object({ status: z.literal('ok') }),
  }),
  ready: endpoint({
    method: 'get',
    path: '/ready',
    tag: 'Servicio',
    summary: 'La base de datos responde y tiene todas las migraciones: la instancia puede recibir tráfico',
    access: 'none',
    status: 200,
    answer: z.object({ status: z.literal('ready') }),
    errors: { 503: 'Base de datos inalcanzable o sin todas sus migraciones (con Retry-After)' },
  }),
};
