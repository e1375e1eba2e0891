import { Button, MessageBar, MessageBarActions, MessageBarBody, Skeleton, SkeletonItem } from '@fluentui/react-components';
import { ArrowClockwise20Regular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { useTranslation } from 'react-i18next';
import type { Failure } from '../../../machines/failure';
import { describeFailure } from '../common/describe-failure';
import { useCheckoutStyles } from './CheckoutView.styles';

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

/** A read of the checkout that failed, said in words, with a retry. */
export function ReadFailure({ failure, onRetry }: { failure: Failure; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{describeFailure(t, failure)}</MessageBarBody>
      <MessageBarActions>
        <Button icon={<ArrowClockwise20Regular />} onClick={onRetry}>
          {t('checkout.actions.retry')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
