import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../kernel/paths';
import { lazyArea, page } from './page';

const publicArea = lazyArea(() => import('../areas/public.area'), { effects: false });
const welcomeArea = lazyArea(() => import('../areas/welcome.area'), { effects: false });
const catalogueArea = lazyArea(() => import('../areas/catalogue.area'), { effects: true });

const SimpleLayout = lazy(() => publicArea().then((area) => ({ default: area.SimpleLayout })));
const MainLayout = lazy(() => publicArea().then((area) => ({ default: area.MainLayout })));
const NotFoundPage = lazy(() => publicArea().then((area) => ({ default: area.NotFoundPage })));
const TermsPage = lazy(() => publicArea().then((area) => ({ default: area.TermsPage })));
const FaqPage = lazy(() => publicArea().then((area) => ({ default: area.FaqPage })));
const WelcomePage = lazy(() => welcomeArea().then((area) => ({ default: area.WelcomePage })));
const ProductDetailPage = lazy(() => catalogueArea().then((area) => ({ default: area.ProductDetailPage })));
const PublicCataloguePage = lazy(() => catalogueArea().then((area) => ({ default: area.PublicCataloguePage })));
const TeamPurchaseListRoute = lazy(() => publicArea().then((area) => ({ default: area.TeamPurchaseListRoute })));
const VisitorOrDashboardLayout = lazy(() => import('./visitor-or-dashboard-layout'));

/**
 * Pages open to visitors: the plain layout, the main layout, the product detail in whichever layout its
 * reader belongs to, and the welcome page on its own.
 */
export const publicRoutes: RouteObject[] = [
  {
    element: page(<SimpleLayout />),
    children: [
      { path: paths.notFound, element: <NotFoundPage /> },
      { path: paths.terms, element: <TermsPage /> },
    ],
  },
  {
    element: page(<MainLayout />),
    children: [
      { path: paths.faq, element: <FaqPage /> },
    ],
  },
  {
    element: page(<VisitorOrDashboardLayout />),
    children: [
      { path: paths.productDetail, element: page(<ProductDetailPage />) },
      { path: paths.publicCatalogue, element: page(<PublicCataloguePage />) },
      { path: paths.teamPurchase, element: <TeamPurchaseListRoute /> },
    ],
  },
  { path: paths.welcome, element: page(<WelcomePage />) },
];
