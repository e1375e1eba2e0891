import { paths } from './paths.ts';

const signedIn = ['src/app/routes/signed-in.routes.tsx', 'src/app/areas/dashboard.area.ts', 'src/i18n/es-areas.ts', 'src/actors/index.ts'];
const area = (name: string) => `src/app/areas/${name}.area.ts`;
const publicPage = [area('public'), 'src/i18n/es-areas.ts'];

/**
 * The source modules a first visit to each path waits for before it shows its page: the route's lazy
 * chunks, which the browser would otherwise find one after another as each arrives and runs. The build
 * writes their chunks, with what they import, as <link rel="modulepreload"> chosen by the path from
 * index.html (scripts/build/route-preloads.ts). tests/views/first-route-modules.test.ts checks the paths
 * against the route table and the modules against the files.
 */
export const firstRouteModules: Readonly<Record<string, readonly string[]>> = {
  [paths.login]: ['src/views/auth/LoginPage.tsx'],
  [paths.welcome]: publicPage,
  [paths.teamPurchase]: publicPage,
  [paths.dashboard]: [...signedIn, area('catalogue')],
  [paths.catalogue]: [...signedIn, area('catalogue')],
  [paths.orders]: [...signedIn, area('orders')],
  [paths.invoices]: [...signedIn, area('invoices')],
  [paths.addresses]: [...signedIn, area('addresses')],
  [paths.cards]: [...signedIn, area('cards')],
  [paths.company]: [...signedIn, area('company')],
  [paths.subscription]: [...signedIn, area('club')],
  [paths.analytics]: [...signedIn, area('analytics')],
  [paths.checkout]: [...signedIn, area('checkout')],
  [paths.paymentSuccess]: [...signedIn, area('payment')],
  [paths.paymentError]: [...signedIn, area('payment')],
  [paths.paymentPending]: [...signedIn, area('payment')],
};
