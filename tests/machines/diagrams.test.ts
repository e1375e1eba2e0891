import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { renderDiagramFiles } from '../../scripts/diagrams/render';

const root = join(import.meta.dirname, '..', '..');

it('docs/diagrams/ is what npm run docs:diagrams writes from machines/ (run it after changing a machine)', async () => {
  const expected = await renderDiagramFiles(root);
  const dir = join(root, 'docs', 'diagrams');
  const committed = existsSync(dir) ? readdirSync(dir).sort() : [];
  expect(committed).toEqual([...expected.keys()].sort());
  for (const [name, content] of expected) {
    expect(readFileSync(join(dir, name), 'utf8'), name).toBe(content);
  }
});
