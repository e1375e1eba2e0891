import type { Page } from '@playwright/test';

/**
 * Words of the portal's Spanish that no other of its languages writes: on an Arabic page each one is a
 * text that was not translated. Lower case, accents kept; a word with á é í ó ú ü ñ counts without being listed.
 */
const spanishWords = [
  'de', 'del', 'el', 'la', 'los', 'las', 'un', 'una', 'unos', 'y', 'o', 'en', 'por', 'para', 'con', 'sin', 'al', 'tu', 'tus', 'su', 'sus', 'que', 'es',
  'pedido', 'pedidos', 'factura', 'facturas', 'carrito', 'crédito', 'credito', 'días', 'dias', 'mensual', 'anual', 'plan', 'planes', 'cantidad',
  'precio', 'precios', 'total', 'subtotal', 'neto', 'dirección', 'direccion', 'direcciones', 'empresa', 'agregar', 'pagar', 'pago', 'pagos',
  'tarjeta', 'tarjetas', 'guardada', 'producto', 'productos', 'unidad', 'unidades', 'caja', 'cajas', 'litro', 'litros', 'kilo', 'kilos',
  'cliente', 'clientes', 'buscar', 'volver', 'cerrar', 'sesión', 'cuenta', 'correo', 'nombre', 'contraseña', 'guardar', 'cancelar', 'eliminar',
  'editar', 'cambiar', 'comprar', 'compra', 'compras', 'equipo', 'lote', 'socio', 'socios', 'membresía', 'beneficios', 'ahorro', 'ahorras',
  'despacho', 'entrega', 'retiro', 'tienda', 'fecha', 'estado', 'pagado', 'vencida', 'vence', 'semana', 'mes', 'meses', 'año', 'hoy',
  'pendiente', 'confirmado', 'borrador', 'catálogo', 'inicio', 'ver', 'todos', 'todas', 'más', 'menos', 'razón', 'social', 'giro', 'teléfono',
  'comuna', 'región', 'calle', 'número', 'orden', 'resumen', 'detalle', 'líneas', 'mínimo', 'máximo', 'ahora', 'aquí', 'sí', 'no',
];

/**
 * Names the portal writes in every language (the brand, the club, the spec's own navigation labels), each
 * taken out of a text before its words are read. Names that come with the data (products, companies,
 * addresses, people) are marked where they are drawn, `translate="no"` or `data-proper-name`, and skipped.
 */
const properNames = [
  'Despensa',
  'Club CXTI',
  'CXTI',
  'E-Commerce',
  'Dashboard',
  'Team Purchase (Beta)',
  'Team Purchase',
  // Chile's tax authority, named in the terms in every language.
  'Servicio de Impuestos Internos',
];

/**
 * Every text the reader sees on an Arabic page that carries a Spanish word: one finding per text node,
 * `where` first. Skipped: what is not drawn, <script>, <style>, what is hidden from assistive technology
 * (aria-hidden) and the data marked as a proper name (`translate="no"`, `data-proper-name`).
 */
export async function spanishOnArabicPage(page: Page, where: string): Promise<string[]> {
  const found = await page.evaluate(
    ([words, names]) => {
      const listed = new Set(words);
      const accented = /[áéíóúüñ]/;
      const skipped = 'script, style, noscript, template, [aria-hidden="true"], [translate="no"], [data-proper-name]';
      const escaped = names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).sort((a, b) => b.length - a.length);
      const properName = new RegExp(escaped.join('|'), 'gi');
      const findings: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (!parent || text === '' || parent.closest(skipped)) continue;
        if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        const spanish = (text.replace(properName, ' ').toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) => listed.has(word) || accented.test(word));
        if (spanish.length > 0) findings.push(`"${text.slice(0, 80)}" (${[...new Set(spanish)].join(', ')})`);
      }
      return findings;
    },
    [spanishWords, properNames] as const,
  );
  return found.map((finding) => `${where}: ${finding}`);
}
