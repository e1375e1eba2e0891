/** Sizes of spec section 9, in px. */
export const layoutSizes = {
  navVerticalWidth: 280,
  navMiniWidth: 88,
  headerMobileHeight: 64,
  headerDesktopHeight: 80,
  /** The desktop header's height once the page has scrolled past `scrollThreshold`. */
  headerDesktopOffset: 64,
  scrollThreshold: 80,
  contentMaxWidth: 1200,
  /** Stretch takes effect only on screens wider than this. */
  stretchFrom: 1600,
} as const;

/** Breakpoints of spec section 9 that the shell uses; the layout switches at lg. */
export const breakpoints = { sm: 600, md: 900, lg: 1200 } as const;

export const largeScreenQuery = `(min-width: ${breakpoints.lg}px)`;

/** A phone, or any screen worked by a finger, where a control a buyer presses grows to 44 px. */
export const touchMedia = `@media (max-width: ${breakpoints.sm - 1}px), (pointer: coarse)`;
/** A phone's width, as `matchMedia` reads it and as a style's media query. */
export const narrowScreenQuery = `(max-width: ${breakpoints.sm - 1}px)`;
export const narrowMedia = `@media ${narrowScreenQuery}`;

/** Spec section 9: 100 ms before showing; on touch, 700 ms press and 1500 ms before hiding. */
export const tooltipDelays = { enter: 100, touch: 700, touchLeave: 1500 } as const;

export const badgeMax = 99;
