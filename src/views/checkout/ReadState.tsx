import { Button, MessageBar, MessageBarActions, MessageBarBody, Skeleton, SkeletonItem } from '@fluentui/react-components';
import { ArrowClockwise20Regular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { useTranslation } from 'react-i18next';
import type { UserFacingError } from '../../../machines/session.machine';
import { failureText } from '../shell/failure-text';
import { useCheckoutStyles } from './CheckoutView.styles';

/** Reads whose failure the checkout words itself; any other failure was worded by the gateway. */
export const unavailableCode = 'checkout_read_unavailable';

export function ReadSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  const styles = useCheckoutStyles();
  return (
    <Skeleton aria-label={label} aria-busy className={styles.skeleton}>
      {Array.from({ length: rows }, (_, row) => (
        <SkeletonItem key={row} size={24} />
      ))}
    </Skeleton>
  );
}

interface ReadFailureProps {
  failure: UserFacingError;
  /** What to say when the checkout's own wording applies. */
  unavailable: string;
  onRetry: () => void;
}

export function ReadFailure({ failure, unavailable, onRetry }: ReadFailureProps) {
  const { t } = useTranslation();
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{failure.code === unavailableCode ? unavailable : failureText(t, failure)}</MessageBarBody>
      <MessageBarActions>
        <Button icon={<ArrowClockwise20Regular />} onClick={onRetry}>
          {t('checkout.actions.retry')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
