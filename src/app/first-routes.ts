import { pages, type PageName } from './route-table.ts';

/** What a first visit to a path needs before it shows its page, for index.html to start at once. */
export interface FirstRoute {
  /**
   * The source modules of the route's lazy chunks, which the browser would otherwise find one after
   * another as each arrives and runs: index.html preloads their chunks, with what they import.
   */
  modules: readonly string[];
  /** The i18n key of the page's heading, painted by the HTML shell in the stored language. */
  title?: string;
  /**
   * The gateway reads the page makes first with the session's token, as the API client asks them: the
   * boot script starts them beside the module downloads when the tab holds an unexpired token, and the
   * client takes their answers (src/api/early-reads.ts).
   */
  reads?: readonly string[];
}

/**
 * Written out, not imported from the contract and the actors: the build's config reads this file, and
 * tests/views/first-routes.test.ts holds each URL to the endpoint, and the catalogue's to the query its
 * machine asks first.
 */
export const profileRead = '/api/user-profile';
export const catalogueReads = [profileRead, '/api/categories', '/api/products?sort=name_asc&limit=24'];
export const ordersRead = '/api/user-sales-orders';
export const invoicesRead = '/api/user/invoice-details';
export const orderGuideRead = '/api/order-guide';

const signedIn = ['src/app/routes/signed-in.routes.tsx', 'src/app/areas/dashboard.area.ts', 'src/i18n/es-areas.ts', 'src/actors/index.ts'];
const area = (name: string) => `src/app/areas/${name}.area.ts`;
const signedInPage = (name: string, title?: string, reads: readonly string[] = [profileRead]): FirstRoute => ({
  modules: [...signedIn, area(name)],
  reads,
  ...(title ? { title } : {}),
});

/**
 * What each page of the route table preloads and paints on a first visit, or null where it has nothing
 * (its chunks then load one after another). A page added to route-table.ts is a type error here until it
 * says which.
 */
const firstVisits: Readonly<Record<PageName, FirstRoute | null>> = {
  login: { modules: ['src/views/auth/LoginPage.tsx'] },
  register: null,
  verification: null,
  resetRequest: null,
  resetSent: null,
  resetConfirm: null,
  invitation: null,
  notFound: null,
  terms: null,
  faq: null,
  welcome: { modules: [area('welcome'), 'src/i18n/es-areas.ts'], title: 'pages.welcome.title' },
  teamPurchase: { modules: ['src/app/routes/visitor-or-dashboard-layout.tsx', area('public'), area('team-purchase'), 'src/i18n/es-areas.ts', 'src/actors/index.ts'], title: 'teamPurchase.title' },
  productDetail: null,
  publicCatalogue: null,
  // The catalogue's heading greets the buyer by name, which only the session knows.
  dashboard: signedInPage('catalogue', undefined, catalogueReads),
  catalogue: signedInPage('catalogue', undefined, catalogueReads),
  analytics: signedInPage('analytics', 'analytics.title'),
  subscription: signedInPage('club', 'club.title'),
  orders: signedInPage('orders', 'orders.title', [profileRead, ordersRead]),
  company: signedInPage('company', 'company.title'),
  invoices: signedInPage('invoices', 'invoices.title', [profileRead, invoicesRead]),
  addresses: signedInPage('addresses', 'addresses.title'),
  cards: signedInPage('cards', 'cards.title'),
  product: null,
  checkout: signedInPage('checkout', 'checkout.title'),
  paymentSuccess: signedInPage('payment'),
  paymentError: signedInPage('payment'),
  paymentPending: signedInPage('payment'),
  batchCart: signedInPage('team-purchase', 'teamPurchase.cart.title'),
  teamPurchaseDone: signedInPage('team-purchase', 'teamPurchase.done.title'),
  orderGuide: signedInPage('order-guide', 'orderGuide.title', [profileRead, orderGuideRead]),
  quickOrder: signedInPage('quick-order', 'quickOrder.title'),
  recurringOrders: signedInPage('recurring-orders', 'recurringOrders.title'),
  accountStatement: signedInPage('account-statement', 'accountStatement.title'),
  invoicePayment: signedInPage('invoice-payment', 'invoicePayment.title'),
  // Its heading says whose requests they are (an admin's to decide, a buyer's own), which only the session knows.
  orderApprovals: signedInPage('order-approvals'),
};

/**
 * The build writes this table into index.html (scripts/build/first-routes.ts), chosen by the path the page
 * was opened on. tests/views/first-routes.test.ts checks the paths against the route table, the modules
 * against the files and the titles against the texts.
 */
export const firstRoutes: Readonly<Record<string, FirstRoute>> = Object.fromEntries(
  pages.flatMap(([name, { path }]) => {
    const first = firstVisits[name];
    return first ? [[path, first]] : [];
  }),
);
