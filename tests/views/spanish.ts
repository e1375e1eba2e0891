import type { CheckoutNotice } from '../../machines/checkout.notices';
import type { Failure } from '../../machines/failure';

/**
 * What the buyer must read, in Spanish, for the machines' codes: written here apart from the locale
 * files, so a test fails when the page words a code otherwise than the buyer was promised.
 */
const failures: Record<string, string> = {
  network: 'No pudimos conectar con Despensa. Revisa tu conexión e inténtalo de nuevo.',
  unknown: 'Algo salió mal. Inténtalo de nuevo.',
  bad_response: 'Algo salió mal. Inténtalo de nuevo.',
  invalid_credentials: 'Correo o contraseña incorrectos.',
  products_unavailable: 'No pudimos cargar los productos. Inténtalo de nuevo.',
  product_load_failed: 'No pudimos cargar el producto. Inténtalo de nuevo.',
  orders_unavailable: 'No pudimos cargar tus pedidos. Inténtalo de nuevo.',
  order_unavailable: 'No pudimos cargar el pedido. Inténtalo de nuevo.',
  invoices_unavailable: 'No pudimos cargar tus facturas. Inténtalo de nuevo.',
  no_invoices_selected: 'No se seleccionaron facturas para descargar.',
  too_many_invoices: 'Puedes descargar hasta {{max}} facturas a la vez.',
  download_failed: 'No pudimos descargar las facturas. Inténtalo de nuevo.',
  invoice_pdf_failed: 'No pudimos preparar el PDF de la factura. Inténtalo de nuevo.',
  order_product_search_unavailable: 'No pudimos buscar tus pedidos por producto. Inténtalo de nuevo.',
  address_options_unavailable: 'No pudimos cargar tus direcciones ni las fechas de entrega.',
  methods_unavailable: 'No pudimos cargar tus medios de pago.',
  order_failed: 'No pudimos crear tu pedido. Inténtalo de nuevo.',
  payment_start_failed: 'No pudimos iniciar el pago. Inténtalo de nuevo.',
  verification_failed: 'No pudimos confirmar el estado de tu pago. Revisa tu conexión e inténtalo de nuevo.',
  payment_rejected: 'Tu pago fue rechazado. Puedes intentarlo de nuevo o elegir otro medio de pago.',
  // The gateway's refusals (contract/refusals.ts) that the pages' tests replay.
  invalid_request: 'Revisa los datos enviados.',
  forbidden: 'Tu rol no tiene permiso para esta acción.',
  not_found: 'No encontramos lo que buscas: puede que ya no exista.',
  invalid_code: 'El código o el enlace no es correcto, ya se usó o venció. Revísalo o pide uno nuevo.',
  resend_too_soon: 'Ya te enviamos un código hace poco. Espera un minuto antes de pedir otro.',
  last_admin: 'La empresa necesita al menos una persona administradora activa. Nombra a otra antes de cambiar o desactivar a esta.',
  rut_taken: 'Ya existe otra empresa con ese RUT. Si es la tuya, pide acceso a su persona administradora o escríbenos.',
  product_unavailable: 'Algunos productos ya no están disponibles. Quítalos del carrito.',
  price_changed: 'Algunos precios cambiaron. Revisa tu carrito con los precios actuales antes de confirmar.',
  payments_unavailable: 'El pago con tarjeta no está disponible en este momento. Intenta de nuevo más tarde.',
  campaign_closed: 'Este lote ya cerró: no admite cambios.',
  batch_full: 'El lote no tiene espacio para esa cantidad. Ajusta tu cantidad.',
  payment_in_progress: 'Ya hay un pago en curso. Espera un momento y revisa su estado.',
  order_not_cancellable: 'Este pedido ya está confirmado: no se puede cancelar desde el portal.',
  order_cancel_failed: 'No pudimos cancelar el pedido. Intenta de nuevo en un momento.',
  // Pedido rápido's files, before the gateway sees them.
  fileTooLarge: 'El archivo pesa más de {{maxMb}} MB. Divídelo en partes más pequeñas.',
  notSpreadsheet: 'No es una planilla: sube un CSV o un XLSX.',
  emptyFile: 'No encontramos líneas con productos.',
  occurrence_closed: 'Este pedido ya no admite cambios: pasó su hora de cierre o se omitió.',
  invoice_paid: 'Alguna de las facturas elegidas ya está pagada.',
  approval_required: 'Este pedido supera tus límites de compra: envíalo para aprobación.',
  approval_not_needed: 'Este pedido ya no necesita aprobación: puedes hacerlo directamente.',
  approval_decided: 'Esta solicitud ya fue aprobada, rechazada o venció.',
  approval_own: 'No puedes aprobar ni rechazar tu propia solicitud.',
  invoice_payment_in_progress: 'Alguna de las facturas elegidas ya está en un pago en curso. Espera a que termine.',
  credit_limit_exceeded: 'Tu crédito disponible es {{available}} y esta compra suma {{amount}}. Paga con tarjeta o reduce la compra.',
  approval_send_failed: 'No pudimos enviar tu pedido para aprobación. Inténtalo de nuevo.',
};

