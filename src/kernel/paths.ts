/**
 * Every route of the portal (spec section 2), named once: the route table, the navigation, links and
 * the places machines send the buyer all read them from here. The spec's paths stay as they are.
 */
export const paths = {
  home: '/',
  login: '/auth/jwt/login',
  register: '/auth/jwt/register',
  verification: '/auth/jwt/registroValidacion',
  resetRequest: '/auth/jwt/reset/',
  resetConfirm: '/auth/jwt/resetValidacion/',
  resetSent: '/auth/jwt/envioCorreo/',
  /** The e-mailed invitation's link (`?token=`), as server/company/invitations.ts writes it. */
  invitation: '/auth/jwt/invitacion',

  dashboard: '/dashboard',
  catalogue: '/dashboard/two',
  analytics: '/dashboard/one',
  subscription: '/dashboard/suscripcion',
  orders: '/dashboard/three',
  company: '/dashboard/group',
  invoices: '/dashboard/group/five',
  addresses: '/dashboard/group/six',
  cards: '/dashboard/group/card',

  product: '/product',
  checkout: '/product/checkout',
  paymentSuccess: '/product/finalpago',
  paymentError: '/product/errorpago',
  paymentPending: '/product/pendiente',
  batchCart: '/product/carritolote',
  teamPurchaseDone: '/product/finalteampurchase',

  notFound: '/404',
  terms: '/terminos-y-condiciones',
  faq: '/faq',
  teamPurchase: '/teampurchase',
  productDetail: '/detalle',
  /** The catalogue as a visitor browses it, list prices only; a signed-in buyer is taken to theirs. */
  publicCatalogue: '/catalogo',
  welcome: '/bienvenida',
  orderGuide: '/dashboard/habituales',
  quickOrder: '/dashboard/pedido-rapido',
  recurringOrders: '/dashboard/pedidos-recurrentes',
  accountStatement: '/dashboard/estado-de-cuenta',
  /** Facturas' pay page; the gateway's return address names it too (contract/invoice-payment.ts). */
  invoicePayment: '/dashboard/group/five/pagar',
  /** The orders sent for approval (contract/order-approvals.ts names it for the e-mails' links). */
  orderApprovals: '/dashboard/aprobaciones',
} as const;

/** The login page, coming back to `returnTo` once signed in. */
export const loginPath = (returnTo: string) => `${paths.login}?returnTo=${encodeURIComponent(returnTo)}`;
