import { Body1, Button, MessageBar, MessageBarBody, Radio, RadioGroup, Spinner, Title1, Title2 } from '@fluentui/react-components';
import { shallowEqual, useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { invoicePaymentMachine, InvoicePaymentSnapshot } from '../../../machines/invoice-payment.machine';
import { formatClp } from '../../../machines/rules/money';
import { describeFailure } from '../common/describe-failure';
import { PageMessage } from '../common/PageMessage';
import { OutcomeLinks } from '../common/OutcomeLinks';
import { InvoicePaymentOutcome } from './InvoicePaymentOutcome';
import { useInvoicePaymentStyles } from './invoicePayment.styles';
import { InvoicesToPay } from './InvoicesToPay';

export type InvoicePaymentActor = ActorRefFrom<typeof invoicePaymentMachine>;

const selectPage = (s: InvoicePaymentSnapshot) => ({
  step: s.value,
  busy: s.hasTag('busy'),
  failure: s.context.failure,
  choice: s.context.choice,
  methodId: s.context.methodId,
  status: s.context.status,
});

/** Facturas' pay page drawn from its machine: the choice and the card, then the outcome the gateway tells. */
export function InvoicePaymentView({ actor }: { actor: InvoicePaymentActor }) {
  const { t } = useTranslation();
  const styles = useInvoicePaymentStyles();
  const page = useSelector(actor, selectPage, shallowEqual);
  const { step, failure, status } = page;
  const send = actor.send;

  if (status && (step === 'approved' || step === 'rejected' || step === 'pending' || step === 'downloadingReceipt')) {
    return (
      <section className={styles.page} aria-busy={page.busy}>
        <InvoicePaymentOutcome status={status} downloading={step === 'downloadingReceipt'} failure={failure} send={send} />
      </section>
    );
  }
  return (
    <section className={styles.page} aria-labelledby="invoice-payment-title" aria-busy={page.busy}>
      <Title1 as="h1" id="invoice-payment-title">
        {t('invoicePayment.title')}
      </Title1>
      {(step === 'loading' || step === 'start') && <Spinner labelPosition="after" label={t('invoicePayment.loading')} />}
      {step === 'checking' && <Spinner labelPosition="after" label={t('invoicePayment.checking')} />}
      {step === 'redirecting' && <Spinner labelPosition="after" label={t('invoicePayment.redirecting')} />}
      {step === 'failed' && failure && (
        <PageMessage intent="error" action={{ label: t('invoicePayment.retry'), onClick: () => send({ type: 'invoicePayment.retry' }) }}>
          {t('invoicePayment.loadFailed')} {describeFailure(t, failure)}
        </PageMessage>
      )}
      {step === 'checkFailed' && failure && (
        <PageMessage intent="error" action={{ label: t('invoicePayment.retry'), onClick: () => send({ type: 'invoicePayment.retry' }) }}>
          {t('invoicePayment.checkFailed')} {describeFailure(t, failure)}
        </PageMessage>
      )}
      {step === 'nothingToPay' && <NothingToPay unavailable={page.choice?.unavailable ?? []} />}
      {(step === 'choosing' || step === 'paying') && <Choosing page={page} send={send} />}
    </section>
  );
}

function NothingToPay({ unavailable }: { unavailable: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <>
      <Title2 as="h2">{t('invoicePayment.nothing.title')}</Title2>
      <Body1>{unavailable.length > 0 ? t('invoicePayment.nothing.paid', { names: unavailable.join(', ') }) : t('invoicePayment.nothing.none')}</Body1>
      <OutcomeLinks links={['invoices']} />
    </>
  );
}

type Page = ReturnType<typeof selectPage>;

/** The invoices, their total, the card that pays them and "Pagar"; a refusal is said above the button. */
function Choosing({ page, send }: { page: Page; send: InvoicePaymentActor['send'] }) {
  const { t } = useTranslation();
  const styles = useInvoicePaymentStyles();
  const listId = useId();
  const methodsId = useId();
  const choice = page.choice;
  if (!choice) return null;
  const paying = page.step === 'paying';
  const total = choice.invoices.reduce((sum, invoice) => sum + invoice.total_due, 0);
  return (
    <>
      {choice.unavailable.length > 0 && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{t('invoicePayment.leftOut', { names: choice.unavailable.join(', ') })}</MessageBarBody>
        </MessageBar>
      )}
      <Title2 as="h2" id={listId}>
        {t('invoicePayment.chosen')}
      </Title2>
      <InvoicesToPay
        labelledBy={listId}
        invoices={choice.invoices.map((invoice) => ({
          id: invoice.id,
          name: invoice.name,
          amount: invoice.total_due,
          due: { date: invoice.invoice_date_due, state: invoice.despensa_custom_state },
        }))}
      />
      <Title2 as="h2" id={methodsId}>
        {t('invoicePayment.method')}
      </Title2>
      <RadioGroup aria-labelledby={methodsId} value={String(page.methodId ?? '')} onChange={(_, data) => send({ type: 'invoicePayment.method', id: Number(data.value) })}>
        {choice.methods.map((method) => {
          const expired = method.card?.state === 'expired';
          // A card typed on the provider's page has no name of its own: it is said in the page's language.
          const name = method.code === 'card' ? t('invoicePayment.typedCard') : method.name;
          return (
            <Radio
              key={method.id}
              value={String(method.id)}
              disabled={expired || paying}
              label={expired ? t('invoicePayment.expired', { name }) : name}
            />
          );
        })}
      </RadioGroup>
      {page.failure && (
        <MessageBar intent="error" role="alert" layout="multiline">
          <MessageBarBody>{describeFailure(t, page.failure)}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        {/* Focusable while paying, so the focus stays on the button the payer pressed. */}
        <Button appearance="primary" className={styles.action} disabledFocusable={paying} onClick={() => send({ type: 'invoicePayment.pay' })}>
          {t('invoicePayment.pay', { total: formatClp(total) })}
        </Button>
        <div role="status" className={styles.status}>
          {paying && <Spinner size="tiny" labelPosition="after" label={t('invoicePayment.paying')} />}
        </div>
      </div>
      <Body1>{t('invoicePayment.note')}</Body1>
    </>
  );
}
