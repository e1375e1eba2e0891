import { FetchError, ofetch, type $Fetch } from 'ofetch';
import * as z from 'zod/mini';
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

export interface PostOptions {
  headers?: Record<string, string>;
}

export interface ApiClient {
  get<T>(path: string, schema: z.ZodMiniType<T>): Promise<T>;
  post<T>(path: string, body: unknown, schema: z.ZodMiniType<T>, options?: PostOptions): Promise<T>;
  postNoContent(path: string, body?: unknown): Promise<void>;
  put<T>(path: string, body: unknown, schema: z.ZodMiniType<T>): Promise<T>;
  /** A DELETE answered with no content (204). */
  delete(path: string): Promise<void>;
  /** A POST whose answer is a file; refused unless it has the expected content type. */
  postForFile(path: string, body: unknown, contentType: string): Promise<Blob>;
}

export interface ApiClientOptions {
  baseURL?: string;
  fetch?: typeof globalThis.fetch;
}

/**
 * The only way the browser talks to the gateway: bearer token attached, answers validated against the
 * contract, errors turned into ApiRequestError.
 */
export function createApiClient(getToken: () => string | null, { baseURL = '/api', fetch }: ApiClientOptions = {}): ApiClient {
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

  async function send<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw await toApiRequestError(error);
    }
  }

  async function call<T>(request: () => Promise<unknown>, schema: z.ZodMiniType<T>): Promise<T> {
    const parsed = z.safeParse(schema, await send(request));
    if (!parsed.success) throw new ApiRequestError(null, 'bad_response', 'Something went wrong');
    return parsed.data;
  }

  return {
    get: (path, schema) => call(() => http(path), schema),
    post: (path, body, schema, options) =>
      call(() => http(path, { method: 'POST', body: body as Record<string, unknown>, headers: options?.headers }), schema),
    postNoContent: (path, body) =>
      send(() => http(path, { method: 'POST', body: body as Record<string, unknown> | undefined })).then(() => undefined),
    put: (path, body, schema) => call(() => http(path, { method: 'PUT', body: body as Record<string, unknown> }), schema),
    delete: (path) => send(() => http(path, { method: 'DELETE' })).then(() => undefined),
    async postForFile(path, body, contentType) {
      const file = await send(() =>
        http(path, { method: 'POST', body: body as Record<string, unknown>, responseType: 'blob', headers: { accept: contentType } }),
      );
      if (!(file instanceof Blob) || file.type !== contentType) throw new ApiRequestError(null, 'bad_response', 'Something went wrong');
      return file;
    },
  };
}
