import type { ColumnLevel, GoodsKind } from '@pvz/contracts/goods-columns';
import { columnsOf } from '@pvz/contracts/goods-columns';
import { describe } from '@pvz/contracts/messages';
import { forbidden } from '../errors.js';

type Levels = Record<string, ColumnLevel>;

/**
 * The rows a request writes, by convention `body.row` or `body.rows`: every goods column it names
 * must be writable for the caller. Fields that are not goods columns (ids, operation ids) pass.
 */
export function assertWritableColumns(kind: GoodsKind, levels: Levels, body: unknown): void {
  if (typeof body !== 'object' || body === null) return;
  const { row, rows } = body as { row?: unknown; rows?: unknown };
  const written = [...(Array.isArray(rows) ? rows : []), ...(row ? [row] : [])];
  const titles = new Map(columnsOf(kind).map((column) => [column.key, column.title]));
  for (const item of written) {
    if (typeof item !== 'object' || item === null) continue;
    for (const key of Object.keys(item)) {
      const title = titles.get(key);
      if (title !== undefined && levels[key] !== 'write') throw forbidden(describe.columnNotWritable(title));
    }
  }
}

function withoutHidden(row: unknown, hidden: ReadonlySet<string>): unknown {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return row;
  return Object.fromEntries(Object.entries(row).filter(([key]) => !hidden.has(key)));
}

/**
 * Takes the caller's hidden columns out of an answer, by convention its `rows`, its `row`, or the
 * answer itself when it is a list. A hidden column is absent, not empty.
 */
export function hideColumns(kind: GoodsKind, levels: Levels, payload: unknown): unknown {
  const hidden = new Set(
    columnsOf(kind)
      .filter((column) => levels[column.key] === 'hidden')
      .map((column) => column.key),
  );
  if (hidden.size === 0) return payload;
  if (Array.isArray(payload)) return payload.map((row) => withoutHidden(row, hidden));
  if (typeof payload !== 'object' || payload === null) return payload;
  const { rows, row } = payload as { rows?: unknown; row?: unknown };
  return {
    ...payload,
    ...(Array.isArray(rows) && { rows: rows.map((item) => withoutHidden(item, hidden)) }),
    ...(row !== undefined && { row: withoutHidden(row, hidden) }),
  };
}
