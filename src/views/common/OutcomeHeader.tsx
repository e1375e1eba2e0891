import { mergeClasses, Title1 } from '@fluentui/react-components';
import { CheckmarkCircle48Regular } from '@fluentui/react-icons/svg/checkmark-circle';
import { Clock48Regular } from '@fluentui/react-icons/svg/clock';
import { DismissCircle48Regular } from '@fluentui/react-icons/svg/dismiss-circle';
import { Warning48Regular } from '@fluentui/react-icons/svg/warning';
import type { ReactNode } from 'react';
import { usePaymentOutcomeStyles } from './paymentOutcome.styles';

const tones = {
  success: CheckmarkCircle48Regular,
  waiting: Clock48Regular,
  danger: DismissCircle48Regular,
  warning: Warning48Regular,
} as const;

/** The page's one h1, with an icon that repeats its tone for sighted buyers only. */
export function OutcomeHeader({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  const styles = usePaymentOutcomeStyles();
  const Icon = tones[tone];
  const toneClass = { success: styles.success, waiting: styles.warning, danger: styles.danger, warning: styles.warning }[tone];
  return (
    <div className={styles.header}>
      <Icon aria-hidden className={mergeClasses(styles.headerIcon, toneClass)} />
      <Title1 as="h1" className={styles.heading}>
        {children}
      </Title1>
    </div>
  );
}
