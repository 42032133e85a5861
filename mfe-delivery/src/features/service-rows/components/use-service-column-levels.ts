import { useAppSelector } from '@pvz/api-client/hooks';
import type { ColumnLevel } from '@pvz/contracts/goods-columns';

const none: Readonly<Record<string, ColumnLevel>> = {};

/** The signed-in user's level on each column of the service rows; the gateway decides, this only spares a refusal. */
export function useServiceColumnLevels(): Readonly<Record<string, ColumnLevel>> {
  return (
    useAppSelector((state) => (state.session.status === 'staff' ? state.session.access.columns.service : none)) ?? none
  );
}

/** The columns «Изменить» writes. */
export const editableServiceColumns = [
  'fromName',
  'name',
  'dispatchPVZ',
  'orderPVZ',
  'purchaseOfGoods',
  'percentClient',
] as const;
