import { FetchError, ofetch, type $Fetch } from 'ofetch';
import * as z from 'zod/mini';
import { apiErrorBody } from './contract/errors';

/** A refused or failed call, carrying the gateway's code and Spanish message for the user. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number | null,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

function toApiRequestError(error: unknown): ApiRequestError {
  if (error instanceof FetchError) {
    const body = z.safeParse(apiErrorBody, error.data);
    if (body.success) {
      const { code, message, fields } = body.data.error;
      return new ApiRequestError(error.status ?? null, code, message, fields);
    }
    if (error.status === undefined) return new ApiRequestError(null, 'network', 'Something went wrong');
    return new ApiRequestError(error.status, 'http_error', 'Something went wrong');
  }
  return new ApiRequestError(null, 'network', 'Something went wrong');
}

export interface ApiClient {
  get<T>(path: string, schema: z.ZodMiniType<T>): Promise<T>;
  post<T>(path: string, body: unknown, schema: z.ZodMiniType<T>): Promise<T>;
  postNoContent(path: string, body?: unknown): Promise<void>;
}

/**
 * The only way the browser talks to the gateway: bearer token attached, answers validated against the
 * contract, errors turned into ApiRequestError.
 */
export function createApiClient(getToken: () => string | null, baseURL = '/api'): ApiClient {
  const http: $Fetch = ofetch.create({
    baseURL,
    credentials: 'same-origin',
    timeout: 20_000,
    onRequest({ options }) {
      const token = getToken();
      if (token) options.headers.set('Authorization', `Bearer ${token}`);
    },
  });

  async function call<T>(request: Promise<unknown>, schema: z.ZodMiniType<T>): Promise<T> {
    let data: unknown;
    try {
      data = await request;
    } catch (error) {
      throw toApiRequestError(error);
    }
    const parsed = z.safeParse(schema, data);
    if (!parsed.success) throw new ApiRequestError(null, 'bad_response', 'Something went wrong');
    return parsed.data;
  }

  return {
    get: (path, schema) => call(http(path), schema),
    post: (path, body, schema) => call(http(path, { method: 'POST', body: body as Record<string, unknown> }), schema),
    async postNoContent(path, body) {
      try {
        await http(path, { method: 'POST', body: body as Record<string, unknown> | undefined });
      } catch (error) {
        throw toApiRequestError(error);
      }
    },
  };
}
