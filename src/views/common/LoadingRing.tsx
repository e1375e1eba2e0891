import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  ring: {
    display: 'inline-block',
    flexShrink: 0,
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusCircular,
    ...shorthands.borderStyle('solid'),
    // The arc on top, the track around: longhands, so no border shorthand can paint over the arc.
    ...shorthands.borderColor(
      tokens.colorBrandStroke1,
      tokens.colorBrandStroke2Contrast,
      tokens.colorBrandStroke2Contrast,
      tokens.colorBrandStroke2Contrast,
    ),
    animationName: { from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } },
    animationDuration: '1s',
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
    '@media screen and (prefers-reduced-motion: reduce)': { animationDuration: '3s' },
    '@media screen and (forced-colors: active)': {
      forcedColorAdjust: 'none',
      ...shorthands.borderColor('Highlight', 'HighlightText', 'HighlightText', 'HighlightText'),
    },
  },
  tiny: { width: '20px', height: '20px', ...shorthands.borderWidth(tokens.strokeWidthThick) },
  medium: { width: '32px', height: '32px', ...shorthands.borderWidth(tokens.strokeWidthThicker) },
});

/**
 * A spinning ring in Fluent's brand stroke colours, drawn with one element and CSS: the login path shows
 * it while its page loads and while signing in, and Fluent's Spinner would weigh several times more.
 * Decorative: whoever shows it says in words what is going on.
 */
export function LoadingRing({ size }: { size: 'tiny' | 'medium' }) {
  const styles = useStyles();
  return <span aria-hidden className={mergeClasses(styles.ring, styles[size])} />;
}
