/** Fluent's Tooltip as a module of its own: `TooltipAfterPaint` loads it, with its positioning, after the first paint. */
export { Tooltip as default } from '@fluentui/react-components';
