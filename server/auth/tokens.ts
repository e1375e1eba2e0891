import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { sign, verify } from 'hono/jwt';

const accessTokenSeconds = 15 * 60;
export const refreshTokenDays = 30;

export interface AccessClaims {
  sub: number;
  sid: string;
  exp: number;
  iat: number;
}

export async function signAccessToken(userId: number, familyId: string, now: Date, secret: string) {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + accessTokenSeconds;
  const token = await sign({ sub: userId, sid: familyId, iat, exp }, secret, 'HS256');
  return { token, exp };
}

/**
 * Verifies signature, algorithm (HS256 only, so `alg: none` fails) and expiry against the injected
 * clock. Returns null for any token that is not ours and current.
 */
export async function verifyAccessToken(token: string, now: Date, secret: string): Promise<AccessClaims | null> {
  try {
    const claims = await verify(token, secret, { alg: 'HS256', exp: false, iat: false, nbf: false });
    const { sub, sid, exp, iat } = claims;
    if (typeof sub !== 'number' || typeof sid !== 'string' || typeof exp !== 'number' || typeof iat !== 'number') {
      return null;
    }
    if (exp * 1000 <= now.getTime()) return null;
    return { sub, sid, exp, iat };
  } catch {
    return null;
  }
}

export function newRefreshToken() {
  const token = randomBytes(32).toString('base64url');
  return { id: randomUUID(), token, hash: hashRefreshToken(token) };
}

/**
 * The credential that replaces `presented` when it is rotated, derived from it with the server's
 * secret: two tabs or two instances rotating the same cookie within the grace window arrive at the
 * same successor, never at a second live credential.
 */
export function successorRefreshToken(presented: string, secret: string) {
  const token = createHmac('sha256', secret).update(`refresh-successor:${presented}`).digest('base64url');
  return { id: randomUUID(), token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newSecret(): string {
  return randomBytes(48).toString('base64url');
}
