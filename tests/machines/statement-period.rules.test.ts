import { describe, expect, it } from 'vitest';
import { isStatementPeriod, presetOf, presetPeriod, statementPresets } from '../../machines/rules/statement-period';

describe('the account statement’s quick periods', () => {
  it('reads this month, the month before, the last 90 days and this year on the day given', () => {
    expect(statementPresets.map((preset) => presetPeriod(preset, '2026-11-25'))).toEqual([
      { from: '2026-11-01', to: '2026-11-25' },
      { from: '2026-10-01', to: '2026-10-31' },
      { from: '2026-08-28', to: '2026-11-25' },
      { from: '2026-01-01', to: '2026-11-25' },
    ]);
  });

  it('ends the month before on its last day, in a leap year and across a new year', () => {
    expect(presetPeriod('lastMonth', '2028-03-31')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(presetPeriod('lastMonth', '2026-03-01')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetPeriod('lastMonth', '2027-01-15')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('gives periods the gateway takes on every day of a leap year', () => {
    for (let day = Date.UTC(2028, 0, 1); day <= Date.UTC(2028, 11, 31); day += 86_400_000) {
      const today = new Date(day).toISOString().slice(0, 10);
      for (const preset of statementPresets) expect(isStatementPeriod(presetPeriod(preset, today), today), `${preset} on ${today}`).toBe(true);
    }
  });

  it('names the preset a period is, and none for days of one’s own', () => {
    expect(presetOf({ from: '2026-10-01', to: '2026-10-31' }, '2026-11-25')).toBe('lastMonth');
    expect(presetOf({ from: '2026-10-01', to: '2026-10-30' }, '2026-11-25')).toBeNull();
  });

  it('refuses what the gateway refuses: days that are not, out of order, more than 366 apart, after today', () => {
    const today = '2026-11-25';
    expect(isStatementPeriod({ from: '2026-02-29', to: '2026-03-01' }, today)).toBe(false);
    expect(isStatementPeriod({ from: '', to: today }, today)).toBe(false);
    expect(isStatementPeriod({ from: '2026-11-02', to: '2026-11-01' }, today)).toBe(false);
    expect(isStatementPeriod({ from: '2025-11-25', to: today }, today)).toBe(true);
    expect(isStatementPeriod({ from: '2025-11-24', to: today }, today)).toBe(false);
    expect(isStatementPeriod({ from: '2026-11-01', to: '2026-11-26' }, today)).toBe(false);
  });
});
