/** True for a unique-constraint violation (PostgreSQL 23505), however the driver (pg, PGlite, drizzle) wrapped it. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
