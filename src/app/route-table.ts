import { paths } from '../kernel/paths.ts';

/** Whether a page opens to anyone (the top table) or only to a signed-in buyer (the signed-in table). */
export type Access = 'visitor' | 'signedIn';

export interface Page {
  /** The route's path as the table matches it: `paths.ts`, with a parameter where the page takes one. */
  readonly path: string;
  readonly access: Access;
}

/**
 * Every page of the route table (routes/), as plain data Node reads too, in the order the sweep opens
 * them. Derived from it: the addresses the e2e sweep and axe open (tests/e2e/support/routes.ts), the
 * shell's route test, and first-routes.ts, which must say what each page preloads (a type error until it
 * does). The app does not import this module, so the login path carries no second copy of the table;
 * tests/views/route-table.test.ts fails when it and routes/ differ.
 */
const pageTable = {
  login: { path: paths.login, access: 'visitor' },
  register: { path: paths.register, access: 'visitor' },
  verification: { path: paths.verification, access: 'visitor' },
  resetRequest: { path: paths.resetRequest, access: 'visitor' },
  resetSent: { path: paths.resetSent, access: 'visitor' },
  resetConfirm: { path: `${paths.resetConfirm}:token?`, access: 'visitor' },
  invitation: { path: paths.invitation, access: 'visitor' },
  notFound: { path: paths.notFound, access: 'visitor' },
  terms: { path: paths.terms, access: 'visitor' },
  faq: { path: paths.faq, access: 'visitor' },
  welcome: { path: paths.welcome, access: 'visitor' },
  teamPurchase: { path: paths.teamPurchase, access: 'visitor' },
  productDetail: { path: paths.productDetail, access: 'visitor' },
  publicCatalogue: { path: paths.publicCatalogue, access: 'visitor' },

  dashboard: { path: paths.dashboard, access: 'signedIn' },
  catalogue: { path: paths.catalogue, access: 'signedIn' },
  analytics: { path: paths.analytics, access: 'signedIn' },
  subscription: { path: paths.subscription, access: 'signedIn' },
  orders: { path: paths.orders, access: 'signedIn' },
  company: { path: paths.company, access: 'signedIn' },
  invoices: { path: paths.invoices, access: 'signedIn' },
  addresses: { path: paths.addresses, access: 'signedIn' },
  cards: { path: paths.cards, access: 'signedIn' },
  product: { path: paths.product, access: 'signedIn' },
  checkout: { path: paths.checkout, access: 'signedIn' },
  paymentSuccess: { path: paths.paymentSuccess, access: 'signedIn' },
  paymentError: { path: paths.paymentError, access: 'signedIn' },
  paymentPending: { path: paths.paymentPending, access: 'signedIn' },
  batchCart: { path: paths.batchCart, access: 'signedIn' },
  teamPurchaseDone: { path: paths.teamPurchaseDone, access: 'signedIn' },
  orderGuide: { path: paths.orderGuide, access: 'signedIn' },
  quickOrder: { path: paths.quickOrder, access: 'signedIn' },
  recurringOrders: { path: paths.recurringOrders, access: 'signedIn' },
  accountStatement: { path: paths.accountStatement, access: 'signedIn' },
  invoicePayment: { path: paths.invoicePayment, access: 'signedIn' },
  orderApprovals: { path: paths.orderApprovals, access: 'signedIn' },
} as const satisfies Readonly<Record<string, Page>>;

export type PageName = keyof typeof pageTable;

/** The pages open to `access`. */
export type PageFor<A extends Access> = { [N in PageName]: (typeof pageTable)[N]['access'] extends A ? N : never }[PageName];

/** Every page with its name, in the table's order. */
export const pages = Object.entries(pageTable) as [PageName, Page][];

/** The pages open to `access`, in the table's order. */
export const pagesFor = <A extends Access>(access: A) => pages.filter((entry): entry is [PageFor<A>, Page] => entry[1].access === access);
