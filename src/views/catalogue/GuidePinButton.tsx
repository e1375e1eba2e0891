import { Button, Link } from '@fluentui/react-components';
import { Pin20Filled, Pin20Regular } from '@fluentui/react-icons/svg/pin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { guidePinFormMachine } from '../../../machines/guide-pin-form.machine';
import { useEffects } from '../../kernel/effects';
import { paths } from '../../kernel/paths';
import { describeFailure } from '../common/describe-failure';
import { FormAlert } from '../common/FormAlert';
import { useAppLink } from '../common/useAppLink';
import { useFormMachine } from '../common/useFormMachine';
import { useProductDetailStyles } from './productDetail.styles';

/**
 * "Fijar en Mis habituales" on a product's page: the company's guide keeps the product for every buyer of
 * it, bought lately or not. Once pinned, the button says so and links to the guide.
 */
export function GuidePinButton({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const styles = useProductDetailStyles();
  const link = useAppLink();
  const [pinned, setPinned] = useState(false);
  const { actor, busy, failure } = useFormMachine(guidePinFormMachine, useEffects().guidePinForm, { recordId: productId }, { onSaved: () => setPinned(true), onClose: () => {} });
  return (
    <div className={styles.pin}>
      <Button
        className={styles.action}
        icon={pinned ? <Pin20Filled /> : <Pin20Regular />}
        disabled={busy || pinned}
        onClick={() => actor.send({ type: 'form.submit', draft: { choice: 'pinned' } })}
      >
        {t(pinned ? 'catalogue.detail.pinned' : 'catalogue.detail.pin')}
      </Button>
      {pinned && <Link {...link(paths.orderGuide)}>{t('catalogue.detail.openGuide')}</Link>}
      {failure && <FormAlert>{`${t('catalogue.detail.pinFailed')} ${describeFailure(t, failure)}`}</FormAlert>}
    </div>
  );
}
