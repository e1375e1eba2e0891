import type { UserFacingError } from '../../../machines/session.machine';
import type { Product } from '../../../contract/catalogue';
import { gatewayReads } from '../../actors/reads.actors';
import { api } from '../../app/api';

/** GET /api/products/{id}: the product, or the gateway's 404 for an id it does not know. */
export const readProduct = (id: number): Promise<Product> => gatewayReads(api).product(id);

export const productUnavailable: UserFacingError = {
  code: 'product_unavailable',
  message: 'No pudimos cargar el producto. Inténtalo de nuevo.',
};
