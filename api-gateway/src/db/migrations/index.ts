import type { Migration, MigrationProvider } from 'kysely/migration';
import * as identity from './0001-identity.js';
import * as accessAndReferenceData from './0002-access-and-reference-data.js';
import * as goods from './0003-goods.js';

/** Every migration, in order. Names are permanent once released. */
const migrations: Record<string, Migration> = {
  '0001-identity': identity,
  '0002-access-and-reference-data': accessAndReferenceData,
  '0003-goods': goods,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
