import { openApiPath } from '../../contract/endpoint';
import { allEndpoints } from '../../contract/endpoints';
import { permissionLabels } from '../../contract/permission-labels';
import { permissions, type Action } from '../../contract/permissions';
import { roles } from '../../contract/vocabulary';

/** docs/roles.md: the permission table the gateway's guard, the navigation and the pages read, with its routes. */
export function rolesMarkdown(): string {
  const actions = Object.keys(permissions) as Action[];
  const routesOf = (action: Action) =>
    allEndpoints
      .filter((route) => route.action === action)
      .map((route) => `\`${route.method.toUpperCase()} /api${openApiPath(route.path)}\``)
      .join(', ');
  return [
    '# Roles',
    '',
    '<!-- Generated from contract/permissions.ts by npm run docs:api. Do not edit; a test fails when it drifts. -->',
    '',
    'Every user of a company has one role. The gateway refuses a route whose action the role lacks with',
    '403 `forbidden`, reading the role on every request (a changed role counts at once); the SPA shows',
    'only what the role may do, and a page opened by its address without the right says so. Actions no',
    'route names yet belong to the screens still to come.',
    '',
    `| Acción | Qué permite | ${roles.join(' | ')} | Rutas |`,
    `|---|---|${roles.map(() => ':-:').join('|')}|---|`,
    ...actions.map((action) => {
      const allowed: readonly string[] = permissions[action].roles;
      const cells = roles.map((role) => (allowed.includes(role) ? 'sí' : '—'));
      return `| \`${action}\` | ${permissionLabels[action]} | ${cells.join(' | ')} | ${routesOf(action)} |`;
    }),
  ].join('\n');
}
