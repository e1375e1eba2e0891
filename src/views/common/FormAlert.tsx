import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { DiamondDismissFilled } from '@fluentui/react-icons/svg/diamond-dismiss';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalMNudge} ${tokens.spacingHorizontalM}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorStatusDangerBorder1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorStatusDangerBackground1,
    color: tokens.colorNeutralForeground1,
    ...typographyStyles.body1,
  },
  icon: { flexShrink: 0, fontSize: tokens.fontSizeBase500, color: tokens.colorStatusDangerForeground1 },
});

/**
 * The error above an auth form, announced as it appears. It looks like Fluent's error MessageBar (its
 * colours and icon) without that component, which would double the weight of the login page.
 */
export function FormAlert({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return (
    <div role="alert" className={styles.root}>
      <DiamondDismissFilled className={styles.icon} />
      <div>{children}</div>
    </div>
  );
}
