import { validator } from 'hono/validator';
import type { $ZodIssue } from 'zod/v4/core';
import * as z from 'zod/mini';
import { ApiError } from './errors';

function fieldErrors(issues: readonly $ZodIssue[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  const add = (path: string, message: string) => (fields[path] ??= []).push(message);
  for (const issue of issues) {
    const path = issue.path.join('.') || '_';
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(path === '_' ? key : `${path}.${key}`, 'Campo no permitido.');
    } else {
      add(path, issue.message);
    }
  }
  return fields;
}

export function parseOrRefuse<T extends z.ZodMiniType>(schema: T, value: unknown): z.output<T> {
  const result = z.safeParse(schema, value);
  if (!result.success) {
    throw new ApiError(400, 'invalid_request', 'Revisa los datos enviados.', fieldErrors(result.error.issues));
  }
  return result.data;
}

/** Parses the JSON body with a strict contract schema; any mismatch is a 400 naming each field. */
export function jsonBody<T extends z.ZodMiniType>(schema: T) {
  return validator('json', (value: unknown): z.output<T> => parseOrRefuse(schema, value));
}

/** Parses the query string with a strict contract schema; a repeated or unknown parameter is a 400 too. */
export function queryParams<T extends z.ZodMiniType>(schema: T) {
  return validator('query', (value: unknown): z.output<T> => parseOrRefuse(schema, value));
}
