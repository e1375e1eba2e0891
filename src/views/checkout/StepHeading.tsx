import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import type { ReactNode, Ref } from 'react';

const useStyles = makeStyles({
  heading: {
    ...typographyStyles.title2,
    margin: 0,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, borderRadius: tokens.borderRadiusMedium },
  },
});

export const stepHeadingId = 'checkout-step-heading';

/** The current step's heading; focusable from script only, so it can take the focus when the step changes. */
export function StepHeading({ headingRef, children }: { headingRef: Ref<HTMLHeadingElement>; children: ReactNode }) {
  return (
    <h2 id={stepHeadingId} tabIndex={-1} ref={headingRef} className={useStyles().heading}>
      {children}
    </h2>
  );
}
