import type { Kysely } from 'kysely';

/** TODO(slice): tables of this slice. */
export async function up(_db: Kysely<unknown>): Promise<void> {}
