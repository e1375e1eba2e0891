import { Button, MessageBar, MessageBarActions, MessageBarBody, makeStyles, type MessageBarIntent } from '@fluentui/react-components';
import { lazy, Suspense, useEffect } from 'react';
import { Dismiss16Regular } from '@fluentui/react-icons/svg/dismiss';
import { useTranslation } from 'react-i18next';
import { isAddedNotice, type CheckoutNotice, type CheckoutNoticeCode } from '../../../../machines/checkout.notices';
import type { CheckoutActor } from '../../../kernel/checkout-context';
import { noticeText } from './notice-text';
import { touchMedia } from '../layout.constants';
import { useLanguageTag } from '../useLanguageTag';
import { afterFirstPaint } from '../after-first-paint';
import { useOpenedOnce } from '../useOpenedOnce';

const useStyles = makeStyles({ undo: { [touchMedia]: { minHeight: '44px', minWidth: '44px' } } });

const intents: Record<CheckoutNoticeCode, MessageBarIntent> = {
  added: 'success',
  addedMany: 'success',
  cartReset: 'warning',
  cartEmpty: 'info',
  belowMinimum: 'warning',
  addressIncomplete: 'warning',
  paymentMethodMissing: 'warning',
  orderAwaitingPayment: 'warning',
  pricesUpdated: 'warning',
  paymentUnderWay: 'warning',
  approvalUnderWay: 'warning',
  storageFailed: 'error',
  quantityRounded: 'info',
  quantityRaised: 'info',
  quantityClamped: 'warning',
  lineRemoved: 'info',
};

interface CartNoticeProps {
  checkout: CheckoutActor | null;
  notice: CheckoutNotice | null;
}

const loadAddedToast = () => import('./AddedToast');
const AddedToast = lazy(loadAddedToast);

/**
 * The cart's latest word to the buyer, on the catalogue, the product and the checkout alike. "Has
 * agregado … al carrito" is a toast: it neither pushes the page down on every add nor outstays the
 * moment (a filter change), and the cart forgets it at once. Anything that asks for the buyer's
 * attention (a reset cart, the minimum order, a storage failure) stays above the page until dismissed.
 * The live region is always there, so a screen reader announces a notice the moment it appears.
 */
export function CartNotice({ checkout, notice }: CartNoticeProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const language = useLanguageTag();
  const added = notice !== null && isAddedNotice(notice);
  // The toaster comes with the first toast: until then the page carries neither it nor the focus
  // management it brings. Its code is fetched once the first paint is behind the page, so it is there.
  const toasting = useOpenedOnce(added);
  // A fetch that fails here is made again by the first toast.
  useEffect(() => void afterFirstPaint().then(loadAddedToast).catch(() => undefined), []);

  return (
    <>
      {toasting && (
        <Suspense fallback={null}>
          <AddedToast checkout={checkout} notice={notice} />
        </Suspense>
      )}
      <div role="status" aria-live="polite">
        {notice && checkout && !added && (
          <MessageBar intent={intents[notice.code]}>
            <MessageBarBody>{noticeText(t, language, notice)}</MessageBarBody>
            <MessageBarActions
              containerAction={
                <Button
                  appearance="transparent"
                  icon={<Dismiss16Regular />}
                  aria-label={t('cart.notice.dismiss')}
                  onClick={() => checkout.send({ type: 'cart.dismissNotice' })}
                />
              }
            >
              {notice.code === 'lineRemoved' && (
                <Button className={styles.undo} onClick={() => checkout.send({ type: 'cart.undoRemove' })}>
                  {t('cart.notice.undo')}
                </Button>
              )}
            </MessageBarActions>
          </MessageBar>
        )}
      </div>
    </>
  );
}
