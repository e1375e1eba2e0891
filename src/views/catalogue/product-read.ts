import type { UserFacingError } from '../../../machines/session.machine';

export const productUnavailable: UserFacingError = {
  code: 'product_unavailable',
  message: 'No pudimos cargar el producto. Inténtalo de nuevo.',
};
