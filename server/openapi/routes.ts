import type * as z from 'zod/mini';
import * as addresses from '../../contract/addresses';
import * as auth from '../../contract/auth';
import * as catalogue from '../../contract/catalogue';
import * as delivery from '../../contract/delivery';
import * as lists from '../../contract/lists';
import * as orders from '../../contract/orders';
import * as payments from '../../contract/payments';

/** A file answer (PDF, SVG, HTML page) rather than JSON. */
export interface FileAnswer {
  contentType: string;
  description: string;
}

export interface RouteDoc {
  method: 'get' | 'post' | 'put' | 'delete';
  /** OpenAPI style: `/products/{id}`, relative to /api. */
  path: string;
  tag: string;
  summary: string;
  /** bearer: `Authorization: Bearer <accessToken>`; cookie: the refresh cookie; none: public. */
  auth: 'bearer' | 'cookie' | 'none' | 'signature';
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  idempotent?: boolean;
  status: number;
  answer?: z.ZodMiniType | FileAnswer;
  /** The refusals a caller should expect beyond 400 for a malformed request and 401 without a session. */
  errors?: Record<number, string>;
}

const pdf: FileAnswer = { contentType: 'application/pdf', description: 'facturas.pdf: las facturas pedidas, en ese orden' };

/** Every route of the gateway, with the contract schemas that the SPA and the gateway share. */
export const routeDocs: RouteDoc[] = [
  { method: 'post', path: '/auth/login', tag: 'Sesión', summary: 'Iniciar sesión', auth: 'none', body: auth.loginRequest, status: 200, answer: auth.accessTokenResponse, errors: { 401: 'Correo o contraseña incorrectos', 403: 'Correo sin verificar', 429: 'Demasiados intentos (Retry-After)' } },
  { method: 'post', path: '/auth/refresh', tag: 'Sesión', summary: 'Renovar el token de acceso con la cookie de renovación (rotada)', auth: 'cookie', status: 200, answer: auth.accessTokenResponse },
  { method: 'post', path: '/auth/logout', tag: 'Sesión', summary: 'Cerrar la sesión en todas las pestañas', auth: 'cookie', status: 204 },
  { method: 'post', path: '/auth/register', tag: 'Sesión', summary: 'Registrar una empresa y su administrador', auth: 'none', body: auth.registerRequest, status: 202, answer: auth.verificationSentResponse, errors: { 409: 'RUT ya registrado (rut_taken)' } },
  { method: 'post', path: '/auth/verify', tag: 'Sesión', summary: 'Verificar el correo con el código o el enlace e iniciar sesión', auth: 'none', body: auth.verifyRequest, status: 200, answer: auth.accessTokenResponse, errors: { 400: 'Código incorrecto, vencido o ya usado (invalid_code)' } },
  { method: 'post', path: '/auth/resend', tag: 'Sesión', summary: 'Reenviar el código de verificación', auth: 'none', body: auth.resendRequest, status: 202, answer: auth.verificationSentResponse, errors: { 429: 'Antes de 60 s (Retry-After)' } },
  { method: 'post', path: '/auth/reset/request', tag: 'Sesión', summary: 'Pedir el restablecimiento de la contraseña (misma respuesta siempre)', auth: 'none', body: auth.resetRequest, status: 202, answer: auth.resetSentResponse },
  { method: 'post', path: '/auth/reset/confirm', tag: 'Sesión', summary: 'Fijar una contraseña nueva con el enlace o el código', auth: 'none', body: auth.resetConfirmRequest, status: 200, answer: auth.passwordChangedResponse, errors: { 400: 'Enlace o código inválido, vencido o ya usado (invalid_code)' } },
  { method: 'get', path: '/user-profile', tag: 'Sesión', summary: 'Perfil del usuario', auth: 'bearer', status: 200, answer: auth.userProfile },
  { method: 'get', path: '/version', tag: 'Sesión', summary: 'Versión del servidor', auth: 'none', status: 200, answer: auth.versionResponse },

  { method: 'get', path: '/categories', tag: 'Catálogo', summary: 'Categorías con su número de productos', auth: 'none', status: 200, answer: catalogue.categoryList },
  { method: 'get', path: '/products', tag: 'Catálogo', summary: 'Buscar productos (sin tildes ni mayúsculas), por categoría, ordenados, paginados por cursor', auth: 'none', query: catalogue.productListQuery, status: 200, answer: catalogue.productPage },
  { method: 'get', path: '/products/{id}', tag: 'Catálogo', summary: 'Un producto', auth: 'none', status: 200, answer: catalogue.product, errors: { 404: 'No existe' } },
  { method: 'get', path: '/products/{id}/image', tag: 'Catálogo', summary: 'Imagen del producto', auth: 'none', status: 200, answer: { contentType: 'image/svg+xml', description: 'Imagen dibujada del producto' }, errors: { 404: 'No existe' } },

  { method: 'get', path: '/addresses', tag: 'Direcciones', summary: 'Direcciones de facturación y despacho de la empresa', auth: 'bearer', status: 200, answer: addresses.addressList },
  { method: 'post', path: '/addresses', tag: 'Direcciones', summary: 'Agregar una dirección (región y comuna validadas)', auth: 'bearer', body: addresses.createAddressRequest, status: 201, answer: addresses.address, errors: { 403: 'Rol sin permiso', 409: 'Límite de direcciones' } },
  { method: 'put', path: '/addresses/{id}', tag: 'Direcciones', summary: 'Modificar una dirección o marcarla por defecto', auth: 'bearer', body: addresses.updateAddressRequest, status: 200, answer: addresses.address, errors: { 404: 'No es de la empresa', 409: 'Quitaría la única dirección por defecto' } },
  { method: 'delete', path: '/addresses/{id}', tag: 'Direcciones', summary: 'Eliminar una dirección', auth: 'bearer', status: 204, errors: { 404: 'No es de la empresa', 409: 'Última dirección de facturación' } },
  { method: 'get', path: '/delivery-options', tag: 'Direcciones', summary: 'Costo de despacho y próximas fechas según el corte de las 14:00', auth: 'bearer', query: delivery.deliveryOptionsQuery, status: 200, answer: delivery.deliveryOptions },

  { method: 'get', path: '/payment-methods', tag: 'Pedidos y pagos', summary: 'Medios de pago de la empresa (tarjeta, tarjetas guardadas, crédito)', auth: 'bearer', status: 200, answer: payments.paymentMethodList },
  { method: 'post', path: '/create-sales-order', tag: 'Pedidos y pagos', summary: 'Crear un pedido (precios y totales recalculados en el servidor)', auth: 'bearer', idempotent: true, body: orders.createSalesOrderRequest, status: 201, answer: orders.createSalesOrderResponse, errors: { 404: 'Un id no es de la empresa', 409: 'Precios cambiaron (current_prices)', 422: 'Bajo el mínimo, producto no disponible, fecha no disponible o clave reutilizada' } },
  { method: 'post', path: '/payments', tag: 'Pedidos y pagos', summary: 'Pagar un pedido con tarjeta en el proveedor', auth: 'bearer', idempotent: true, body: payments.createPaymentRequest, status: 201, answer: payments.createPaymentResponse, errors: { 404: 'Pedido ajeno', 409: 'El pedido no se puede pagar', 422: 'Medio no permitido o clave reutilizada', 503: 'Sin proveedor de pagos' } },
  { method: 'get', path: '/payments/{id}', tag: 'Pedidos y pagos', summary: 'Estado de un pago, leído del proveedor', auth: 'bearer', status: 200, answer: payments.paymentStatusResponse, errors: { 404: 'Pago ajeno o inexistente' } },
  { method: 'get', path: '/sales-orders/{id}/payment', tag: 'Pedidos y pagos', summary: 'Último pago de un pedido', auth: 'bearer', status: 200, answer: payments.paymentStatusResponse, errors: { 404: 'Pedido ajeno o sin pagos' } },
  { method: 'post', path: '/payments/webhook/{provider}', tag: 'Pedidos y pagos', summary: 'Aviso firmado del proveedor (el estado se relee del proveedor)', auth: 'signature', status: 200, errors: { 401: 'Firma inválida' } },
  { method: 'post', path: '/sandbox/checkout/{reference}', tag: 'Pedidos y pagos', summary: 'Decisión del pagador en la página de prueba; redirige a finalpago, errorpago o pendiente', auth: 'none', status: 303, errors: { 404: 'Referencia desconocida' } },
  { method: 'get', path: '/sandbox/checkout/{reference}', tag: 'Pedidos y pagos', summary: 'Página del proveedor de prueba: aprobar, rechazar o dejar pendiente', auth: 'none', status: 200, answer: { contentType: 'text/html', description: 'Página de pago de prueba' }, errors: { 404: 'Referencia desconocida' } },

  { method: 'get', path: '/user-sales-orders', tag: 'Documentos', summary: 'Pedidos de la empresa, del más nuevo al más antiguo', auth: 'bearer', query: lists.listPageQuery, status: 200, answer: lists.salesOrderList },
  { method: 'get', path: '/sales-orders/{id}', tag: 'Documentos', summary: 'Un pedido con sus líneas', auth: 'bearer', status: 200, answer: lists.salesOrderDetail, errors: { 404: 'Pedido ajeno o inexistente' } },
  { method: 'get', path: '/user/invoice-details', tag: 'Documentos', summary: 'Facturas de la empresa con su estado (hora de Santiago)', auth: 'bearer', query: lists.listPageQuery, status: 200, answer: lists.invoiceList },
  { method: 'post', path: '/get_invoice_pdfs', tag: 'Documentos', summary: 'Las facturas pedidas en un solo PDF', auth: 'bearer', body: lists.invoicePdfsRequest, status: 200, answer: pdf, errors: { 404: 'Alguna factura no es de la empresa (no se entrega nada)' } },
];
