import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RequireSession } from '../../views/shell/RequireSession';
import { paths } from '../../kernel/paths';
import { lazyArea, page } from './page';
import { Permitted } from './permitted';

const dashboardArea = lazyArea(() => import('../areas/dashboard.area'), { effects: false });
const catalogueArea = lazyArea(() => import('../areas/catalogue.area'), { effects: true });
const ordersArea = lazyArea(() => import('../areas/orders.area'), { effects: true });
const invoicesArea = lazyArea(() => import('../areas/invoices.area'), { effects: true });
const addressesArea = lazyArea(() => import('../areas/addresses.area'), { effects: true });
const companyArea = lazyArea(() => import('../areas/company.area'), { effects: true });
const analyticsArea = lazyArea(() => import('../areas/analytics.area'), { effects: true });
const cardsArea = lazyArea(() => import('../areas/cards.area'), { effects: true });
const clubArea = lazyArea(() => import('../areas/club.area'), { effects: true });
const orderGuideArea = lazyArea(() => import('../areas/order-guide.area'), { effects: true });
const quickOrderArea = lazyArea(() => import('../areas/quick-order.area'), { effects: true });
const recurringOrdersArea = lazyArea(() => import('../areas/recurring-orders.area'), { effects: true });
const accountStatementArea = lazyArea(() => import('../areas/account-statement.area'), { effects: true });
const invoicePaymentArea = lazyArea(() => import('../areas/invoice-payment.area'), { effects: true });
const orderApprovalsArea = lazyArea(() => import('../areas/order-approvals.area'), { effects: true });

const DashboardLayout = lazy(() => dashboardArea().then((area) => ({ default: area.DashboardLayout })));
const CataloguePage = lazy(() => catalogueArea().then((area) => ({ default: area.CataloguePage })));
const OrdersPage = lazy(() => ordersArea().then((area) => ({ default: area.OrdersPage })));
const InvoicesPage = lazy(() => invoicesArea().then((area) => ({ default: area.InvoicesPage })));
const AddressesPage = lazy(() => addressesArea().then((area) => ({ default: area.AddressesPage })));
const CompanyPage = lazy(() => companyArea().then((area) => ({ default: area.CompanyPage })));
const AnalyticsPage = lazy(() => analyticsArea().then((area) => ({ default: area.AnalyticsPage })));
const CardsPage = lazy(() => cardsArea().then((area) => ({ default: area.CardsPage })));
const ClubPage = lazy(() => clubArea().then((area) => ({ default: area.ClubPage })));
const OrderGuidePage = lazy(() => orderGuideArea().then((area) => ({ default: area.OrderGuidePage })));
const QuickOrderPage = lazy(() => quickOrderArea().then((area) => ({ default: area.QuickOrderPage })));
const RecurringOrdersPage = lazy(() => recurringOrdersArea().then((area) => ({ default: area.RecurringOrdersPage })));
const AccountStatementPage = lazy(() => accountStatementArea().then((area) => ({ default: area.AccountStatementPage })));
const InvoicePaymentPage = lazy(() => invoicePaymentArea().then((area) => ({ default: area.InvoicePaymentPage })));
const OrderApprovalsPage = lazy(() => orderApprovalsArea().then((area) => ({ default: area.OrderApprovalsPage })));

/** /dashboard/*: the signed-in area with the side navigation. */
export const dashboardRoutes: RouteObject[] = [
  {
    path: paths.dashboard,
    element: <RequireSession>{page(<DashboardLayout />)}</RequireSession>,
    children: [
      { index: true, element: page(<CataloguePage />) },
      { path: paths.catalogue, element: page(<CataloguePage />) },
      { path: paths.analytics, element: <Permitted action="analytics.read">{page(<AnalyticsPage />)}</Permitted> },
      { path: paths.subscription, element: <Permitted action="club.manage">{page(<ClubPage />)}</Permitted> },
      { path: paths.orders, element: <Permitted action="orders.read">{page(<OrdersPage />)}</Permitted> },
      { path: paths.company, element: <Permitted action="company.read">{page(<CompanyPage />)}</Permitted> },
      { path: paths.invoices, element: <Permitted action="invoices.read">{page(<InvoicesPage />)}</Permitted> },
      { path: paths.addresses, element: <Permitted action="addresses.read">{page(<AddressesPage />)}</Permitted> },
      { path: paths.cards, element: <Permitted action="cards.manage">{page(<CardsPage />)}</Permitted> },
      { path: paths.orderGuide, element: <Permitted action="orderGuide.read">{page(<OrderGuidePage />)}</Permitted> },
      { path: paths.quickOrder, element: <Permitted action="quickOrder.use">{page(<QuickOrderPage />)}</Permitted> },
      { path: paths.recurringOrders, element: <Permitted action="recurringOrders.manage">{page(<RecurringOrdersPage />)}</Permitted> },
      { path: paths.accountStatement, element: <Permitted action="accountStatement.read">{page(<AccountStatementPage />)}</Permitted> },
      { path: paths.invoicePayment, element: <Permitted action="invoices.pay">{page(<InvoicePaymentPage />)}</Permitted> },
      { path: paths.orderApprovals, element: <Permitted action="purchase.place">{page(<OrderApprovalsPage />)}</Permitted> },
    ],
  },
];
