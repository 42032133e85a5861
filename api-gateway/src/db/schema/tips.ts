import type { PageKey } from '@pvz/contracts/pages';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp } from '../schema.js';

/** An array with a database default, so inserts may leave it out. */
type ArrayWithDefault<T> = ColumnType<T[], T[] | undefined, T[]>;

/** A staff help article (0044-tips). */
export interface TipsTable {
  id: Generated<number>;
  title: string;
  /** Markdown */
  body: string;
  /** the pages it belongs to */
  page_keys: ArrayWithDefault<PageKey>;
  /** the role codes it is for; empty: every staff role */
  roles: ArrayWithDefault<string>;
  /** the pictures (files of purpose `tip`) its Markdown shows */
  file_ids: ArrayWithDefault<string>;
  author_id: number;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  deleted_at: NullableTimestamp;
}

export interface TipTables {
  tips: TipsTable;
}
