import { docsEndpoints } from '../../contract/endpoints';
import { sessionEndpoints } from '../../contract/session';
import type { AppDeps } from '../context';
import { endpointRouter } from '../http/endpoint';
import { openApiDocument } from '../openapi/document';

/** The gateway's version (the SPA reloads when it changes) and its OpenAPI document, built on first request. */
export function aboutRoutes(deps: AppDeps) {
  let openApi: ReturnType<typeof openApiDocument> | undefined;
  return endpointRouter(deps)
    .on(sessionEndpoints.version, () => ({ version: deps.version }))
    .on(docsEndpoints.openApi, (c) => c.json((openApi ??= openApiDocument(deps.version)))).app;
}
