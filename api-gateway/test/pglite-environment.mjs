import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { TestEnvironment } from 'jest-environment-node';

/**
 * The schema's size in catalog rows: a test that made a table, a function or a trigger leaves another.
 * Row changes do not move it (a truncation gives a table new files, not a new catalog row).
 */
const SCHEMA_PRINT = `select (select count(*) from pg_class) || '/' || (select count(*) from pg_trigger)
  || '/' || (select count(*) from pg_proc) || '/' || (select count(*) from pg_constraint) as print`;

/**
 * A query parameter made in a test file's realm, remade in this one: PGlite serialises a value by its
 * class (`instanceof Date`), and the file's Date is another class than the worker's.
 */
function adopt(value) {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(adopt);
  if (Object.prototype.toString.call(value) === '[object Date]') return new Date(value.getTime());
  if (ArrayBuffer.isView(value)) return Uint8Array.from(value);
  return value;
}

/** Longer than Jest takes to hand a worker its next test file, well within the 500 ms it gives a worker to end. */
const IDLE_CLOSE_MS = 150;

/**
 * One PGlite per Jest worker, lent to its test files one after another and put back to the migrated
 * template's state between them (`pvz_test.reset()`, made with the template by make-pglite-template.ts).
 * Opening PGlite from the template cost each test file about 1.9 s of CPU (its file-system bundle and the
 * data folder unpacked into memory); the reset costs a few milliseconds. A file whose tests changed the
 * schema gets a fresh instance, and so does a second database asked for while the first is lent.
 *
 * It lives in the worker's own realm, outside the module registry Jest makes anew for each file; the
 * test files reach it through `globalThis.pvzWorkerDatabase` (test/helpers/test-database.ts).
 */
class WorkerDatabase {
  #pglite = null;
  #print = null;
  #lent = false;
  #used = false;
  #channels = new Set();
  #idle = undefined;
  #lease = null;

  async #open() {
    const template = process.env.PVZ_PGLITE_TEMPLATE;
    if (!template) throw new Error('the PGlite template is missing: run the tests through jest (global setup)');
    const pglite = await PGlite.create({
      loadDataDir: new Blob([await readFile(template)], { type: 'application/x-gzip' }),
      // started from a data folder, PostgreSQL arms its start-up progress timer and PGlite never disarms it:
      // the pending timeout would keep the worker from exiting when Jest ends it
      postgresqlconf: 'log_startup_progress_interval = 0',
    });
    this.#print = (await pglite.query(SCHEMA_PRINT)).rows[0].print;
    return pglite;
  }

  /** Back to the template's rows and sequences; false when the schema changed and only a fresh instance will do. */
  async #reset(pglite) {
    for (const channel of this.#channels) await pglite.unlisten(channel);
    this.#channels.clear();
    // a transaction a failed test left open, then the session's settings, prepared statements and temporary tables
    await pglite.exec('rollback');
    await pglite.exec('discard all');
    if ((await pglite.query(SCHEMA_PRINT)).rows[0].print !== this.#print) return false;
    await pglite.query('select pvz_test.reset()');
    return true;
  }

  /** The worker's database, reset; null while it is lent (the caller opens one of its own). */
  async acquire() {
    if (this.#lent) return null;
    this.#lent = true;
    clearTimeout(this.#idle);
    try {
      if (this.#pglite && this.#used && !(await this.#reset(this.#pglite))) {
        await this.#pglite.close();
        this.#pglite = null;
      }
      this.#pglite ??= await this.#open();
    } catch (error) {
      this.#lent = false;
      throw error;
    }
    this.#used = true;
    const pglite = this.#pglite;
    // a late query of a file that gave the database back must fail, not land in the next file's rows
    const lease = { returned: false };
    this.#lease = lease;
    const lent = () => {
      if (lease.returned) throw new Error('this test file gave its database back');
      return pglite;
    };
    return {
      query: async (text, params, options) => lent().query(text, params?.map(adopt), options),
      listen: async (channel, callback) => {
        this.#channels.add(channel);
        return lent().listen(channel, callback);
      },
      release: () => {
        if (!lease.returned) this.release();
      },
    };
  }

  /**
   * Given back; closed if no file asks for it soon. PostgreSQL arms a 10 s timer (its idle statistics
   * flush) that would keep the worker alive after Jest ends it: Jest waits 500 ms, then kills it.
   */
  release() {
    if (this.#lease) this.#lease.returned = true;
    this.#lent = false;
    clearTimeout(this.#idle);
    this.#idle = setTimeout(() => this.#close(), IDLE_CLOSE_MS);
  }

  async #close() {
    const pglite = this.#pglite;
    this.#pglite = null;
    this.#used = false;
    await pglite?.close();
  }
}

const workerDatabase = new WorkerDatabase();

/** Node's environment with the worker's database as `globalThis.pvzWorkerDatabase`. */
export default class PgliteEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    this.global.pvzWorkerDatabase = workerDatabase;
  }

  async teardown() {
    // a file that did not close its database still gives it back: the next one resets it
    workerDatabase.release();
    await super.teardown();
  }
}
