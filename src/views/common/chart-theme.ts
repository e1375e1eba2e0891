import { tokens } from '@fluentui/react-components';

/**
 * nivo's theme in Fluent's CSS variables, which follow the light, dark and bold themes without a
 * re-render; the charts draw without animation, so nivo never has to interpolate a variable.
 */
export const chartTheme = {
  text: { fill: tokens.colorNeutralForeground2, fontFamily: tokens.fontFamilyBase, fontSize: 12 },
  axis: {
    domain: { line: { stroke: tokens.colorNeutralStroke1, strokeWidth: 1 } },
    ticks: { line: { stroke: tokens.colorNeutralStroke1 }, text: { fill: tokens.colorNeutralForeground2 } },
  },
  grid: { line: { stroke: tokens.colorNeutralStroke2 } },
  tooltip: {
    container: {
      background: tokens.colorNeutralBackground1,
      color: tokens.colorNeutralForeground1,
      fontFamily: tokens.fontFamilyBase,
      fontSize: 12,
      borderRadius: tokens.borderRadiusMedium,
      boxShadow: tokens.shadow8,
    },
  },
};
