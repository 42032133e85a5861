import { writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { databaseOnPGlite, migrateToLatest } from '../src/db/database.js';

/** Writes a migrated PGlite data folder (tarball) to the path given as the first argument. */
const file = process.argv[2];
if (!file) throw new Error('usage: make-pglite-template <file>');
const pglite = await PGlite.create();
const db = databaseOnPGlite(pglite);
await migrateToLatest(db);
const dump = await pglite.dumpDataDir('none');
await writeFile(file, Buffer.from(await dump.arrayBuffer()));
await db.destroy();
