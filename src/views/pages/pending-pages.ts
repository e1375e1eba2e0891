/** Where an "en construcción" card leads: home, or the FAQ for the catalogue, which is home itself. */
export const pendingLinks = {
  home: { path: '/dashboard', label: 'pages.pending.back' },
  faq: { path: '/faq', label: 'pages.pending.toFaq' },
} as const;

/** Pages whose screens come with later work, each with the link its card offers. */
export const pendingPages = {
  catalogue: 'faq',
  analytics: 'home',
  subscription: 'home',
  orders: 'home',
  company: 'home',
  invoices: 'home',
  addresses: 'home',
  cards: 'home',
  products: 'home',
  checkout: 'home',
  paymentSuccess: 'home',
  paymentError: 'home',
  paymentPending: 'home',
  batchCart: 'home',
  teamPurchaseDone: 'home',
  teamPurchase: 'home',
  productDetail: 'home',
} as const satisfies Record<string, keyof typeof pendingLinks>;

export type PendingPage = keyof typeof pendingPages;
