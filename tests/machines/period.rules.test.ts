import { describe, expect, it } from 'vitest';
import { addToMonth, isValidPeriod, periodOf } from '../../machines/rules/period';

describe('analytics periods', () => {
  const today = '2026-01-15';
  it.each([
    ['last3', { from: '2025-11', to: '2026-01' }],
    ['last6', { from: '2025-08', to: '2026-01' }],
    ['last12', { from: '2025-02', to: '2026-01' }],
    ['thisYear', { from: '2026-01', to: '2026-01' }],
    ['lastYear', { from: '2025-01', to: '2025-12' }],
  ] as const)('%s ends with the current month (or last year) across a year boundary', (preset, period) => {
    expect(periodOf({ preset }, today)).toEqual(period);
  });

  it('takes a custom range as given, when the gateway would take it', () => {
    expect(periodOf({ preset: 'custom', from: '2024-03', to: '2024-05' }, today)).toEqual({ from: '2024-03', to: '2024-05' });
    expect(isValidPeriod({ from: '2024-03', to: '2024-05' }, today)).toBe(true);
    expect(isValidPeriod({ from: '2024-05', to: '2024-03' }, today)).toBe(false);
    expect(isValidPeriod({ from: '2025-12', to: '2026-02' }, today)).toBe(false);
    expect(isValidPeriod({ from: '2021-02', to: '2026-01' }, today)).toBe(true);
    expect(isValidPeriod({ from: '2021-01', to: '2026-01' }, today)).toBe(false);
    expect(isValidPeriod({ from: '2024-13', to: '2025-01' }, today)).toBe(false);
  });

  it('moves months across years both ways', () => {
    expect(addToMonth('2026-01', -1)).toBe('2025-12');
    expect(addToMonth('2025-12', 1)).toBe('2026-01');
    expect(addToMonth('2026-03', -26)).toBe('2024-01');
  });
});
