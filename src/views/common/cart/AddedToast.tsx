import { Button, Toast, Toaster, ToastTitle, ToastTrigger, useToastController } from '@fluentui/react-components';
import { Dismiss16Regular } from '@fluentui/react-icons/svg/dismiss';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isAddedNotice, type CheckoutNotice } from '../../../../machines/checkout.notices';
import type { CheckoutActor } from '../../../kernel/checkout-context';
import { noticeText } from './notice-text';
import { largeScreenQuery, layoutSizes } from '../layout.constants';
import { useMediaQuery } from '../useMediaQuery';
import { useLanguageTag } from '../useLanguageTag';

/** How long "Has agregado … al carrito" stays: read at a glance, gone before the next add. */
const addedToastMs = 4_000;
const toastOffset = layoutSizes.headerMobileHeight + 8;

interface Props {
  checkout: CheckoutActor | null;
  notice: CheckoutNotice | null;
}

/**
 * "Has agregado … al carrito" as a toast, which the cart then forgets. Its toaster mounts in the same
 * commit as the effect that dispatches, and a child's effects run first, so it listens in time.
 */
export default function AddedToast({ checkout, notice }: Props) {
  const { t } = useTranslation();
  const language = useLanguageTag();
  const toasterId = useId();
  const large = useMediaQuery(largeScreenQuery);
  const { dispatchToast } = useToastController(toasterId);

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

  // On a phone below the header, clear of the buttons a thumb goes to next at the bottom edge; on a large
  // screen at the start side, clear of the cart panel at the end whose "Ir a pagar" it would cover.
  return (
    <Toaster
      toasterId={toasterId}
      position={large ? 'bottom-start' : 'top-end'}
      offset={large ? undefined : { vertical: toastOffset }}
      pauseOnHover
      pauseOnWindowBlur
    />
  );
}
