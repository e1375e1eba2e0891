import { Button } from '@fluentui/react-components';
import { Payment20Regular } from '@fluentui/react-icons/svg/payment';
import { useTranslation } from 'react-i18next';
import type { InvoiceListRow } from '../../../contract/lists';
import { invoicePaymentLink } from '../../kernel/invoice-payment-link';
import { useAppLink } from '../common/useAppLink';
import { useInvoicesViewStyles } from './InvoicesView.styles';

/** The checked invoices still owed, in the list's order: what "Pagar seleccionadas" takes to the pay page. */
export const owedOf = (rows: readonly InvoiceListRow[], selected: ReadonlySet<number>) =>
  rows.filter((row) => selected.has(row.id) && row.total_due > 0 && row.payment_id === undefined).map((row) => row.id);

/** "Pagar seleccionadas": a link to the pay page, offered once a checked invoice is owed. */
export function PaySelected({ rows, selected }: { rows: readonly InvoiceListRow[]; selected: ReadonlySet<number> }) {
  const { t } = useTranslation();
  const styles = useInvoicesViewStyles();
  const linkTo = useAppLink();
  const owed = owedOf(rows, selected);
  if (owed.length === 0) return null;
  return (
    <Button as="a" appearance="secondary" className={styles.payAction} icon={<Payment20Regular />} {...linkTo(invoicePaymentLink(owed))}>
      {t('invoices.pay.action')} ({owed.length})
    </Button>
  );
}
