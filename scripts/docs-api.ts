import { writeFileSync } from 'node:fs';
import { apiMarkdown } from '../server/openapi/markdown';

writeFileSync('docs/api.md', `${apiMarkdown()}\n`);
console.log('docs/api.md escrito.');
