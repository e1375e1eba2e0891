import { checkPlace } from '../../contract/chile-regions';
import { normalizeRut } from '../../contract/rut';
import { ApiError } from '../http/errors';

const invalid = (fields: Record<string, string[]>) => new ApiError(400, 'invalid_request', 'Revisa los datos enviados.', fields);

/** The RUT of an invoice address, written the usual way; delivery addresses carry none. */
export function checkVat(type: string, vat: string | null | undefined): string | null | undefined {
  if (vat === undefined) return undefined;
  if (type !== 'invoice') {
    if (vat === null || vat === '') return null;
    throw invalid({ vat: ['Solo las direcciones de facturación llevan RUT.'] });
  }
  const rut = vat === null ? null : normalizeRut(vat);
  if (!rut) throw invalid({ vat: ['Ingresa un RUT válido, por ejemplo 76.543.210-3.'] });
  return rut;
}

export function checkedPlace(region: string, comuna: string) {
  const place = checkPlace(region, comuna);
  if (!place.ok) throw invalid(place.fields);
  return place;
}
