import { Body1, Button, MessageBar, MessageBarBody, Spinner, Title2 } from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons/svg/arrow-download';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoicePaymentStatus } from '../../../contract/invoice-payment';
import type { Failure } from '../../../machines/failure';
import type { InvoicePaymentEvent } from '../../../machines/invoice-payment.machine';
import { formatSantiagoDay } from '../../../machines/rules/calendar';
import { formatClp } from '../../../machines/rules/money';
import { describeFailure } from '../common/describe-failure';
import { OutcomeHeader } from '../common/OutcomeHeader';
import { OutcomeLinks } from '../common/OutcomeLinks';
import { useInvoicePaymentStyles } from './invoicePayment.styles';
import { InvoicesToPay } from './InvoicesToPay';

interface OutcomeProps {
  status: InvoicePaymentStatus;
  downloading: boolean;
  failure: Failure | null;
  send: (event: InvoicePaymentEvent) => void;
}

/** How the payment went, as the gateway says: approved with its receipt, declined with why, or pending. */
export function InvoicePaymentOutcome({ status, downloading, failure, send }: OutcomeProps) {
  const { t } = useTranslation();
  const styles = useInvoicePaymentStyles();
  const listId = useId();
  const facts = { count: status.invoices.length, total: formatClp(status.amount), method: status.method };
  return (
    <>
      {status.status === 'approved' && (
        <>
          <OutcomeHeader tone="success">{t('invoicePayment.approved.title')}</OutcomeHeader>
          <Body1>{t('invoicePayment.approved.body', { ...facts, date: status.paid_at ? formatSantiagoDay(status.paid_at) : '' })}</Body1>
        </>
      )}
      {status.status === 'rejected' && (
        <>
          <OutcomeHeader tone="danger">{t('invoicePayment.rejected.title')}</OutcomeHeader>
          {status.reason && (
            <MessageBar intent="error" layout="multiline">
              <MessageBarBody>{status.reason}</MessageBarBody>
            </MessageBar>
          )}
          <Body1>{t('invoicePayment.rejected.body', facts)}</Body1>
        </>
      )}
      {status.status === 'pending' && (
        <>
          <OutcomeHeader tone="waiting">{t('invoicePayment.pending.title')}</OutcomeHeader>
          <Body1>{t('invoicePayment.pending.body', facts)}</Body1>
        </>
      )}
      <Title2 as="h2" id={listId}>
        {t('invoicePayment.inPayment')}
      </Title2>
      <InvoicesToPay labelledBy={listId} invoices={status.invoices} />
      {failure && (
        <MessageBar intent="error" role="alert" layout="multiline">
          <MessageBarBody>{describeFailure(t, failure)}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        {status.status === 'approved' && (
          <Button appearance="primary" className={styles.action} icon={<ArrowDownload20Regular />} disabledFocusable={downloading} onClick={() => send({ type: 'invoicePayment.receipt' })}>
            {t('invoicePayment.approved.receipt')}
          </Button>
        )}
        {status.status === 'rejected' && (
          <Button appearance="primary" className={styles.action} onClick={() => send({ type: 'invoicePayment.payAgain' })}>
            {t('invoicePayment.rejected.again')}
          </Button>
        )}
        {status.status === 'pending' && (
          <Button appearance="primary" className={styles.action} onClick={() => send({ type: 'invoicePayment.check' })}>
            {t('invoicePayment.pending.check')}
          </Button>
        )}
        <div role="status" className={styles.status}>
          {downloading && <Spinner size="tiny" labelPosition="after" label={t('invoicePayment.approved.preparing')} />}
        </div>
      </div>
      <OutcomeLinks links={['invoices']} leads={false} />
    </>
  );
}
