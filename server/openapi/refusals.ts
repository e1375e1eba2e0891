import type { EndpointSpec } from '../../contract/endpoint';
import { permissions } from '../../contract/permissions';
import { roles } from '../../contract/vocabulary';

/** The refusals a row names, with the 403 its action implies: who may is said once, in the permission table. */
export function refusalsOf(route: EndpointSpec): Readonly<Record<number, string>> {
  if (!route.action) return route.errors ?? {};
  const allowed: readonly string[] = permissions[route.action].roles;
  if (roles.every((role) => allowed.includes(role))) return route.errors ?? {};
  return { 403: `Solo ${allowed.join(', ')}`, ...route.errors };
}
