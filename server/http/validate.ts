import type { Context } from 'hono';
import { validator } from 'hono/validator';
import type { $ZodIssue } from 'zod/v4/core';
import * as z from 'zod/mini';
import { ApiError } from './errors';

const refusal = (fields: Record<string, string[]>) => new ApiError(400, 'invalid_request', 'Revisa los datos enviados.', fields);
const notAllowed = 'Campo no permitido.';

/**
 * Field paths are the caller's own keys, `__proto__` and `toString` among them: they are gathered in a
 * Map, so that no key can land on (or be mistaken for) a member of Object.prototype.
 */
function fieldErrors(issues: readonly $ZodIssue[]): Record<string, string[]> {
  const fields = new Map<string, string[]>();
  const add = (path: string, message: string) => {
    const messages = fields.get(path);
    if (messages) messages.push(message);
    else fields.set(path, [message]);
  };
  for (const issue of issues) {
    const path = issue.path.join('.') || '_';
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(path === '_' ? key : `${path}.${key}`, notAllowed);
    } else {
      add(path, issue.message);
    }
  }
  return Object.fromEntries(fields);
}

/** The names Object.prototype answers to: no field of the contract uses one, and a lookup of one finds a function. */
const prototypeNames = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
}

const pathOf = (visit: Visit) => {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.unshift(at.key);
  return keys.join('.');
};

/**
 * Refuses a key named like a member of Object.prototype at any depth, naming each. Walked with a
 * stack of its own and paths built only for what it refuses, so deep nesting costs neither the call
 * stack nor quadratic strings.
 */
function refusePrototypeNames(value: unknown): unknown {
  const found: string[] = [];
  const pending: Visit[] = [{ value, key: '', parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    if (typeof visit.value !== 'object' || visit.value === null) continue;
    for (const [key, child] of Object.entries(visit.value)) {
      const next = { value: child, key, parent: visit };
      if (prototypeNames.has(key)) found.push(pathOf(next));
      else pending.push(next);
    }
  }
  if (found.length > 0) throw refusal(Object.fromEntries(found.map((path) => [path, [notAllowed]])));
  return value;
}

export function parseOrRefuse<T extends z.ZodMiniType>(schema: T, value: unknown): z.output<T> {
  const result = z.safeParse(schema, value);
  if (!result.success) throw refusal(fieldErrors(result.error.issues));
  return result.data;
}

/** Parses the JSON body with a strict contract schema; any mismatch is a 400 naming each field. */
export function jsonBody<T extends z.ZodMiniType>(schema: T) {
  return validator('json', (value: unknown): z.output<T> => parseOrRefuse(schema, refusePrototypeNames(value)));
}

/**
 * The query string as text by name, an array for a repeated name. Read from the URL into a Map rather
 * than into a plain object keyed by the caller's names, where `__proto__` would replace the prototype.
 */
function queryOf(c: Context): Record<string, string | string[]> {
  const byName = new Map<string, string[]>();
  for (const [name, value] of new URL(c.req.url).searchParams) byName.set(name, [...(byName.get(name) ?? []), value]);
  return Object.fromEntries([...byName].map(([name, values]) => [name, values.length === 1 ? values[0]! : values]));
}

/** Parses the query string with a strict contract schema; a repeated or unknown parameter is a 400 too. */
export function queryParams<T extends z.ZodMiniType>(schema: T) {
  return validator('query', (_value: unknown, c): z.output<T> => parseOrRefuse(schema, refusePrototypeNames(queryOf(c))));
}
