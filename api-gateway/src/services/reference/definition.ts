import type { ReferenceEntity, ReferenceInput, ReferenceItem } from '@pvz/contracts/api/reference';
import type { PageKey } from '@pvz/contracts/pages';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';

/**
 * One reference list: how to read and change its rows. The routes, validation, duplicates, the in-use
 * check, soft deletion and the audit record are the same for all and live in routes/reference/[entity]/reference-routes.ts.
 */
export interface ReferenceDefinition<E extends ReferenceEntity> {
  entity: E;
  page: PageKey;
  /** the input as stored: trimmed, phones normalised, … (called after validation) */
  normalize(input: ReferenceInput<E>): ReferenceInput<E>;
  /** what the stored input refers to that is not there (answered 400), or null; checked before writing */
  missingReference?(db: Db, input: ReferenceInput<E>): Promise<string | null>;
  list(db: Db, caller: StaffAuth): Promise<ReferenceItem<E>[]>;
  get(db: Db, id: number): Promise<ReferenceItem<E> | undefined>;
  insert(trx: Transaction<Database>, input: ReferenceInput<E>): Promise<number>;
  update(trx: Transaction<Database>, id: number, input: ReferenceInput<E>): Promise<void>;
  softDelete(trx: Transaction<Database>, id: number): Promise<void>;
  /** why the row cannot be deleted now, or null */
  inUse(db: Db, id: number): Promise<string | null>;
  /** rows that are points are checked against the caller's scope */
  scopedByPoint?: boolean;
  /** more to do for a new row; what it says is added to the answer (a new point's cells) */
  afterCreate?(trx: Transaction<Database>, id: number): Promise<string>;
}

/** The database's clock, for the rows' change stamps. */
export const now = sql<Date>`now()`;

/** A named place's input as stored: its name and address trimmed. */
export const trimmed = <T extends { name: string; address: string }>(input: T): T => ({
  ...input,
  name: input.name.trim(),
  address: input.address.trim(),
});
