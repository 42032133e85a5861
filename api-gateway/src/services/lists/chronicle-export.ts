import type { Writable } from 'node:stream';
import type { GoodsRow } from '@pvz/contracts/api/goods';
import { outcomeTitle } from '@pvz/contracts/goods';
import { type ColumnLevel, columnsOf, type GoodsKind } from '@pvz/contracts/goods-columns';
import { kopecksToRubles } from '@pvz/contracts/money';
import { formatMoscowDateTime } from '@pvz/contracts/moscow-time';
import type ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type ListPlan, listConditions } from '../goods/list.js';
import { type GoodsRecordRow, selectListedGoods, toGoodsRow } from '../goods/rows.js';

const BATCH = 1000;
const moneyKeys = new Set(['prepayment', 'deliveredKGT', 'amountFromClient', 'profit', 'priceSite', 'priceProgram']);
const dateKeys = new Set(['deliveredSC', 'deliveredPVZ', 'issued']);

interface Column {
  key: string;
  header: string;
}

/** The columns of the file: the row's id and dates, then the kind's columns the caller sees. */
export function exportColumns(kind: GoodsKind, levels: Record<string, ColumnLevel> | undefined): Column[] {
  return [
    { key: 'id', header: 'ID' },
    { key: 'createdAt', header: 'Создан' },
    ...columnsOf(kind)
      .filter((column) => column.key !== 'clientLink' && levels?.[column.key] !== 'hidden')
      .map((column) => ({ key: column.key, header: column.title })),
    { key: 'deletedAt', header: 'Удалён' },
  ];
}

/** A cell as the file shows it: roubles for kopecks, Moscow time for stamps, names for references. */
function cellOf(key: string, value: unknown): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (moneyKeys.has(key) && typeof value === 'number') return kopecksToRubles(value);
  if ((dateKeys.has(key) || key === 'createdAt' || key === 'deletedAt') && typeof value === 'string')
    return formatMoscowDateTime(value);
  if (key === 'additionally') return outcomeTitle[value as keyof typeof outcomeTitle] ?? String(value);
  if (typeof value === 'boolean') return value ? 'Да' : 'Нет';
  if (typeof value === 'object' && 'name' in value) return String((value as { name: string }).name);
  return value as ExcelJS.CellValue;
}

/**
 * Writes every row of a chronicle plan into `output` as one xlsx sheet, reading the rows in batches
 * by keyset (newest id first), so memory stays flat however many rows there are.
 */
export async function streamChronicleXlsx(
  db: Kysely<Database>,
  plan: ListPlan,
  columns: Column[],
  secret: string,
  output: Writable,
): Promise<void> {
  // loaded with the first export, not with the gateway: a third of a second of every start
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet('Хроника');
  sheet.columns = columns.map((column) => ({
    header: column.header,
    key: column.key,
    width: column.key === 'id' ? 10 : 20,
    ...(moneyKeys.has(column.key) && { style: { numFmt: '#,##0.00' } }),
  }));
  let after: number | null = null;
  for (;;) {
    const cursor: number | null = after;
    const batch: GoodsRecordRow[] = await selectListedGoods(db)
      .where((eb) => listConditions(eb, plan))
      .$if(cursor !== null, (query) => query.where('g.id', '<', cursor as number))
      .orderBy('g.id', 'desc')
      .limit(BATCH)
      .execute();
    for (const record of batch) {
      const row: GoodsRow & { deletedAt: string | null } = {
        ...toGoodsRow(record, secret),
        deletedAt: record.deleted_at?.toISOString() ?? null,
      };
      const values = row as unknown as Record<string, unknown>;
      sheet
        .addRow(Object.fromEntries(columns.map((column) => [column.key, cellOf(column.key, values[column.key])])))
        .commit();
    }
    if (batch.length < BATCH) break;
    after = batch[batch.length - 1]?.id ?? null;
  }
  sheet.commit();
  await workbook.commit();
}
