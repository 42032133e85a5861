import { skipToken } from '@pvz/api-client/base-api';
import { errorMessage } from '@pvz/api-client/error-message';
import type { GoodsQuote, GoodsQuoteBody } from '@pvz/contracts/api/goods';
import type { CounterKind } from '@pvz/contracts/goods';
import { useEffect, useMemo, useState } from 'react';
import { useGoodsQuoteQuery } from '../../../lib/goods-api/get-quote';

/** Keys typed faster than this are one change: the gateway is asked once they settle. */
const WAIT_MS = 250;

export interface QuoteState {
  /** the answer for exactly the current inputs; undefined while they are being asked about */
  quote?: GoodsQuote;
  pending: boolean;
  /** the gateway's refusal of the current inputs, in its words */
  error?: string;
}

/**
 * The gateway's quote for the form's money inputs (null while they do not parse), asked again
 * whenever they change. Only an answer for the current inputs is given, so the form never shows
 * sums of inputs it no longer holds.
 */
export function useGoodsQuote(kind: CounterKind, body: GoodsQuoteBody | null): QuoteState {
  const key = body === null ? null : JSON.stringify(body);
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), WAIT_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const args = useMemo(
    () => (settled === null ? skipToken : { kind, body: JSON.parse(settled) as GoodsQuoteBody }),
    [kind, settled],
  );
  const { currentData, error, isFetching } = useGoodsQuoteQuery(args);
  if (key === null) return { pending: false };
  if (settled !== key || isFetching) return { pending: true };
  return error ? { pending: false, error: errorMessage(error) } : { pending: false, quote: currentData };
}
