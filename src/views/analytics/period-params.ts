import { periodPresets, type PeriodChoice } from '../../../machines/rules/period';

/**
 * The period lives in the address, so a link or a reload opens the same figures: `?periodo=last6`, or
 * `?desde=2026-01&hasta=2026-06` for a range of one's own. The machine checks what the address says.
 */
const presetQuery = 'periodo';
const fromQuery = 'desde';
const toQuery = 'hasta';

export function choiceOfParams(params: URLSearchParams): PeriodChoice | undefined {
  const from = params.get(fromQuery);
  const to = params.get(toQuery);
  if (from !== null && to !== null) return { preset: 'custom', from, to };
  const preset = periodPresets.find((value) => value === params.get(presetQuery));
  return preset ? { preset } : undefined;
}

/** `params` with the period of `choice` and nothing else of an earlier one. */
export function withChoice(params: URLSearchParams, choice: PeriodChoice): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [presetQuery, fromQuery, toQuery]) next.delete(key);
  if (choice.preset === 'custom') {
    next.set(fromQuery, choice.from);
    next.set(toQuery, choice.to);
  } else next.set(presetQuery, choice.preset);
  return next;
}
