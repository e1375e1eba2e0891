import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { layoutSizes, largeScreenQuery } from '../common/layout.constants';
import { useMediaQuery } from '../common/useMediaQuery';
import { useScrolledPast } from './useScrolledPast';

const useStyles = makeStyles({
  root: {
    position: 'sticky',
    top: 0,
    zIndex: 10,
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingInline: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid transparent`,
    transitionProperty: 'height, margin-bottom, background-color, border-color',
    transitionDuration: tokens.durationNormal,
    '@media (prefers-reduced-motion: reduce)': { transitionDuration: '0s' },
  },
  mobile: { height: `${layoutSizes.headerMobileHeight}px` },
  desktop: { height: `${layoutSizes.headerDesktopHeight}px`, marginBottom: 0, paddingInline: tokens.spacingHorizontalXXL },
  // The margin keeps the 80 px the header takes in the page: if the page got shorter as the header
  // shrinks, a page barely taller than the window would scroll back above the threshold, grow the header
  // again, and flicker between the two forever.
  desktopScrolled: {
    height: `${layoutSizes.headerDesktopOffset}px`,
    marginBottom: `${layoutSizes.headerDesktopHeight - layoutSizes.headerDesktopOffset}px`,
    paddingInline: tokens.spacingHorizontalXXL,
  },
  // The translucent background lets the page show through the blur; an opaque one covers it where blur is unsupported.
  scrolled: {
    backgroundColor: tokens.colorNeutralBackgroundAlpha2,
    backdropFilter: 'blur(6px)',
    borderBottomColor: tokens.colorNeutralStroke2,
    '@supports not (backdrop-filter: blur(6px))': { backgroundColor: tokens.colorNeutralBackground1 },
  },
  start: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  end: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, marginInlineStart: 'auto' },
});

/**
 * The sticky header: 64 px on small screens, 80 px on large ones, shrinking to 64 px with a border and
 * a blur once the page has scrolled past 80 px (spec section 9).
 */
export function HeaderBar({ start, end }: { start?: ReactNode; end: ReactNode }) {
  const styles = useStyles();
  const large = useMediaQuery(largeScreenQuery);
  const scrolled = useScrolledPast(layoutSizes.scrollThreshold);
  const size = !large ? styles.mobile : scrolled ? styles.desktopScrolled : styles.desktop;
  return (
    <header className={mergeClasses(styles.root, size, scrolled && styles.scrolled)}>
      <div className={styles.start}>{start}</div>
      <div className={styles.end}>{end}</div>
    </header>
  );
}
