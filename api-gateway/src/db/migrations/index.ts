import type { Migration, MigrationProvider } from 'kysely/migration';
import * as identity from './0001-identity.js';

/** Every migration, in order. Names are permanent once released. */
const migrations: Record<string, Migration> = {
  '0001-identity': identity,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
