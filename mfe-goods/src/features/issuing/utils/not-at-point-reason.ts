import type { GoodsStatus } from '@pvz/contracts/goods';
import { messages } from '@pvz/contracts/messages';

/** Why a parcel cannot be handed over now; null when it lies in its cell, ready to be. */
export function notAtPointReason(status: GoodsStatus): string | null {
  if (status === 'at-point') return null;
  return status === 'issued' || status === 'refused' ? messages.alreadyIssued : messages.notAccepted;
}
