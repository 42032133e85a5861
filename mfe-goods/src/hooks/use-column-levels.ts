import { useAppSelector } from '@pvz/api-client/hooks';
import type { GoodsTable } from '@pvz/contracts/api/goods-routes';
import { counterKinds } from '@pvz/contracts/goods';
import type { ColumnLevel } from '@pvz/contracts/goods-columns';
import { useMemo } from 'react';

export type ColumnLevels = Readonly<Record<string, ColumnLevel>>;

const rank: Record<ColumnLevel, number> = { hidden: 0, read: 1, write: 2 };

/** The level of a column: hidden unless the user's access names it, as the gateway treats it. */
export function levelOf(levels: ColumnLevels, key: string): ColumnLevel {
  return levels[key] ?? 'hidden';
}

/**
 * The signed-in user's level on each column of a goods table; for the table of every kind, the best
 * level any kind gives the column. The gateway decides; this only hides what it would leave out or refuse.
 */
export function useColumnLevels(table: GoodsTable): ColumnLevels {
  const columns = useAppSelector((state) =>
    state.session.status === 'staff' ? state.session.access.columns : undefined,
  );
  return useMemo(() => {
    const best: Record<string, ColumnLevel> = {};
    for (const kind of table === 'all' ? counterKinds : [table]) {
      for (const [key, level] of Object.entries(columns?.[kind] ?? {})) {
        if (rank[level] > rank[levelOf(best, key)]) best[key] = level;
      }
    }
    return best;
  }, [columns, table]);
}
