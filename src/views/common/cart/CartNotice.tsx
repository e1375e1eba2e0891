import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Toast,
  Toaster,
  ToastTitle,
  ToastTrigger,
  useToastController,
  makeStyles,
  type MessageBarIntent,
} from '@fluentui/react-components';
import { useEffect, useId, useState } from 'react';
import { Dismiss16Regular } from '@fluentui/react-icons/svg/dismiss';
import { useTranslation } from 'react-i18next';
import { isAddedNotice, type CheckoutNotice, type CheckoutNoticeCode } from '../../../../machines/checkout.notices';
import type { CheckoutActor } from '../../../kernel/checkout-context';
import { noticeText } from './notice-text';
import { largeScreenQuery, layoutSizes, touchMedia } from '../layout.constants';
import { useMediaQuery } from '../useMediaQuery';
import { useLanguageTag } from '../useLanguageTag';

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

/** How long "Has agregado … al carrito" stays: read at a glance, gone before the next add. */
const addedToastMs = 4_000;
const toastOffset = layoutSizes.headerMobileHeight + 8;

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
  const toasterId = useId();
  const large = useMediaQuery(largeScreenQuery);
  const { dispatchToast } = useToastController(toasterId);
  const added = notice !== null && isAddedNotice(notice);
  // The toaster comes with the first toast: until then the page carries neither it nor the focus
  // management it brings. Mounted in the render that shows it, it listens before the effect dispatches.
  const [toasting, setToasting] = useState(false);
  if (added && !toasting) setToasting(true);

  useEffect(() => {
    if (!notice || !checkout || !isAddedNotice(notice)) return;
    dispatchToast(
      <Toast>
        <ToastTitle
          action={
            <ToastTrigger>
              <Button appearance="transparent" icon={<Dismiss16Regular />} aria-label={t('cart.notice.dismiss')} />
            </ToastTrigger>
          }
        >
          {noticeText(t, language, notice)}
        </ToastTitle>
      </Toast>,
      { intent: 'success', timeout: addedToastMs, politeness: 'polite' },
    );
    checkout.send({ type: 'cart.dismissNotice' });
  }, [notice, checkout, dispatchToast, t, language]);

  return (
    <>
      {/* On a phone below the header, clear of the buttons a thumb goes to next at the bottom edge; on a large
          screen at the start side, clear of the cart panel at the end whose "Ir a pagar" it would cover. */}
      {toasting && (
        <Toaster
          toasterId={toasterId}
          position={large ? 'bottom-start' : 'top-end'}
          offset={large ? undefined : { vertical: toastOffset }}
          pauseOnHover
          pauseOnWindowBlur
        />
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
