import { Spinner } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckout, type CheckoutActor } from '../../kernel/checkout-context';
import { SessionContext } from '../../kernel/session-context';
import { CheckoutView } from './CheckoutView';

const blocker = 'checkout';

/** A version reload waits while a cart is being checked out, so it never throws the checkout away. */
function useReloadBlock(checkout: CheckoutActor) {
  const session = SessionContext.useActorRef();
  const hasLines = useSelector(checkout, (s) => s.context.items.length > 0);
  useEffect(() => {
    if (!hasLines) return;
    session.send({ type: 'session.reloadBlocked', by: blocker });
    return () => session.send({ type: 'session.reloadAllowed', by: blocker });
  }, [session, hasLines]);
}

function ConnectedCheckout({ checkout }: { checkout: CheckoutActor }) {
  useReloadBlock(checkout);
  return <CheckoutView checkout={checkout} />;
}

/** /product/checkout: the signed-in buyer's checkout actor, the gateway's reads and real payments. */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const checkout = useCheckout();
  // The cart's machine arrives a moment after sign-in.
  if (!checkout) return <Spinner label={t('common.loading')} />;
  return <ConnectedCheckout checkout={checkout} />;
}
