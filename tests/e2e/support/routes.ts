/** Every route of the route table a visitor reaches, with the query a page needs to show itself. */
export const publicRoutes = [
  '/auth/jwt/login',
  '/auth/jwt/register',
  '/auth/jwt/registroValidacion',
  '/auth/jwt/reset/',
  '/auth/jwt/envioCorreo/',
  '/auth/jwt/resetValidacion/',
  '/auth/jwt/resetValidacion/token-de-prueba',
  '/auth/jwt/invitacion?token=token-de-prueba-de-una-invitacion',
  '/404',
  '/terminos-y-condiciones',
  '/faq',
  '/bienvenida',
  '/teampurchase',
  '/detalle',
];

/** Every route that needs a session, as demo (admin) opens it. */
export const signedInRoutes = [
  '/dashboard',
  '/dashboard/two',
  '/dashboard/one',
  '/dashboard/suscripcion',
  '/dashboard/three',
  '/dashboard/group',
  '/dashboard/group/five',
  '/dashboard/group/six',
  '/dashboard/group/card',
  '/product',
  '/product/checkout',
  '/product/finalpago',
  '/product/errorpago',
  '/product/pendiente',
  // The seed's campaigns: the palta batch's cart, and the rice batch the demo company took part in, closed
  // filled (the confirmation page tells how it ended).
  '/product/carritolote?campana=1',
  '/product/finalteampurchase?campana=3',
];
