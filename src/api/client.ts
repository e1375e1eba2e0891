import { FetchError, ofetch, type $Fetch } from 'ofetch';
import * as z from 'zod/mini';
import {
  fillPath,
  idempotencyKeyHeader,
  type AnswerOf,
  type BodyIn,
  type EndpointSpec,
  type FileAnswer,
  type ParamsIn,
  type QueryIn,
} from '../../contract/endpoint';
import { apiErrorBody } from '../../contract/errors';

/** A refused or failed call, carrying the gateway's code and Spanish message for the user. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number | null,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
    /** The whole error object as the gateway sent it, for refusals that carry data (e.g. current prices on 409). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** A blob request receives its error body as a blob too; read it back as JSON when it is one. */
async function errorData(data: unknown): Promise<unknown> {
  if (typeof Blob === 'undefined' || !(data instanceof Blob)) return data;
  try {
    return JSON.parse(await data.text());
  } catch {
    return null;
  }
}

async function toApiRequestError(error: unknown): Promise<ApiRequestError> {
  if (error instanceof FetchError) {
    const data = await errorData(error.data);
    const body = z.safeParse(apiErrorBody, data);
    if (body.success) {
      const { code, message, fields } = body.data.error;
      const details = (data as { error: Record<string, unknown> }).error;
      return new ApiRequestError(error.status ?? null, code, message, fields, details);
    }
    if (error.status === undefined) return new ApiRequestError(null, 'network', 'Something went wrong');
    return new ApiRequestError(error.status, 'http_error', 'Something went wrong');
  }
  return new ApiRequestError(null, 'network', 'Something went wrong');
}

type Defined<T> = { [K in keyof T as undefined extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as undefined extends T[K] ? K : never]?: T[K];
};

/** What a call of an endpoint sends: the row says which parts it takes. */
type CallArgs<Spec> = Defined<{
  params: ParamsIn<Spec>;
  query: QueryIn<Spec> | undefined;
  body: BodyIn<Spec>;
  /** One per attempt to create something; the same key on a retry, so nothing is made twice. */
  idempotencyKey: Spec extends { idempotent: true } ? string : undefined;
}>;

export interface ApiClient {
  /** Calls one row of the endpoint table and answers what its schema accepts (a Blob for a file). */
  request<const Spec extends EndpointSpec>(
    spec: Spec,
    ...args: object extends CallArgs<Spec> ? [CallArgs<Spec>?] : [CallArgs<Spec>]
  ): Promise<AnswerOf<Spec>>;
}

export interface ApiClientOptions {
  baseURL?: string;
  fetch?: typeof globalThis.fetch;
  /** A signed-in call was refused for its token (401): the session decides what follows. */
  onUnauthorized?: () => void;
}

const essence = (mediaType: string) => mediaType.split(';')[0]!.trim().toLowerCase();
const badResponse = () => new ApiRequestError(null, 'bad_response', 'Something went wrong');
const isFileAnswer = (answer: EndpointSpec['answer']): answer is FileAnswer =>
  answer !== undefined && 'contentType' in answer;

/**
 * The only way the browser talks to the gateway: bearer token attached, answers validated against the
 * contract, errors turned into ApiRequestError.
 */
export function createApiClient(getToken: () => string | null, { baseURL = '/api', fetch, onUnauthorized }: ApiClientOptions = {}): ApiClient {
  const http: $Fetch = ofetch.create(
    {
      baseURL,
      credentials: 'same-origin',
      timeout: 60_000,
      onRequest({ options }) {
        const token = getToken();
        if (token) options.headers.set('Authorization', `Bearer ${token}`);
      },
    },
    fetch ? { fetch } : {},
  );

  async function send(spec: EndpointSpec, args: Partial<Record<'params' | 'query' | 'body' | 'idempotencyKey', unknown>>) {
    const file = isFileAnswer(spec.answer) ? spec.answer.contentType : null;
    const headers: Record<string, string> = {};
    if (typeof args.idempotencyKey === 'string') headers[idempotencyKeyHeader] = args.idempotencyKey;
    if (file) headers.accept = file;
    try {
      return await http(fillPath(spec.path, args.params as Record<string, string | number> | undefined), {
        method: spec.method.toUpperCase(),
        query: args.query as Record<string, string> | undefined,
        body: args.body as Record<string, unknown> | undefined,
        headers,
        ...(file ? { responseType: 'blob' as const } : {}),
      });
    } catch (error) {
      const refused = await toApiRequestError(error);
      if (refused.status === 401 && spec.access === 'bearer') onUnauthorized?.();
      throw refused;
    }
  }

  return {
    async request(spec, ...[args = {}]) {
      const answer = await send(spec, args as Record<string, unknown>);
      const expected = spec.answer;
      if (expected === undefined) return undefined as never;
      if (isFileAnswer(expected)) {
        // Compared by essence: a browser writes `text/csv; charset=utf-8` back as `text/csv;charset=utf-8`.
        if (!(answer instanceof Blob) || essence(answer.type) !== essence(expected.contentType)) throw badResponse();
        return answer as never;
      }
      const parsed = z.safeParse(expected, answer);
      if (!parsed.success) throw badResponse();
      return parsed.data as never;
    },
  };
}
