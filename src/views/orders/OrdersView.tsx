import type { SalesOrderRow } from '../../../contract/lists';
import { Body1, Button, Text, Title1, Title2 } from '@fluentui/react-components';
import { ArrowClockwise20Regular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { lazy, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { describeFailure } from '../common/describe-failure';
import { PageMessage } from '../common/PageMessage';
import { RenderAfterCommit } from '../common/RenderAfterCommit';
import { ApprovalsNotice } from './ApprovalsNotice';
import { OrderListControls } from './OrderListControls';
import { parseId } from '../../../contract/params';
import { monthQuery } from '../../kernel/drill-down-paths';
import { orderQuery } from '../../kernel/drill-down-paths';
import { useLanguageTag } from '../common/useLanguageTag';
import { monthLabel } from '../common/month-label';
import { OrdersSkeleton } from './OrdersSkeleton';
import { OrdersTable } from './OrdersTable';
import { useOrdersViewStyles } from './OrdersView.styles';
import { useOrdersAddress } from './useOrdersAddress';
import { useOrdersList, type OrdersListActor, type OrdersListState } from './useOrdersList';
import { useOpenedOnce } from '../common/useOpenedOnce';

// An order's drawer comes with the first order opened (or an address that names one).
const OrderDetailDrawer = lazy(() => import('./OrderDetailDrawer').then((module) => ({ default: module.OrderDetailDrawer })));

interface OrdersViewProps {
  actor: OrdersListActor;
}

/**
 * The orders page drawn from an orders-list actor (the container's talks to the gateway, tests' to fakes).
 * The open order lives in the address (`?pedido=<id>`): opening a row adds it, closing removes it.
 */
export function OrdersView({ actor }: OrdersViewProps) {
  const { t } = useTranslation();
  const styles = useOrdersViewStyles();
  const state = useOrdersList(actor);
  const { send } = state;
  useOrdersAddress(actor);
  const [params, setParams] = useSearchParams();
  const openId = parseId(params.get(orderQuery));
  const detailOpened = useOpenedOnce(openId !== null);

  const open = useCallback(
    (row: SalesOrderRow) =>
      setParams((current) => {
        current.set(orderQuery, String(row.id));
        return current;
      }),
    [setParams],
  );
  const close = () =>
    setParams((current) => {
      current.delete(orderQuery);
      return current;
    });
  const allMonths = () => {
    send({ type: 'list.allMonths' });
    setParams((current) => {
      current.delete(monthQuery);
      return current;
    });
  };

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <Title1 as="h1" className={styles.title}>
          {t('orders.title')}
        </Title1>
        {state.ready && (
          <Button icon={<ArrowClockwise20Regular />} onClick={() => send({ type: 'list.reload' })}>
            {t('orders.reload')}
          </Button>
        )}
      </div>
      {state.failed && state.failure && (
        <PageMessage intent="error" action={{ label: t('orders.retry'), onClick: () => send({ type: 'list.retry' }) }}>
          {describeFailure(t, state.failure)}
        </PageMessage>
      )}
      {state.month && <MonthFilter month={state.month} onClear={allMonths} />}
      <ApprovalsNotice />
      {state.loadedCount > 0 ? (
        <OrdersList state={state} onOpen={open} />
      ) : state.loading ? (
        <OrdersSkeleton />
      ) : (
        state.ready && <NoOrders />
      )}
      {detailOpened && (
        <Suspense fallback={null}>
          <OrderDetailDrawer orderId={openId} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}

function OrdersList({ state, onOpen }: { state: OrdersListState; onOpen: (row: SalesOrderRow) => void }) {
  const { t } = useTranslation();
  const styles = useOrdersViewStyles();
  return (
    <div className={styles.list}>
      <OrderListControls
        search={state.search}
        product={state.product}
        searchingProduct={state.searchingProduct}
        days={state.days}
        sort={state.sort}
        send={state.send}
      />
      <Text role="status" className={styles.count}>
        {t('orders.count', { count: state.visible.length })}
      </Text>
      <RenderAfterCommit>
        <OrdersTable rows={state.visible} onOpen={onOpen} />
      </RenderAfterCommit>
    </div>
  );
}

/** The month the analytics page opened the list on, with the way back to every month. */
function MonthFilter({ month, onClear }: { month: string; onClear: () => void }) {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  return (
    <PageMessage intent="info" action={{ label: t('orders.month.clear'), onClick: onClear }}>
      {t('orders.month.only', { month: monthLabel(month, languageTag) })}
    </PageMessage>
  );
}

function NoOrders() {
  const { t } = useTranslation();
  const styles = useOrdersViewStyles();
  return (
    <div className={styles.empty}>
      <Title2 as="h2">{t('orders.empty.title')}</Title2>
      <Body1>{t('orders.empty.body')}</Body1>
    </div>
  );
}
