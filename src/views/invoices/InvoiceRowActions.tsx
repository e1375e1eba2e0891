import type { InvoiceListRow } from '../../../contract/lists';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons/svg/arrow-download';
import { Open20Regular } from '@fluentui/react-icons/svg/open';
import { ReceiptMoney20Regular } from '@fluentui/react-icons/svg/receipt-money';
import { useTranslation } from 'react-i18next';
import { TooltipAfterPaint } from '../common/TooltipAfterPaint';
import type { InvoicesListEvent } from '../../../machines/invoices-list.machine';
import { touchMedia } from '../common/layout.constants';
import { invoicePaymentReturnParam } from '../../../contract/invoice-payment';
import { paths } from '../../kernel/paths';
import { useAppLink } from '../common/useAppLink';

const useStyles = makeStyles({
  // An invoice paid here has a third button, its receipt: it wraps under the others rather than widen the column.
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  action: { [touchMedia]: { minWidth: '44px', minHeight: '44px' } },
});

const documentUses = [
  { use: 'view', label: 'invoices.document.viewOne', icon: <Open20Regular /> },
  { use: 'download', label: 'invoices.document.downloadOne', icon: <ArrowDownload20Regular /> },
] as const;

interface InvoiceRowActionsProps {
  row: InvoiceListRow;
  /** A PDF is being prepared: the buttons stay focusable, so the focus does not fall to the page. */
  busy: boolean;
  /** The role pays invoices, so an invoice paid here links to its payment and receipt. */
  canPay: boolean;
  send: (event: InvoicesListEvent) => void;
}

/**
 * One invoice's own PDF from its row: "Ver" opens it in a new tab, "Descargar" saves it; each named with
 * the invoice's number. An invoice paid here also opens its payment, with the receipt to download.
 */
export function InvoiceRowActions({ row, busy, canPay, send }: InvoiceRowActionsProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const linkTo = useAppLink();
  return (
    <div className={styles.actions}>
      {documentUses.map(({ use, label, icon }) => (
        <TooltipAfterPaint key={use} content={t(label, { name: row.name })} relationship="label">
          <Button
            className={styles.action}
            appearance="subtle"
            icon={icon}
            disabledFocusable={busy}
            onClick={() => send({ type: 'invoices.document', id: row.id, use })}
          />
        </TooltipAfterPaint>
      ))}
      {row.payment_id && canPay && (
        <TooltipAfterPaint content={t('invoices.receipt', { name: row.name })} relationship="label">
          <Button
            as="a"
            className={styles.action}
            appearance="subtle"
            icon={<ReceiptMoney20Regular />}
            {...linkTo(`${paths.invoicePayment}?${invoicePaymentReturnParam}=${row.payment_id}`)}
          />
        </TooltipAfterPaint>
      )}
    </div>
  );
}
