import type pg from 'pg';

/** The tables a scan or a goods table page reads or writes. */
export const goodsTables = [
  'goods',
  'goods_events',
  'operations',
  'notifications',
  'cells',
  'clients',
  'points',
  'sessions',
  'settings',
] as const;

export interface IndexFacts {
  table: string;
  index: string;
  definition: string;
  sizeKiB: number;
  /** index scans so far, from pg_stat_user_indexes */
  scans: number;
}

/** Every index of the goods-related tables with its size and how often it was scanned. */
export async function indexFacts(client: pg.Client): Promise<IndexFacts[]> {
  // the server's statistics reach the view within about a second of a backend's last transaction
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const result = await client.query<{ table: string; index: string; definition: string; bytes: string; scans: string }>(
    `select s.relname as table, s.indexrelname as index, pg_get_indexdef(s.indexrelid) as definition,
       pg_relation_size(s.indexrelid) as bytes, s.idx_scan as scans
     from pg_stat_user_indexes s
     where s.schemaname = 'public' and s.relname = any($1)
     order by s.relname, s.indexrelname`,
    [goodsTables],
  );
  return result.rows.map((row) => ({
    table: row.table,
    index: row.index,
    definition: row.definition,
    sizeKiB: Math.round(Number(row.bytes) / 1024),
    scans: Number(row.scans),
  }));
}

/** Index scans between two snapshots, by index name; indexes not used are left out. */
export function scansBetween(before: readonly IndexFacts[], after: readonly IndexFacts[]): Record<string, number> {
  const earlier = new Map(before.map((facts) => [facts.index, facts.scans]));
  return Object.fromEntries(
    after
      .map((facts) => [facts.index, facts.scans - (earlier.get(facts.index) ?? 0)] as const)
      .filter(([, scans]) => scans > 0),
  );
}
