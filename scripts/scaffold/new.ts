import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { resourceEdits, screenEdits, textEdits, type Edit, type JsonEdit } from './edits';
import { resourceFiles, screenFiles, type NewFile } from './files';
import { marker, namesOf, textMarker } from './names';

/**
 * `npm run new:screen <name>` writes a read-only list screen on the template of docs/architecture.md
 * ("Adding a screen"), its gateway resource included; `npm run new:resource <name>` only the resource.
 * Every change is worked out before anything is written, so an anchor not found leaves the tree as it was.
 */
function main([kind, name]: readonly (string | undefined)[]) {
  if (kind !== 'screen' && kind !== 'resource') throw new Error('Usage: tsx scripts/scaffold/new.ts screen|resource <kebab-case-name>');
  const names = namesOf(name);
  const root = process.cwd();

  const files: NewFile[] = kind === 'screen' ? [...resourceFiles(names), ...screenFiles(names)] : resourceFiles(names);
  const edits: readonly Edit[] = kind === 'screen' ? [...resourceEdits, ...screenEdits] : resourceEdits;
  const jsonEdits: readonly JsonEdit[] = kind === 'screen' ? textEdits : [];

  for (const file of files) {
    if (existsSync(join(root, file.path))) throw new Error(`${file.path} already exists: choose another name.`);
  }

  const edited = new Map<string, string>();
  const current = (file: string) => edited.get(file) ?? readFileSync(join(root, file), 'utf8');
  for (const edit of edits) edited.set(edit.file, edit.apply(current(edit.file), names));
  for (const edit of jsonEdits) {
    const json = JSON.parse(current(edit.file)) as Record<string, unknown>;
    edit.apply(json, names);
    edited.set(edit.file, `${JSON.stringify(json, null, 2)}\n`);
  }

  for (const file of files) {
    mkdirSync(dirname(join(root, file.path)), { recursive: true });
    writeFileSync(join(root, file.path), file.text);
  }
  for (const [file, text] of edited) writeFileSync(join(root, file), text);

  // The generated documents follow the new endpoint, action and machine (a test fails on drift).
  const docs = kind === 'screen' ? ['scripts/docs-api.ts', 'scripts/docs-diagrams.ts'] : ['scripts/docs-api.ts'];
  for (const script of docs) {
    const run = spawnSync('npx', ['tsx', script], { cwd: root, stdio: 'inherit' });
    if (run.status !== 0) throw new Error(`${script} failed; run it again once the new files type-check.`);
  }

  console.log(`\nWrote ${files.length} files:\n${files.map((file) => `  ${file.path}`).join('\n')}`);
  console.log(`Edited ${edited.size} files:\n${[...edited.keys()].map((file) => `  ${file}`).join('\n')}`);
  console.log(`Regenerated: docs/api.md, docs/roles.md${kind === 'screen' ? ', docs/diagrams/' : ''}.`);
  console.log(`\nWhat is left to write is marked: grep -rnF -e '${marker}' -e '${textMarker}' contract server machines src tests README.md`);
  console.log('Then npm run docs:api (and docs:diagrams) again once the rows or the machine change.');
}

try {
  main(process.argv.slice(2));
} catch (error) {
  console.error(`new:screen: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
