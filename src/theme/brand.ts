import type { BrandVariants } from '@fluentui/react-components';

/** Yellow-gold, the distributor's colour, as Fluent's 16-step brand ramp (dark to light). */
export const yellowGold: BrandVariants = {
  10: '#1f1503',
  20: '#2e2006',
  30: '#3d2a08',
  40: '#4d350a',
  50: '#5e400b',
  60: '#704c0c',
  70: '#83580c',
  80: '#96650c',
  90: '#aa720b',
  100: '#be800a',
  110: '#d28e08',
  120: '#e49d10',
  130: '#f0ae32',
  140: '#f6bf59',
  150: '#fad07f',
  160: '#fde1a6',
};