const notices: Record<string, string> = {
  cartReset: 'No pudimos recuperar tu carrito guardado; empezamos uno nuevo.',
  added: 'Has agregado {{product}} al carrito',
  addedMany: 'Productos agregados al carrito.',
  cartEmpty: 'Tu carrito está vacío. Agrega productos para continuar.',
  belowMinimum: 'El pedido mínimo es de {{minimum}} netos. Te faltan {{missing}}.',
  addressIncomplete: 'Para continuar, elige {{missing}}.',
  paymentMethodMissing: 'Elige un medio de pago para continuar.',
  pricesUpdated: 'Actualizamos los precios de tu carrito. Revísalos antes de continuar.',
  paymentUnderWay: 'Tu pago está en curso: el pedido no puede cambiar hasta que termine o falle.',
  approvalUnderWay: 'Tu pedido se está enviando para aprobación: no puede cambiar hasta que termine o falle.',
  orderAwaitingPayment: 'Tu carrito es de un pedido que espera su pago: págalo o cancélalo en el carrito antes de cambiarlo.',
  storageFailed: 'No pudimos guardar tu carrito en este navegador. Si recargas la página podrías perder los últimos cambios.',
  quantityRounded: '{{product}} se vende en múltiplos de {{step}} {{unit}}: en vez de {{typed}} quedó en {{quantity}} {{unit}}.',
  quantityRaised: '{{product}} se vende desde {{min}} {{unit}}: en vez de {{typed}} quedó en {{quantity}} {{unit}}.',
  quantityClamped: 'El máximo por línea de {{product}} es {{max}} {{unit}}: en vez de {{typed}} quedó en {{quantity}} {{unit}}.',
  lineRemoved: 'Quitaste {{product}} del carrito.',
};

/** A product sold whole, in its unit's words. */
const wholeUnits: Record<string, string> = { un: 'unidades enteras', caja: 'cajas enteras', kg: 'kilos enteros', lt: 'litros enteros' };

const addressParts: Record<string, string> = {
  billing: 'la empresa de facturación',
  delivery: 'una dirección de despacho o el retiro en tienda',
  scheduledDate: 'la fecha de entrega',
};

const filled = (text: string, params: Readonly<Record<string, string | number>> = {}) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));

/** "a", "a y b", "a, b y c". */
const joined = (parts: string[]) => (parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}`);

/** The Spanish a failure is shown with: ours for every code we word, the gateway's words for one we do not know. */
export function spanishFailure(failure: Failure): string {
  const ours = failures[failure.code];
  return ours ? filled(ours, failure.params) : (failure.message ?? failures.unknown!);
}

export function spanishNotice(notice: CheckoutNotice): string {
  if (notice.code === 'addressIncomplete') {
    return filled(notices.addressIncomplete!, { missing: joined((notice.params?.missing ?? '').split(',').map((part) => addressParts[part]!)) });
  }
  if (notice.code === 'quantityRounded' && notice.params?.step === '1') {
    return filled('{{product}} se vende en {{whole}}: en vez de {{typed}} quedó en {{quantity}} {{unit}}.', { ...notice.params, whole: wholeUnits[notice.params.unit || 'un']! });
  }
  return filled(notices[notice.code]!, notice.params);
}
