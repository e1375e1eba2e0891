import { describe, expect, it } from 'vitest';
import { modelPaths, runPaths, type MachineModel } from './support/model';

const models = import.meta.glob<{ model: MachineModel<never> }>('./models/*.model.ts', { eager: true });

describe.each(Object.values(models).map(({ model }) => [model.name, model] as const))('%s machine paths', (_, model) => {
  it('reach every state and take every transition, holding the invariants at each step', () => {
    const coverage = runPaths(model, modelPaths(model));
    expect(coverage.missedStates).toEqual([]);
    expect(coverage.missedTransitions).toEqual([]);
    expect(coverage.paths).toBeGreaterThan(0);
  });
});
