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
 * Runs one scan's statements in a transaction as the gateway does, timing each round trip. `explain`
 * runs each under EXPLAIN (ANALYZE, BUFFERS) instead and rolls everything back.
 */
export async function runScanStatements(
  client: pg.Client,
  statements: readonly Statement[],
  explain: boolean,
): Promise<StatementRun[]> {
  const runs: StatementRun[] = [];
  const timed = async (key: string, text: string) => {
    const started = performance.now();
    await client.query(text);
    if (!explain) runs.push({ key, name: text, ms: performance.now() - started });
  };
  await timed('begin', 'begin');
  try {
    for (const statement of statements) {
      const text = explain ? `explain (analyze, buffers, verbose off) ${statement.text}` : statement.text;
      const started = performance.now();
      const result = await client.query(text, statement.values());
      const ms = performance.now() - started;
      if (explain) {
        const plan = result.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
        runs.push({ key: statement.key, name: statement.name, ms, plan });
      } else {
        runs.push({ key: statement.key, name: statement.name, ms });
      }
    }
    await timed('commit', explain ? 'rollback' : 'commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  return runs;
}
