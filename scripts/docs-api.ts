import { writeFileSync } from 'node:fs';
import { apiMarkdown } from '../server/openapi/markdown';
import { rolesMarkdown } from '../server/openapi/roles-markdown';

writeFileSync('docs/api.md', `${apiMarkdown()}\n`);
writeFileSync('docs/roles.md', `${rolesMarkdown()}\n`);
console.log('docs/api.md y docs/roles.md escritos.');
