import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { TestEnvironment } from 'jest-environment-node';
import { disableFileAsyncStorages } from './file-async-storages.mjs';

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

/** Every this many resets of an instance empties its tables by TRUNCATE, which drops DELETE's dead rows. */
const FULL_RESET_EVERY = 10;

/** Between a file's end and the next one's start in the same worker; well within the 500 ms Jest gives a worker to end. */
const IDLE_CLOSE_MS = 150;

/**
 * One PGlite per Jest worker, lent to its test files one after another and put back to the migrated
 * template's state between them (`pvz_test.reset(fully)`, made with the template by make-pglite-template.ts).
 * Opening PGlite from the template cost each test file about 1.9 s of CPU (its file-system bundle and the
 * data folder unpacked into memory); the reset costs a few milliseconds (one in ten, 160 ms). A file whose
 * tests changed the schema gets a fresh instance, and so does a second database asked for while the first
 * is lent.
 *
 * It lives in the worker's own realm, outside the module registry Jest makes anew for each file; the
 * test files reach it through `globalThis.pvzWorkerDatabase` (test/helpers/test-database.ts).
 */
class WorkerDatabase {
  #pglite = null;
  #print = null;
  #resets = 0;
  #lent = false;
  #used = false;
  #channels = new Set();
  #idle = undefined;
  #lease = null;
  #turns = Promise.resolve();

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
    this.#resets = 0;
    return pglite;
  }

  /** Back to the template's rows and sequences; false when the schema changed and only a fresh instance will do. */
  async #reset(pglite) {
    // first a transaction a failed test left open: an aborted one refuses even UNLISTEN
    await pglite.exec('rollback');
    for (const channel of this.#channels) await pglite.unlisten(channel);
    // the session's settings, prepared statements and temporary tables
    await pglite.exec('discard all');
    if ((await pglite.query(SCHEMA_PRINT)).rows[0].print !== this.#print) return false;
    this.#resets += 1;
    await pglite.query('select pvz_test.reset($1)', [this.#resets % FULL_RESET_EVERY === 0]);
    return true;
  }

  /** The instance in the template's state: this one reset, or a fresh one when the reset cannot be trusted. */
  async #ready() {
    const pglite = this.#pglite;
    if (pglite && this.#used) {
      const reset = await this.#reset(pglite).catch(() => false);
      this.#channels.clear();
      if (!reset) {
        this.#pglite = null;
        await pglite.close().catch(() => {});
      }
    }
    this.#pglite ??= await this.#open();
    this.#used = true;
    return this.#pglite;
  }

  /** Runs the instance's preparations and its closing one at a time. */
  #inTurn(work) {
    const turn = this.#turns.then(work);
    this.#turns = turn.catch(() => {});
    return turn;
  }

  /** A test file begins: the instance stays open for it. */
  hold() {
    clearTimeout(this.#idle);
  }

  /** The worker's database, reset; null while it is lent (the caller opens one of its own). */
  async acquire() {
    if (this.#lent) return null;
    this.#lent = true;
    clearTimeout(this.#idle);
    const lease = { returned: false };
    this.#lease = lease;
    let pglite;
    try {
      pglite = await this.#inTurn(() => this.#ready());
    } catch (error) {
      if (!lease.returned) this.release();
      throw error;
    }
    // the file ended while its database was made ready (a hook that timed out): it gets none
    if (lease.returned) throw new Error('this test file ended before its database was ready');
    // a late query of a file that gave the database back must fail, not land in the next file's rows
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
    this.#idle = setTimeout(() => this.#inTurn(() => this.#close()), IDLE_CLOSE_MS);
  }

  async #close() {
    const pglite = this.#pglite;
    this.#pglite = null;
    this.#used = false;
    this.#channels.clear();
    await pglite?.close();
  }
}

const workerDatabase = new WorkerDatabase();

/** Node's environment with the worker's database as `globalThis.pvzWorkerDatabase`. */
export default class PgliteEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    workerDatabase.hold();
    this.global.pvzWorkerDatabase = workerDatabase;
  }

  async teardown() {
    // a file that did not close its database still gives it back: the next one resets it
    workerDatabase.release();
    disableFileAsyncStorages();
    await super.teardown();
  }
}
