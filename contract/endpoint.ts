import type * as z from 'zod/mini';
import type { Action } from './permissions';

/**
 * One row of the gateway's endpoint table: everything the gateway validates and guards, the OpenAPI
 * document and docs/api.md describe, and the SPA's client calls, said once. Each contract module exports
 * the rows of its resource (`addressEndpoints`, ...) so that a page's chunk carries only its own
 * schemas; `endpoints.ts` gathers them all for the gateway and the docs.
 *
 * Types only here: this module sits on the login path.
 */

type Method = 'get' | 'post' | 'put' | 'delete';

/**
 * bearer: `Authorization: Bearer <accessToken>` of a live session; cookie: the refresh cookie, read by
 * the handler; signature: a provider's signed notice, checked by the handler; none: public.
 */
type Access = 'bearer' | 'cookie' | 'signature' | 'none';

/** An answer that is a file (PDF, SVG, an HTML page) rather than JSON. */
export interface FileAnswer {
  contentType: string;
  description: string;
}

interface EndpointFields {
  method: Method;
  /** Relative to /api, Hono style: `/products/:id`. */
  path: string;
  /** The docs' section. */
  tag: string;
  summary: string;
  /** What a refused role is told (403). */
  forbidden?: string;
  /** The path's parameters, parsed from text; one that names nothing is answered 404 with `notFound`. */
  params?: z.ZodMiniType;
  notFound?: string;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  /** The most bytes of body the gateway reads (413 beyond); small by default, set where the contract allows more. */
  maxBodyBytes?: number;
  /** Creates something once per `Idempotency-Key` (a UUID the caller sends with every attempt). */
  idempotent?: boolean;
  status: number;
  answer?: z.ZodMiniType | FileAnswer;
  /** The refusals a caller should expect beyond 400 for a malformed request and 401 without a session. */
  errors?: Readonly<Record<number, string>>;
}

/** A bearer endpoint names the action of the permission table (permissions.ts) its caller's role needs. */
export type EndpointSpec =
  | (EndpointFields & { access: 'bearer'; action: Action })
  | (EndpointFields & { access: Exclude<Access, 'bearer'>; action?: never });

/**
 * Sent with every attempt to create something (an order, a payment); required by the gateway, a UUID. The
 * gateway remembers the key with the order it created and answers a repeated key with that same order
 * (same status, same body), so a retry never makes a second one; the same key with another payload is
 * refused (422 `idempotency_key_reused`). A refusal (400, 404, 409, 422) is not remembered: the same key
 * may carry the corrected payload.
 */
export const idempotencyKeyHeader = 'Idempotency-Key';

/** Keeps the literal types of a row (its schemas above all), so callers and handlers are typed from it. */
export const endpoint = <const Spec extends EndpointSpec>(spec: Spec): Spec => spec;

type Schema<Spec, Key extends keyof EndpointSpec> = Spec extends Record<Key, infer S extends z.ZodMiniType> ? S : never;

/** What the gateway's handler receives, parsed. */
export type ParamsOf<Spec> = [Schema<Spec, 'params'>] extends [never] ? undefined : z.output<Schema<Spec, 'params'>>;
export type QueryOf<Spec> = [Schema<Spec, 'query'>] extends [never] ? undefined : z.output<Schema<Spec, 'query'>>;
export type BodyOf<Spec> = [Schema<Spec, 'body'>] extends [never] ? undefined : z.output<Schema<Spec, 'body'>>;

/** What a caller sends, before parsing: path parameters as text or numbers. */
export type ParamsIn<Spec> = [Schema<Spec, 'params'>] extends [never]
  ? undefined
  : { [Key in keyof z.input<Schema<Spec, 'params'>>]: string | number };
export type QueryIn<Spec> = [Schema<Spec, 'query'>] extends [never] ? undefined : z.input<Schema<Spec, 'query'>>;
export type BodyIn<Spec> = [Schema<Spec, 'body'>] extends [never] ? undefined : z.input<Schema<Spec, 'body'>>;

/** The answer: the schema's output, a Blob for a file, nothing for 204 or a redirect. */
export type AnswerOf<Spec> = Spec extends { answer: infer A }
  ? A extends z.ZodMiniType
    ? z.output<A>
    : Blob
  : void;

/** `/products/:id` as OpenAPI writes it: `/products/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The path with its parameters filled in, each encoded. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
