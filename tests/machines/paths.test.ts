import { afterAll, describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { coveringPaths } from './support/covering-paths';
import type { MachineModel } from './support/model';
import { runPaths, type Coverage } from './support/run-paths';

const files = import.meta.glob<{ model?: MachineModel<AnyStateMachine> }>('./models/*.model.ts', { eager: true });
const results: { name: string; coverage: Coverage }[] = [];

describe.each(Object.entries(files).map(([file, exports]) => [file.replace(/^.*\/(.*)\.model\.ts$/, '$1'), file, exports.model] as const))(
  '%s machine paths',
  (_, file, model) => {
    it('reach every state and take every transition, holding the invariants at each step', () => {
      if (!model) throw new Error(`tests/machines/${file.slice(2)} must \`export const model = machineModel({ ... })\` (see tests/machines/support/model.ts)`);
      const cover = coveringPaths(model);
      expect(
        cover.unlisted,
        `${model.name}: transitions wait for these event types, which the model's \`events\` never offer. The traversal runs no actor: list each answer as { type: 'xstate.done.actor.<id>', output } or { type: 'xstate.error.actor.<id>', error }, and each user event`,
      ).toEqual([]);
      const coverage = runPaths(model, cover.paths);
      results.push({ name: model.name, coverage });
      expect(coverage.missedStates).toEqual([]);
      expect(coverage.missedTransitions).toEqual([]);
    });
  },
);

afterAll(() => {
  const pct = (covered: number, total: number) => `${covered}/${total} (${((100 * covered) / total).toFixed(0)} %)`;
  const rows = results
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ name, coverage: c }) =>
      [name.padEnd(16), pct(c.statesCovered, c.statesTotal).padEnd(16), pct(c.transitionsCovered, c.transitionsTotal).padEnd(18), String(c.paths)].join(' '),
    );
  const header = ['machine'.padEnd(16), 'states'.padEnd(16), 'transitions'.padEnd(18), 'paths'].join(' ');
  process.stdout.write(`\nModel-based path coverage\n${header}\n${rows.join('\n')}\n\n`);
});
