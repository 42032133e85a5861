import type pg from 'pg';
import type { Statement } from './scan-statements.ts';

export interface StatementRun {
  key: string;
  name: string;
  ms: number;
  /** the EXPLAIN output when asked for */
  plan?: string;
}

/**
 * Runs one scan's statements as the gateway does, each in its own transaction, timing each round
 * trip. `explain` runs each under EXPLAIN (ANALYZE, BUFFERS) instead, in a transaction rolled back.
 */
export async function runScanStatements(
  client: pg.Client,
  statements: readonly Statement[],
  explain: boolean,
): Promise<StatementRun[]> {
  const runs: StatementRun[] = [];
  if (explain) await client.query('begin');
  try {
    for (const statement of statements) {
      const text = explain ? `explain (analyze, buffers, verbose off) ${statement.text}` : statement.text;
      const started = performance.now();
      const result = await client.query(text, statement.values());
      const ms = performance.now() - started;
      const plan = explain ? result.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n') : undefined;
      runs.push({ key: statement.key, name: statement.name, ms, ...(plan !== undefined && { plan }) });
    }
  } finally {
    if (explain) await client.query('rollback');
  }
  return runs;
}
