import { createCustomFocusIndicatorStyle, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

/**
 * Fluent's link look (its colours, hover and pressed underline, double-underline focus) on a plain
 * anchor: the login page needs nothing else of Fluent's Link, whose code would load before it.
 */
const useStyles = makeStyles({
  root: {
    color: tokens.colorBrandForegroundLink,
    cursor: 'pointer',
    fontFamily: tokens.fontFamilyBase,
    fontWeight: tokens.fontWeightRegular,
    textDecorationLine: 'none',
    textDecorationThickness: tokens.strokeWidthThin,
    ':hover': { textDecorationLine: 'underline', color: tokens.colorBrandForegroundLinkHover },
    ':active': { textDecorationLine: 'underline', color: tokens.colorBrandForegroundLinkPressed },
    ':focus-visible': { outlineStyle: 'none' },
  },
  focusIndicator: createCustomFocusIndicatorStyle({
    textDecorationColor: tokens.colorStrokeFocus2,
    textDecorationLine: 'underline',
    textDecorationStyle: 'double',
    outlineStyle: 'none',
  }),
});

interface AuthLinkProps {
  to: string;
  /** Handed to the next page without showing in the address (an e-mail, say). */
  state?: unknown;
  /** Optional so the link can be a component of a translated sentence (`<Trans>`). */
  children?: ReactNode;
}

/** A link that moves within the app without reloading it, and still opens in a new tab on request. */
export function AuthLink({ to, state, children }: AuthLinkProps) {
  const styles = useStyles();
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { state });
  return (
    <a className={mergeClasses(styles.root, styles.focusIndicator)} href={href} onClick={(event: MouseEvent<HTMLAnchorElement>) => follow(event)}>
      {children}
    </a>
  );
}
