import { tooltipDelays } from '../common/layout.constants';
import { useMediaQuery } from '../common/useMediaQuery';

/**
 * Fluent's Tooltip knows one show and one hide delay; on a device whose main pointer cannot hover, the
 * spec's touch delays apply (a 700 ms press, 1500 ms before hiding), else 100 ms on hover.
 */
export function useTooltipDelays(): { showDelay: number; hideDelay?: number } {
  const touch = useMediaQuery('(hover: none)');
  return touch ? { showDelay: tooltipDelays.touch, hideDelay: tooltipDelays.touchLeave } : { showDelay: tooltipDelays.enter };
}
