import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/** What the gateway asks of an embedded PGlite (the tests lend one across their files through this). */
export type EmbeddedPGlite = Pick<PGlite, 'query' | 'listen' | 'waitReady' | 'close'>;

/**
 * Kysely dialect for embedded PGlite. PGlite has a single connection, so the driver hands it out to
 * one holder at a time: a transaction keeps it until commit or rollback, and overlapping
 * transactions queue instead of interleaving (the flaw of kysely-pglite, see STACK.md).
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: EmbeddedPGlite) {}

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }
  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: EmbeddedPGlite) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    return {
      rows: result.rows,
      ...(result.affectedRows !== undefined && { numAffectedRows: BigInt(result.affectedRows) }),
    };
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    // PGlite has no cursors over its single connection; the rows are read at once and handed out in chunks.
    const { rows } = await this.executeQuery<R>(compiledQuery);
    for (let start = 0; start < rows.length; start += chunkSize) {
      yield { rows: rows.slice(start, start + chunkSize) };
    }
  }
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  /** settles when the current holder releases the connection */
  private queue: Promise<void> = Promise.resolve();
  private release: (() => void) | null = null;

  constructor(private readonly pglite: EmbeddedPGlite) {
    this.connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    this.release = release;
    return this.connection;
  }

  async releaseConnection(): Promise<void> {
    const release = this.release;
    this.release = null;
    release?.();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const modes = [settings.isolationLevel && `isolation level ${settings.isolationLevel}`, settings.accessMode].filter(
      Boolean,
    );
    await connection.executeQuery(CompiledQuery.raw(`begin${modes.length ? ` ${modes.join(' ')}` : ''}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteIdentifier(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quoteIdentifier(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quoteIdentifier(name)}`));
  }

  async destroy(): Promise<void> {
    await this.pglite.close();
  }
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
