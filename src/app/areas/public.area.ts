/** The pages open to visitors and their two layouts, as one lazy chunk (see dashboard.area.ts). */
export { default as SimpleLayout } from '../../views/shell/SimpleLayout';
export { default as MainLayout } from '../../views/shell/MainLayout';
export { default as NotFoundPage } from '../../views/pages/NotFoundPage';
export { default as TermsPage } from '../../views/pages/TermsPage';
export { default as FaqPage } from '../../views/pages/FaqPage';
export { default as TeamPurchaseListRoute } from '../routes/team-purchase-list.route';
