/** The product detail page of a product. */
export const detailPath = (id: number) => `/detalle?id=${id}`;

/** The login page, coming back to `path` once signed in. */
export const loginPath = (path: string) => `/auth/jwt/login?returnTo=${encodeURIComponent(path)}`;

export const CATALOGUE_PATH = '/dashboard';

/** A product id as the gateway accepts it (a positive PostgreSQL integer), or null. */
export function parseProductId(raw: string | null): number | null {
  if (raw === null || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}
