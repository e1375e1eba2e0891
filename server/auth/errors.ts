import { authErrorCodes } from '../../contract/auth';
import { commonPasswordMessage } from '../domain/common-passwords';
import { ApiError } from '../http/errors';

/** The same field error shape as the contract's own checks, for the rule only the gateway knows. */
export const commonPassword = () =>
  new ApiError(400, 'invalid_request', 'Revisa los datos enviados.', { password: [commonPasswordMessage] });

/** One answer for every way a code or link can be wrong, so it tells nothing about the account. */
export const invalidCode = (kind: 'link' | 'code') =>
  new ApiError(
    400,
    authErrorCodes.invalidCode,
    kind === 'link'
      ? 'El enlace no es válido, ya se usó o venció. Pide un código nuevo.'
      : 'El código no es correcto o venció. Revísalo o pide uno nuevo.',
  );

/** The same answer whichever limit was hit (the account at this address, the account, the address), so none is revealed. */
export function tooManyAttempts(retryAfter: number) {
  const minutes = Math.ceil(retryAfter / 60);
  const wait = minutes === 1 ? '1 minuto' : `${minutes} minutos`;
  return new ApiError(
    429,
    authErrorCodes.tooManyAttempts,
    `Demasiados intentos fallidos. Espera ${wait} antes de volver a intentarlo.`,
    undefined,
    { 'Retry-After': String(retryAfter) },
  );
}
