import type pg from 'pg';
import type { IndexFacts } from './index-usage.ts';
import { pageStatements } from './page-statements.ts';
import { runScanStatements } from './scan-statement-runner.ts';
import type { Statement } from './scan-statements.ts';

export interface PlansInput {
  scan: readonly Statement[];
  pagePointId: number;
  indexes: readonly IndexFacts[];
  /** index scans during each measured run */
  usage: Record<string, Record<string, number>>;
}

const rule = (title: string) => `\n${'='.repeat(100)}\n${title}\n${'='.repeat(100)}\n`;

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the scan's statements (in a transaction rolled back) and of the table
 * page's, with every index of the goods tables and how often each run used it: goods-plans.txt.
 */
export async function queryPlansText(client: pg.Client, input: PlansInput): Promise<string> {
  const parts: string[] = [`Query plans of the goods bench, ${new Date().toISOString()}\n`];
  parts.push(rule('Indexes of the goods-related tables (size; index scans during each measured run)'));
  for (const facts of input.indexes) {
    const used = Object.entries(input.usage)
      .map(([run, scans]) => `${run} ${scans[facts.index] ?? 0}`)
      .join(', ');
    parts.push(`${facts.table}.${facts.index}  ${facts.sizeKiB} KiB  [${used}]\n  ${facts.definition}\n`);
  }
  parts.push(rule('POST /api/goods/accept-scan: one parcel of a client without a cell yet (rolled back)'));
  for (const run of await runScanStatements(client, input.scan, true)) {
    parts.push(`-- ${run.name}\n${run.plan ?? ''}\n\n`);
  }
  parts.push(rule(`GET /api/goods/purchase/list (point ${input.pagePointId}, view=work, priceSite >= filter)`));
  for (const statement of pageStatements(input.pagePointId)) {
    const result = await client.query(`explain (analyze, buffers) ${statement.text}`, statement.values);
    const plan = result.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
    parts.push(`-- ${statement.name}\n${plan}\n\n`);
  }
  return parts.join('');
}
