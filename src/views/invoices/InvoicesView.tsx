import { Body1, Button, Title1, Title2, Title3 } from '@fluentui/react-components';
import { ArrowClockwise20Regular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { DebtBucket } from '../../../contract/analytics';
import type { CreditLine } from '../../../contract/lists';
import type { InvoiceDocument, InvoicesListEvent } from '../../../machines/invoices-list.machine';
import { debtQuery } from '../../kernel/drill-down-paths';
import { DebtChartSection } from './DebtChartSection';
import { describeFailure } from '../common/describe-failure';
import { PageMessage } from '../common/PageMessage';
import { RenderAfterCommit } from '../common/RenderAfterCommit';
import { InvoiceDownload } from './InvoiceDownload';
import { InvoiceFilterTabs } from './InvoiceFilterTabs';
import { InvoiceListControls } from './InvoiceListControls';
import { InvoicesSkeleton } from './InvoicesSkeleton';
import { InvoicesTable } from './InvoicesTable';
import { InvoiceTotals } from './InvoiceTotals';
import { PaySelected } from './PaySelected';
import { useInvoicesViewStyles } from './InvoicesView.styles';
import { useInvoicesList, type InvoicesListActor, type InvoicesListState } from './useInvoicesList';
import { useSettledOrWaited } from '../common/useSettledOrWaited';

/**
 * The invoices page drawn from an invoices-list actor: the container gives it one with the gateway's
 * effects, tests one with fakes; and the credit line, null until read or without one (`creditSettled`
 * once its read answered). `canPay`: the role pays invoices here (invoices.pay), so checked invoices can be
 * paid and paid ones show their receipt.
 */
export function InvoicesView({ actor, credit, creditSettled = true, canPay = false }: InvoicesViewProps) {
  const { t } = useTranslation();
  const styles = useInvoicesViewStyles();
  const state = useInvoicesList(actor);
  const { send } = state;
  const hasRows = state.rows.length > 0;
  // The credit line's card sits among the debt's: drawn in the same paint, it never pushes the chart and the list down.
  const creditShown = useSettledOrWaited(creditSettled, hasRows, creditWaitMs);

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <Title1 as="h1" className={styles.title}>
          {t('invoices.title')}
        </Title1>
        {/* Kept in place and focusable while a load or download runs, so neither the header nor the focus jumps. */}
        <Button icon={<ArrowClockwise20Regular />} disabledFocusable={!state.canReload} onClick={() => send({ type: 'list.reload' })}>
          {t('invoices.reload')}
        </Button>
      </div>
      {state.loadFailed && state.failure && (
        <PageMessage intent="error" action={{ label: t('invoices.retry'), onClick: () => send({ type: 'list.retry' }) }}>
          {describeFailure(t, state.failure)}
        </PageMessage>
      )}
      {state.debtBucket && <DebtFilterNote bucket={state.debtBucket} onClear={() => send({ type: 'invoices.allDebt' })} />}
      {hasRows && creditShown && <InvoicesContent state={state} credit={credit} canPay={canPay} />}
      {(hasRows ? !creditShown : state.loading) && <InvoicesSkeleton />}
      {!hasRows && !state.loading && state.ready && <NoInvoices />}
    </div>
  );
}

/** How long invoices that have arrived wait for the credit line's card, so both appear in one paint. */
const creditWaitMs = 1_000;

interface InvoicesViewProps {
  actor: InvoicesListActor;
  credit: CreditLine;
  creditSettled?: boolean;
  canPay?: boolean;
}

/** The ageing bucket the analytics page opened the list on, with the way back to every invoice. */
function DebtFilterNote({ bucket, onClear }: { bucket: DebtBucket; onClear: () => void }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const clear = () => {
    onClear();
    setParams((current) => {
      current.delete(debtQuery);
      return current;
    });
  };
  return (
    <PageMessage intent="info" action={{ label: t('invoices.debtFilter.clear'), onClick: clear }}>
      {t('invoices.debtFilter.only', { bucket: t(`invoices.debtFilter.buckets.${bucket}`) })}
    </PageMessage>
  );
}

function NoInvoices() {
  const { t } = useTranslation();
  const styles = useInvoicesViewStyles();
  return (
    <div className={styles.empty}>
      <Title2 as="h2">{t('invoices.empty.title')}</Title2>
      <Body1>{t('invoices.empty.body')}</Body1>
    </div>
  );
}

/** The message's retry after a row's PDF failed: the same invoice, for the same use. */
const documentRetry = ({ id, use }: InvoiceDocument): InvoicesListEvent => ({ type: 'invoices.document', id, use });

function InvoicesContent({ state, credit, canPay }: { state: InvoicesListState; credit: CreditLine; canPay: boolean }) {
  const { t } = useTranslation();
  const styles = useInvoicesViewStyles();
  const totalsId = useId();
  const { send } = state;
  // Load failures are shown above the page; these are the answers to "Descargar".
  const downloadFailure = state.loadFailed ? null : state.failure;
  return (
    <>
      <div className={styles.overview}>
        <section aria-labelledby={totalsId} className={styles.list}>
          <Title3 as="h2" id={totalsId} className={styles.sectionTitle}>
            {t('invoices.totals.title')}
          </Title3>
          <InvoiceTotals figures={state.figures} credit={credit} />
        </section>
        <DebtChartSection figures={state.figures} />
      </div>
      <RenderAfterCommit>
        <div className={styles.list}>
          <InvoiceFilterTabs filter={state.filter} counts={state.counts} send={send} />
          <div className={styles.controls}>
            <InvoiceListControls search={state.search} sort={state.sort} send={send} />
          </div>
          <InvoiceDownload
            selectedCount={state.selected.size}
            downloading={state.downloading}
            preparing={state.preparingDocument ? state.document : null}
            failure={downloadFailure}
            retry={state.downloadFailed ? { type: 'invoices.download' } : state.documentFailed && state.document ? documentRetry(state.document) : null}
            send={send}
          >
            {canPay && <PaySelected rows={state.rows} selected={state.selected} />}
          </InvoiceDownload>
          <InvoicesTable rows={state.visible} selected={state.selected} busy={state.downloading || state.preparingDocument} canPay={canPay} send={send} />
        </div>
      </RenderAfterCommit>
    </>
  );
}
