/** True for a unique-constraint violation, from either PostgreSQL or PGlite. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
