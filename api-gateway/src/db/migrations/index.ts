import type { Migration, MigrationProvider } from 'kysely/migration';
import * as identity from './0001-identity.js';
import * as accessAndReferenceData from './0002-access-and-reference-data.js';
import * as goods from './0003-goods.js';
import * as cellIndexes from './0004-cell-indexes.js';
import * as goodsAccept from './0005-goods-accept.js';
import * as workViewIndexes from './0006-goods-work-view-indexes.js';

/** Every migration, in order. Names are permanent once released. */
const migrations: Record<string, Migration> = {
  '0001-identity': identity,
  '0002-access-and-reference-data': accessAndReferenceData,
  '0003-goods': goods,
  '0004-cell-indexes': cellIndexes,
  '0005-goods-accept': goodsAccept,
  '0006-goods-work-view-indexes': workViewIndexes,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
