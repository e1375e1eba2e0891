import { Body1, Skeleton, SkeletonItem, Spinner, Title1, Title2 } from '@fluentui/react-components';
import { shallowEqual, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { invoicePaymentMachine, InvoicePaymentSnapshot } from '../../../machines/invoice-payment.machine';
import { describeFailure } from '../common/describe-failure';
import { PageMessage } from '../common/PageMessage';
import { usePageStyles } from '../common/page.styles';

export type InvoicePaymentActor = ActorRefFrom<typeof invoicePaymentMachine>;

const selectStatus = (s: InvoicePaymentSnapshot) => ({
  loading: s.matches('loading'),
  busy: s.hasTag('busy'),
  failure: s.context.failure,
  rows: s.context.rows,
});

/** The invoice-payment page drawn from its machine, whose effects the caller provides. */
export function InvoicePaymentView({ actor }: { actor: InvoicePaymentActor }) {
  const { t } = useTranslation();
  const page = usePageStyles();
  const { loading, busy, failure, rows } = useSelector(actor, selectStatus, shallowEqual);
  const firstLoad = loading && rows.length === 0;

  return (
    <section className={page.page} aria-labelledby="invoice-payment-title" aria-busy={busy}>
      <div className={page.header}>
        <div className={page.intro}>
          <Title1 as="h1" id="invoice-payment-title" className={page.title}>
            {t('invoicePayment.title')}
          </Title1>
          <Body1>{t('invoicePayment.subtitle')}</Body1>
        </div>
      </div>

      {failure && (
        <PageMessage intent="error" action={{ label: t('invoicePayment.retry'), onClick: () => actor.send({ type: 'invoicePayment.retry' }) }}>
          {t('invoicePayment.loadFailed')} {describeFailure(t, failure)}
        </PageMessage>
      )}
      {loading && !firstLoad && <Spinner size="tiny" labelPosition="after" label={t('invoicePayment.updating')} />}
      {firstLoad && (
        <Skeleton aria-label={t('invoicePayment.loading')}>
          <SkeletonItem />
          <SkeletonItem />
        </Skeleton>
      )}
      {!loading && !failure && rows.length === 0 && (
        <div className={page.empty}>
          <Title2 as="h2">{t('invoicePayment.empty')}</Title2>
        </div>
      )}
      {!firstLoad && !failure && rows.length > 0 && (
        // new:screen: the columns: a list of cards (page.grid) or the lists kit of src/views/common/lists.
        <ul className={page.grid}>
          {rows.map((row) => (
            <li key={row.id}>
              <Body1>{row.name}</Body1>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
