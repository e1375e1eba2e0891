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
import { InvoiceStateBadge } from './InvoiceStateBadge';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
  paid: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
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
  send: (event: InvoicesListEvent) => void;
}

/** One invoice's own PDF from its row: "Ver" opens it in a new tab, "Descargar" saves it; each named with the invoice's number. */
export function InvoiceRowActions({ row, busy, send }: InvoiceRowActionsProps) {
  const { t } = useTranslation();
  const styles = useStyles();
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
    </div>
  );
}

/**
 * An invoice's state, and for one paid here (Facturas' "Pagar") the way to its payment and receipt, for
 * the roles that pay: beside its Pagado, so the PDF buttons keep their column.
 */
export function InvoiceStateWithReceipt({ row, canPay }: { row: InvoiceListRow; canPay: boolean }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const linkTo = useAppLink();
  if (!row.payment_id || !canPay) return <InvoiceStateBadge state={row.despensa_custom_state} />;
  return (
    <span className={styles.paid}>
      <InvoiceStateBadge state={row.despensa_custom_state} />
      <TooltipAfterPaint content={t('invoices.receipt', { name: row.name })} relationship="label">
        <Button
          as="a"
          className={styles.action}
          appearance="subtle"
          icon={<ReceiptMoney20Regular />}
          {...linkTo(`${paths.invoicePayment}?${invoicePaymentReturnParam}=${row.payment_id}`)}
        />
      </TooltipAfterPaint>
    </span>
  );
}
