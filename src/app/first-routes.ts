import { paths } from './paths.ts';

/** What a first visit to a path needs before it shows its page, for index.html to start at once. */
export interface FirstRoute {
  /**
   * The source modules of the route's lazy chunks, which the browser would otherwise find one after
   * another as each arrives and runs: index.html preloads their chunks, with what they import.
   */
  modules: readonly string[];
  /** The i18n key of the page's heading, painted by the HTML shell in the stored language. */
  title?: string;
}

const signedIn = ['src/app/routes/signed-in.routes.tsx', 'src/app/areas/dashboard.area.ts', 'src/i18n/es-areas.ts', 'src/actors/index.ts'];
const area = (name: string) => `src/app/areas/${name}.area.ts`;
const signedInPage = (name: string, title?: string): FirstRoute => ({ modules: [...signedIn, area(name)], ...(title ? { title } : {}) });

/**
 * The build writes this table into index.html (scripts/build/first-routes.ts), chosen by the path the page
 * was opened on. tests/views/first-routes.test.ts checks the paths against the route table, the modules
 * against the files and the titles against the texts.
 */
export const firstRoutes: Readonly<Record<string, FirstRoute>> = {
  [paths.login]: { modules: ['src/views/auth/LoginPage.tsx'] },
  [paths.welcome]: { modules: [area('welcome'), 'src/i18n/es-areas.ts'], title: 'pages.welcome.title' },
  [paths.teamPurchase]: { modules: ['src/app/routes/visitor-or-dashboard-layout.tsx', area('public'), area('team-purchase'), 'src/i18n/es-areas.ts', 'src/actors/index.ts'], title: 'teamPurchase.title' },
  // The catalogue's heading greets the buyer by name, which only the session knows.
  [paths.dashboard]: signedInPage('catalogue'),
  [paths.catalogue]: signedInPage('catalogue'),
  [paths.orders]: signedInPage('orders', 'orders.title'),
  [paths.invoices]: signedInPage('invoices', 'invoices.title'),
  [paths.addresses]: signedInPage('addresses', 'addresses.title'),
  [paths.cards]: signedInPage('cards', 'cards.title'),
  [paths.company]: signedInPage('company', 'company.title'),
  [paths.subscription]: signedInPage('club', 'club.title'),
  [paths.analytics]: signedInPage('analytics', 'analytics.title'),
  [paths.checkout]: signedInPage('checkout', 'checkout.title'),
  [paths.paymentSuccess]: signedInPage('payment'),
  [paths.paymentError]: signedInPage('payment'),
  [paths.paymentPending]: signedInPage('payment'),
  [paths.batchCart]: signedInPage('team-purchase', 'teamPurchase.cart.title'),
  [paths.teamPurchaseDone]: signedInPage('team-purchase', 'teamPurchase.done.title'),
};
