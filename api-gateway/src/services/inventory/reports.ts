import type { UserScope } from '@pvz/contracts/access';
import {
  type InventoryList,
  type InventoryReport,
  type InventoryReportSummary,
  type InventoryScope,
  inventoryLists,
} from '@pvz/contracts/api/inventory';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { inPointScope } from '../point-scope.js';
import type { Comparison, StoredInventoryRow } from './compare.js';

/** Rows per insert: well under the database's limit of bound parameters. */
const rowsPerInsert = 1000;

export interface ReportAuthor {
  id: number;
  username: string;
}

type Totals = InventoryReportSummary['totals'];

const emptyTotals = (): Totals => ({
  another: { count: 0, sum: 0 },
  issued: { count: 0, sum: 0 },
  missing: { count: 0, sum: 0 },
  neverAccepted: { count: 0, sum: 0 },
});

function totalsOf(lists: Record<InventoryList, readonly StoredInventoryRow[]>): Totals {
  const totals = emptyTotals();
  for (const list of inventoryLists)
    totals[list] = { count: lists[list].length, sum: lists[list].reduce((sum, row) => sum + row.amount, 0) };
  return totals;
}

/** Saves a comparison as a report of its author; answers the report. */
export async function saveReport(
  db: Db,
  author: ReportAuthor,
  pointId: number,
  scope: InventoryScope,
  comparison: Comparison,
): Promise<InventoryReport> {
  const saved = await db
    .insertInto('inventory_reports')
    .values({
      scope,
      point_id: pointId,
      author_id: author.id,
      author: author.username,
      scanned: comparison.scanned,
      found: comparison.found,
      unknown_codes: JSON.stringify(comparison.unknownCodes),
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  const rows = inventoryLists.flatMap((list) =>
    comparison.lists[list].map((row) => ({
      report_id: saved.id,
      list,
      goods_id: row.goodsId,
      kind: row.kind,
      status: row.status,
      client_phone: row.phone,
      product: row.product,
      cell: row.cell,
      amount: row.amount,
      point_name: row.point,
    })),
  );
  for (let from = 0; from < rows.length; from += rowsPerInsert)
    await db
      .insertInto('inventory_report_rows')
      .values(rows.slice(from, from + rowsPerInsert))
      .execute();
  const point = await db
    .selectFrom('points')
    .select(['id', 'name'])
    .where('id', '=', pointId)
    .executeTakeFirstOrThrow();
  return {
    id: saved.id,
    scope,
    createdAt: saved.created_at.toISOString(),
    author: author.username,
    point,
    scanned: comparison.scanned,
    found: comparison.found,
    unknownCount: comparison.unknownCodes.length,
    totals: totalsOf(comparison.lists),
    lists: comparison.lists,
    unknownCodes: comparison.unknownCodes,
  };
}

function selectReports(db: Db, scope: InventoryScope) {
  return db
    .selectFrom('inventory_reports as r')
    .innerJoin('points as p', 'p.id', 'r.point_id')
    .where('r.scope', '=', scope);
}

type ReportHeader = {
  id: number;
  scope: InventoryScope;
  created_at: Date;
  author: string;
  point_id: number;
  point_name: string;
  scanned: number;
  found: number;
  unknown_count: number;
};

const headerColumns = [
  'r.id',
  'r.scope',
  'r.created_at',
  'r.author',
  'r.point_id',
  'p.name as point_name',
  'r.scanned',
  'r.found',
  sql<number>`jsonb_array_length(r.unknown_codes)`.as('unknown_count'),
] as const;

/** Each list's count and sum of the reports, by report id. */
async function totalsByReport(db: Db, ids: readonly number[]): Promise<Map<number, Totals>> {
  const totals = new Map(ids.map((id) => [id, emptyTotals()]));
  if (ids.length === 0) return totals;
  const sums = await db
    .selectFrom('inventory_report_rows')
    .select(['report_id', 'list'])
    .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.sum<string>('amount').as('sum')])
    .where('report_id', 'in', ids)
    .groupBy(['report_id', 'list'])
    .execute();
  for (const row of sums) {
    const own = totals.get(row.report_id);
    if (own) own[row.list] = { count: Number(row.count), sum: Number(row.sum) };
  }
  return totals;
}

function summaryOf(header: ReportHeader, totals: Totals): InventoryReportSummary {
  return {
    id: header.id,
    scope: header.scope,
    createdAt: header.created_at.toISOString(),
    author: header.author,
    point: { id: header.point_id, name: header.point_name },
    scanned: header.scanned,
    found: header.found,
    unknownCount: Number(header.unknown_count),
    totals,
  };
}

/** A page of a count's reports, newest first: of one point, or of every point in the caller's scope. */
export async function listReports(
  db: Db,
  scope: InventoryScope,
  points: UserScope,
  query: { pvzId?: number; page: number; pageSize: number },
): Promise<{ rows: InventoryReportSummary[]; total: number }> {
  const reports = selectReports(db, scope).where(inPointScope('r.point_id', points, query.pvzId));
  const [headers, counted] = await Promise.all([
    reports
      .select(headerColumns)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(query.pageSize)
      .offset(query.page * query.pageSize)
      .execute(),
    reports.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const totals = await totalsByReport(
    db,
    headers.map((header) => header.id),
  );
  return {
    rows: headers.map((header) => summaryOf(header, totals.get(header.id) ?? emptyTotals())),
    total: Number(counted.total),
  };
}

/** The point of a count's report, to check the caller's scope; null when there is no such report. */
export async function pointOfReport(db: Db, scope: InventoryScope, id: number): Promise<number | null> {
  const report = await selectReports(db, scope).select('r.point_id').where('r.id', '=', id).executeTakeFirst();
  return report?.point_id ?? null;
}

/** A count's report with its lists; undefined when there is no such report. */
export async function loadReport(db: Db, scope: InventoryScope, id: number): Promise<InventoryReport | undefined> {
  const header = await selectReports(db, scope)
    .select(headerColumns)
    .select('r.unknown_codes')
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!header) return undefined;
  const rows = await db
    .selectFrom('inventory_report_rows')
    .selectAll()
    .where('report_id', '=', id)
    .orderBy('cell')
    .orderBy('goods_id')
    .execute();
  const lists: Record<InventoryList, StoredInventoryRow[]> = {
    another: [],
    issued: [],
    missing: [],
    neverAccepted: [],
  };
  for (const row of rows)
    lists[row.list].push({
      goodsId: row.goods_id,
      kind: row.kind,
      status: row.status,
      phone: row.client_phone,
      product: row.product,
      cell: row.cell,
      amount: row.amount,
      point: row.point_name,
    });
  return {
    ...summaryOf(header, totalsOf(lists)),
    lists,
    unknownCodes: header.unknown_codes,
  };
}
