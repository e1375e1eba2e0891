import type { Theme } from '@fluentui/react-components';
import type { ThemeSettings } from '../../machines/rules/settings';

/**
 * The "bold" contrast: secondary text reads like primary text and borders stand out from the page
 * (at least 3:1, the WCAG minimum for component edges, which Fluent's default hairlines do not reach).
 */
export const boldNeutrals: Readonly<Record<ThemeSettings['themeMode'], Partial<Theme>>> = {
  light: {
    colorNeutralForeground2: '#242424',
    colorNeutralForeground3: '#424242',
    colorNeutralForeground4: '#525252',
    colorNeutralStroke1: '#757575',
    colorNeutralStroke1Hover: '#616161',
    colorNeutralStroke1Pressed: '#525252',
    colorNeutralStroke1Selected: '#616161',
    colorNeutralStroke2: '#8f8f8f',
    colorNeutralStroke3: '#b3b3b3',
    colorNeutralStrokeAccessible: '#242424',
    colorNeutralStrokeAccessibleHover: '#141414',
    colorNeutralStrokeAccessiblePressed: '#000000',
  },
  dark: {
    colorNeutralForeground2: '#ffffff',
    colorNeutralForeground3: '#d6d6d6',
    colorNeutralForeground4: '#c7c7c7',
    colorNeutralStroke1: '#9e9e9e',
    colorNeutralStroke1Hover: '#b3b3b3',
    colorNeutralStroke1Pressed: '#a3a3a3',
    colorNeutralStroke1Selected: '#adadad',
    colorNeutralStroke2: '#858585',
    colorNeutralStroke3: '#666666',
    colorNeutralStrokeAccessible: '#ffffff',
    colorNeutralStrokeAccessibleHover: '#ffffff',
    colorNeutralStrokeAccessiblePressed: '#e0e0e0',
  },
};
