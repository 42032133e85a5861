import { equipmentCardPathOf } from '@pvz/contracts/scan-codes';
import { useScanHandler } from '@pvz/scanning/scan-provider';
import { useNavigate } from '@pvz/ui/router';

/**
 * A scanned equipment or auto storage label opens its card (either register's: the gateway says whether
 * the user may see it). Any other code is not this page's and buzzes.
 */
export function useOpenCardByScan() {
  const navigate = useNavigate();
  useScanHandler(
    (code) => {
      const card = equipmentCardPathOf(code);
      if (card === null) return false;
      navigate(card);
      return true;
    },
    [navigate],
  );
}
