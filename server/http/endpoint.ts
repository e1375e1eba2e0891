import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode, StatusCode } from 'hono/utils/http-status';
import type { AnswerOf, BodyOf, EndpointSpec, ParamsOf, QueryOf } from '../../contract/endpoint';
import { can } from '../../contract/permissions';
import type { AppDeps, AppEnv, AuthUser } from '../context';
import { boundedBody, defaultBodyTimeoutMs, defaultMaxBodyBytes } from './bounded-body';
import { ApiError } from './errors';
import { requireIdempotencyKey } from './idempotency';
import { requireUser } from './require-user';
import { jsonBody, parseOrRefuse, queryParams } from './validate';

/** What a handler receives: the request as its endpoint row parsed it, and who asks. */
interface EndpointRequest<Spec> {
  params: ParamsOf<Spec>;
  query: QueryOf<Spec>;
  body: BodyOf<Spec>;
  user: Spec extends { access: 'bearer' } ? AuthUser : undefined;
  idempotencyKey: Spec extends { idempotent: true } ? string : undefined;
}

/**
 * The row's answer, which the router sends as JSON with the row's status (nothing for a row without an
 * answer), or a Response of the handler's own (a file, a redirect, a replayed or refused request).
 */
export type EndpointHandler<Spec> = (
  c: Context<AppEnv>,
  request: EndpointRequest<Spec>,
) => Promise<AnswerOf<Spec> | Response> | AnswerOf<Spec> | Response;

/** Middleware a route adds between the row's guards and its validation, such as the answer cache. */
export interface EndpointOptions {
  use?: MiddlewareHandler<AppEnv>[];
}

const forbiddenDefault = 'Tu rol no tiene permiso para esta acción.';
const notFoundDefault = 'El recurso solicitado no existe.';

function requireRole(spec: EndpointSpec) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (spec.action && !can(c.get('user').role, spec.action)) {
      throw new ApiError(403, 'forbidden', spec.forbidden ?? forbiddenDefault);
    }
    await next();
  });
}

/** A path parameter that names nothing is a miss like any other: 404, never 400. */
function pathParams(spec: EndpointSpec) {
  return createMiddleware<AppEnv & { Variables: { params: unknown } }>(async (c, next) => {
    try {
      c.set('params', parseOrRefuse(spec.params!, c.req.param()));
    } catch {
      throw new ApiError(404, 'not_found', spec.notFound ?? notFoundDefault);
    }
    await next();
  });
}

/**
 * Only a public read may be kept by a browser or a cache between. An answer to a session (its data or
 * its refusal, from the answer cache too) and every write (a sign-in's token, a refresh cookie) is
 * no-store: a shared computer's back button or a proxy must not hand it to the next person.
 */
const mayBeStored = (spec: EndpointSpec) => spec.method === 'get' && spec.access === 'none';

const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
};

function guards(deps: AppDeps, spec: EndpointSpec, options: EndpointOptions): MiddlewareHandler<AppEnv>[] {
  // First, so that even a refusal is logged under its endpoint (server/http/request-log.ts).
  const chain: MiddlewareHandler[] = [
    endpointNamed(`/api${spec.path}`),
    // Before the body's bound, so that a body refused as too large is no-store as well.
    ...(mayBeStored(spec) ? [] : [noStore]),
    boundedBody(spec.maxBodyBytes ?? defaultMaxBodyBytes, deps.config.bodyTimeoutMs ?? defaultBodyTimeoutMs),
  ];
  if (spec.access === 'bearer') chain.push(requireUser(deps), requireRole(spec));
  chain.push(...(options.use ?? []));
  if (spec.idempotent) chain.push(requireIdempotencyKey());
  if (spec.params) chain.push(pathParams(spec));
  if (spec.query) chain.push(queryParams(spec.query));
  if (spec.body) chain.push(jsonBody(spec.body));
  return chain as MiddlewareHandler<AppEnv>[];
}

/** The context variable that names the endpoint a request reached, as registered (`/api/sales-orders/:id`). */
export const endpointVariable = 'endpoint';

const endpointNamed =
  (route: string): MiddlewareHandler =>
  (c, next) => {
    c.set(endpointVariable as never, route as never);
    return next();
  };

/**
 * A resource's router, mounted under /api: each route is a row of the endpoint table and its handler.
 * The row decides the session, the role, the idempotency key and the validation of path, query and
 * body; the handler only does the work.
 */
export function endpointRouter(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const router = {
    app,
    on<const Spec extends EndpointSpec>(spec: Spec, handler: EndpointHandler<Spec>, options: EndpointOptions = {}) {
      app.on([spec.method.toUpperCase()], [spec.path], ...guards(deps, spec, options), async (c) => {
        const vars = c as unknown as { get(key: string): unknown; req: { valid(target: string): unknown } };
        const request = {
          params: spec.params ? vars.get('params') : undefined,
          query: spec.query ? vars.req.valid('query') : undefined,
          body: spec.body ? vars.req.valid('json') : undefined,
          user: spec.access === 'bearer' ? c.get('user') : undefined,
          idempotencyKey: spec.idempotent ? vars.get('idempotencyKey') : undefined,
        } as EndpointRequest<Spec>;
        const answer = await handler(c, request);
        if (answer instanceof Response) return answer;
        if (answer === undefined) return c.body(null, spec.status as StatusCode);
        return c.json(answer, spec.status as ContentfulStatusCode);
      });
      return router;
    },
  };
  return router;
}
