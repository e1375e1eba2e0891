import { Body1, Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons/svg/arrow-download';
import { Dismiss20Regular } from '@fluentui/react-icons/svg/dismiss';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceDocument, InvoicesListEvent } from '../../../machines/invoices-list.machine';
import type { Failure } from '../../../machines/failure';
import { describeFailure } from '../common/describe-failure';

const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  status: { minHeight: tokens.lineHeightBase300 },
});

interface InvoiceDownloadProps {
  selectedCount: number;
  downloading: boolean;
  /** The one invoice whose PDF a row asked for, while it is prepared. */
  preparing: InvoiceDocument | null;
  /** A refused or failed download: what the machine says about the last "Descargar", or a row's PDF. */
  failure: Failure | null;
  /** What the message's retry sends, when the failure can be retried. */
  retry: InvoicesListEvent | null;
  send: (event: InvoicesListEvent) => void;
  /** What else the checked invoices can be used for, beside "Descargar" (paying them). */
  children?: ReactNode;
}

/** How many invoices are checked, the button that merges them into facturas.pdf, and how that went, or a row's PDF. */
export function InvoiceDownload({ selectedCount, downloading, preparing, failure, retry, send, children }: InvoiceDownloadProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const download = () => send({ type: 'invoices.download' });
  return (
    <>
      <div className={styles.bar}>
        <Body1>{t('invoices.selection.count', { count: selectedCount })}</Body1>
        {selectedCount > 0 && (
          <Button appearance="subtle" icon={<Dismiss20Regular />} onClick={() => send({ type: 'invoices.clearSelection' })}>
            {t('invoices.selection.clear')}
          </Button>
        )}
        {/* Focusable while busy: the focus stays where the buyer clicked instead of falling to the page. */}
        <Button appearance="primary" icon={<ArrowDownload20Regular />} disabledFocusable={downloading || preparing !== null} onClick={download}>
          {t('invoices.download.action')}
        </Button>
        {children}
        <div role="status" className={styles.status}>
          {downloading && <Spinner size="tiny" labelPosition="after" label={t('invoices.download.preparing')} />}
          {preparing && <Spinner size="tiny" labelPosition="after" label={t('invoices.document.preparing', { name: preparing.name })} />}
        </div>
      </div>
      {failure && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{describeFailure(t, failure)}</MessageBarBody>
          {retry && (
            <MessageBarActions>
              <Button onClick={() => send(retry)}>{t('invoices.retry')}</Button>
            </MessageBarActions>
          )}
          {/* Too many checked (say, all 338 of a filter): the first ones one PDF takes, in the order shown. */}
          {failure.code === 'too_many_invoices' && (
            <MessageBarActions>
              <Button onClick={() => send({ type: 'invoices.downloadFirst' })}>
                {t('invoices.download.first', { count: Number(failure.params?.max) })}
              </Button>
            </MessageBarActions>
          )}
        </MessageBar>
      )}
    </>
  );
}
