import * as z from 'zod/mini';
import { openApiPath, type EndpointSpec, type FileAnswer } from '../../contract/endpoint';
import { allEndpoints } from '../../contract/endpoints';
import { refusalsOf } from './refusals';

type JsonSchema = Record<string, unknown>;

const isFile = (answer: EndpointSpec['answer']): answer is FileAnswer =>
  typeof answer === 'object' && answer !== null && 'contentType' in answer;

function schemaOf(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  // Transforms and refinements have no JSON Schema form; they are documented by the message they give.
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const errorSchema = schemaOf(
  z.object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.optional(z.record(z.string(), z.array(z.string()))),
    }),
  }),
  'output',
);

function parameters(route: EndpointSpec) {
  const inPath = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const query = route.query ? schemaOf(route.query, 'input') : null;
  const required = new Set((query?.required as string[] | undefined) ?? []);
  const inQuery = Object.entries((query?.properties as Record<string, JsonSchema> | undefined) ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
  const idempotency = route.idempotent
    ? [{ name: 'Idempotency-Key', in: 'header', required: true, description: 'UUID; la misma clave devuelve la primera respuesta', schema: { type: 'string', format: 'uuid' } }]
    : [];
  return [...inPath, ...inQuery, ...idempotency];
}

function answer(route: EndpointSpec) {
  if (route.status === 204 || !route.answer) return { description: 'Sin contenido' };
  if (isFile(route.answer)) {
    return { description: route.answer.description, content: { [route.answer.contentType]: { schema: { type: 'string', format: 'binary' } } } };
  }
  return { description: 'Correcto', content: { 'application/json': { schema: schemaOf(route.answer, 'output') } } };
}

function operation(route: EndpointSpec) {
  const errors: Record<number, string> = {};
  if (route.body || route.query) errors[400] = 'Solicitud mal formada: errores por campo en español';
  if (route.access === 'bearer') errors[401] = 'Sin sesión, sesión vencida o cerrada';
  Object.assign(errors, refusalsOf(route));
  return {
    tags: [route.tag],
    summary: route.summary,
    ...(route.access === 'bearer' ? { security: [{ bearer: [] }] } : route.access === 'cookie' ? { security: [{ refreshCookie: [] }] } : {}),
    parameters: parameters(route),
    ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(route.body, 'input') } } } } : {}),
    responses: {
      [route.status]: answer(route),
      ...Object.fromEntries(
        Object.entries(errors).map(([status, description]) => [
          status,
          { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        ]),
      ),
    },
  };
}

/** The gateway's OpenAPI 3.1 document, written from the endpoint table the routes are mounted from. */
export function openApiDocument(version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of allEndpoints) (paths[openApiPath(route.path)] ??= {})[route.method] = operation(route);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Despensa — gateway ERP',
      version,
      description: 'API del portal de pedidos Despensa. Montos en CLP enteros netos salvo que se diga; errores en español.',
    },
    servers: [{ url: '/api' }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        refreshCookie: { type: 'apiKey', in: 'cookie', name: 'despensa_refresh' },
      },
      schemas: { Error: errorSchema },
    },
    paths,
  };
}
