import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderDiagramFiles } from './diagrams/render';

const outDir = join(process.cwd(), 'docs', 'diagrams');
const files = await renderDiagramFiles(process.cwd());
mkdirSync(outDir, { recursive: true });
for (const name of readdirSync(outDir)) if (!files.has(name)) rmSync(join(outDir, name));
for (const [name, content] of files) writeFileSync(join(outDir, name), content);
console.log(`docs/diagrams: ${files.size} archivos escritos.`);
