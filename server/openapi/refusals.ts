import type { EndpointSpec } from '../../contract/endpoint';

/** The refusals a row names, with the 403 its role list implies: the roles are said once, in the row. */
export function refusalsOf(route: EndpointSpec): Readonly<Record<number, string>> {
  if (!route.roles) return route.errors ?? {};
  return { 403: `Solo ${route.roles.join(', ')}`, ...route.errors };
}
