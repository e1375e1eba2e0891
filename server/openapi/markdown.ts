import { openApiPath } from '../../contract/endpoint';
import { allEndpoints } from '../../contract/endpoints';
import { refusalsOf } from './refusals';

const authLabel = { bearer: 'token', cookie: 'cookie', none: 'pública', signature: 'firma HMAC' } as const;

/** docs/api.md: a newcomer's summary of the same routes the OpenAPI document describes. */
export function apiMarkdown(): string {
  const tags = [...new Set(allEndpoints.map((route) => route.tag))];
  const sections = tags.flatMap((tag) => [
    `## ${tag}`,
    '',
    '| Método y ruta | Acceso | Qué hace | Respuesta | Rechazos propios |',
    '|---|---|---|---|---|',
    ...allEndpoints
      .filter((route) => route.tag === tag)
      .map((route) => {
        const refusals = Object.entries(refusalsOf(route))
          .map(([status, text]) => `${status} ${text}`)
          .join('; ');
        const idempotent = route.idempotent ? ' (Idempotency-Key)' : '';
        return `| \`${route.method.toUpperCase()} /api${openApiPath(route.path)}\` | ${authLabel[route.access]} | ${route.summary}${idempotent} | ${route.status} | ${refusals} |`;
      }),
    '',
  ]);
  return [
    '# Gateway API',
    '',
    '<!-- Generated from the endpoint table in contract/ by npm run docs:api. Do not edit; a test fails when it drifts. -->',
    '',
    'All routes live under `/api`; the full OpenAPI 3.1 document, with every field, is served at',
    '`GET /api/openapi.json`. Bodies are JSON and validated strictly (unknown fields are refused); every',
    'refusal is `{ "error": { "code", "message", "fields"? } }` with a Spanish message. Money is whole CLP.',
    'Routes marked "token" need `Authorization: Bearer <accessToken>`; a malformed request is always 400',
    'and a missing or ended session 401. The schemas live in `contract/`, shared with the SPA.',
    '',
    ...sections,
  ].join('\n');
}
