/**
 * True when `error` (or what it wraps: Drizzle wraps the driver's error) is PostgreSQL's unique
 * violation of `constraint`, as node-postgres and PGlite both report it.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code, constraint: violated } = current as Error & { code?: unknown; constraint?: unknown };
    if (code === '23505') return violated === constraint || current.message.includes(`"${constraint}"`);
  }
  return false;
}
