import { errorMessage } from '@pvz/api-client/error-message';
import { useOperationIds } from '@pvz/api-client/operation-ids';
import type { InventoryReport, InventoryScope } from '@pvz/contracts/api/inventory';
import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useGoodsCheckInventoryMutation } from '../api/check-inventory';
import type { InventoryScan } from './inventory-scan-storage';

/**
 * «Проверить»: sends the count's codes once (a retry after a lost answer reuses the operation id) and
 * answers the saved report; the caller then clears the scans. A failure keeps them for another try.
 */
export function useInventoryCheck(scope: InventoryScope) {
  const [checkInventory, { isLoading }] = useGoodsCheckInventoryMutation();
  const withOperationId = useOperationIds();
  const { enqueueSnackbar } = useSnackbar();

  const check = useCallback(
    async (pointId: number, scans: readonly InventoryScan[]): Promise<InventoryReport | null> => {
      const codes = scans.map((scan) => scan.code);
      // scans only grow during a count: their number and the last one name what is sent
      try {
        const answer = await withOperationId(
          `inventory:${scope}:${pointId}:${codes.length}:${codes.at(-1)}`,
          (operationId) => checkInventory({ scope, body: { operationId, pvzId: pointId, codes } }).unwrap(),
        );
        enqueueSnackbar(answer.message, { variant: 'success' });
        return answer.report;
      } catch (error) {
        enqueueSnackbar(errorMessage(error), { variant: 'error' });
        return null;
      }
    },
    [scope, checkInventory, withOperationId, enqueueSnackbar],
  );
  return { check, checking: isLoading };
}
