import { afterAll, describe, expect, it } from 'vitest';
import { leafPaths } from './support/leaf-paths';
import { modelPaths, runPaths, type Coverage, type MachineModel } from './support/model';

const models = import.meta.glob<{ model: MachineModel<never> }>('./models/*.model.ts', { eager: true });
const results: { name: string; coverage: Coverage }[] = [];

describe.each(Object.values(models).map(({ model }) => [model.name, model] as const))('%s machine paths', (name, model) => {
  // The larger models walk thousands of paths: on a loaded machine that takes more than the default 5 s.
  it('reach every state and take every transition, holding the invariants at each step', { timeout: 60_000 }, () => {
    const paths = modelPaths(model);
    const coverage = { ...runPaths(model, leafPaths(paths)), paths: paths.length };
    results.push({ name, coverage });
    expect(coverage.missedStates).toEqual([]);
    expect(coverage.missedTransitions).toEqual([]);
    expect(coverage.paths).toBeGreaterThan(0);
  });
});

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
