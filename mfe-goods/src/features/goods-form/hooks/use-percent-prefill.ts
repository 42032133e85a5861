import type { PercentAnswer } from '@pvz/contracts/api/goods';
import type { CounterKind } from '@pvz/contracts/goods';
import { useEffect, useRef } from 'react';
import { useLazyGoodsPercentQuery } from '../../../lib/goods-api/get-percent';

export interface PercentPrefill {
  kind: CounterKind;
  /** off once the user typed a percentage, and for kinds without one */
  enabled: boolean;
  pointId: number | null;
  link: string;
  marketplaceId: number | null;
  onPercent(answer: PercentAnswer): void;
}

const WAIT_MS = 400;

/**
 * Asks the gateway for the percentage of the point × marketplace (by the product link or the chosen
 * marketplace) once the inputs settle, so that the form shows what the row will get.
 */
export function usePercentPrefill({ kind, enabled, pointId, link, marketplaceId, onPercent }: PercentPrefill) {
  const [fetchPercent] = useLazyGoodsPercentQuery();
  const latest = useRef(onPercent);
  latest.current = onPercent;
  const trimmedLink = /^https?:\/\/\S+$/i.test(link.trim()) ? link.trim() : '';

  useEffect(() => {
    if (!enabled || pointId === null || (!trimmedLink && marketplaceId === null)) return;
    let current = true;
    const timer = setTimeout(() => {
      fetchPercent({
        kind,
        pvzId: pointId,
        ...(trimmedLink ? { link: trimmedLink } : marketplaceId !== null && { marketplaceId }),
      })
        .unwrap()
        .then((answer) => current && latest.current(answer))
        // without it the gateway still applies its percentage
        .catch(() => undefined);
    }, WAIT_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [enabled, kind, pointId, trimmedLink, marketplaceId, fetchPercent]);
}
