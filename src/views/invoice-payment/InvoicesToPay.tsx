import { Body1, Caption1 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../machines/rules/calendar';
import { formatClp } from '../../../machines/rules/money';
import type { InvoiceState } from '../../../contract/vocabulary';
import { invoiceStateKeys } from '../common/invoice-state-keys';
import { useRuledListStyles } from '../common/lists/ruledList.styles';
import { useInvoicePaymentStyles } from './invoicePayment.styles';

export interface InvoiceToPay {
  id: number;
  name: string;
  amount: number;
  /** The due date and state, when the page knows them (before paying, not on the outcome). */
  due?: { date: string; state: InvoiceState };
}

/** The invoices of one payment, each with what it settles, and their total. */
export function InvoicesToPay({ invoices, labelledBy }: { invoices: readonly InvoiceToPay[]; labelledBy: string }) {
  const { t } = useTranslation();
  const styles = useInvoicePaymentStyles();
  const ruled = useRuledListStyles();
  const total = invoices.reduce((sum, invoice) => sum + invoice.amount, 0);
  return (
    <>
      <ul className={ruled.list} aria-labelledby={labelledBy}>
        {invoices.map((invoice) => (
          <li key={invoice.id} className={ruled.row}>
            <span className={styles.invoice}>
              <Body1 className={styles.name}>
                <bdi>{invoice.name}</bdi>
              </Body1>
              {invoice.due && (
                <Caption1>
                  {t('invoicePayment.due', { date: formatDay(invoice.due.date), state: t(invoiceStateKeys[invoice.due.state]) })}
                </Caption1>
              )}
            </span>
            <Body1 className={ruled.amount}>
              <bdi>{formatClp(invoice.amount)}</bdi>
            </Body1>
          </li>
        ))}
      </ul>
      <div className={styles.total}>
        <span>{t('invoicePayment.total', { count: invoices.length })}</span>
        <bdi className={ruled.amount}>{formatClp(total)}</bdi>
      </div>
    </>
  );
}
