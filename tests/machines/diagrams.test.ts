import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { setup } from 'xstate';
import { renderDiagramFiles } from '../../scripts/diagrams/render';
import { toMermaid } from '../../scripts/diagrams/state-diagram';

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

it('names a guard’s fixed parameters on each way it guards, and leaves computed ones out', () => {
  const machine = setup({
    guards: { isStep: (_, { step }: { step: number }) => step === 1, isOwn: (_, { id }: { id: number }) => id === 1 },
  }).createMachine({
    initial: 'start',
    states: {
      start: {
        on: {
          go: [
            { guard: { type: 'isStep', params: { step: 2 } }, target: 'two' },
            { guard: { type: 'isOwn', params: () => ({ id: 1 }) }, target: 'own' },
            { target: 'one' },
          ],
        },
      },
      one: {},
      two: {},
      own: {},
    },
  });
  const diagram = toMermaid(machine);
  expect(diagram).toContain('start --> two : go [isStep step=2]');
  expect(diagram).toContain('start --> own : go [isOwn]');
  expect(diagram).toContain('start --> one : go [else]');
});
