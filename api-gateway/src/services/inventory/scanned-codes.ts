import { kindOfRecordType } from '@pvz/contracts/goods';
import type { GoodsKind } from '@pvz/contracts/goods-columns';
import { describe } from '@pvz/contracts/messages';
import { parseScanCode } from '@pvz/contracts/scan-codes';
import { badRequest } from '../../errors.js';

/** An item label read back: a row by id and kind, or a purchase by the id of the product before this one. */
export type ScannedItem = { code: string; id: number; kind: GoodsKind } | { code: string; oldId: number };

/**
 * The item labels of a count, each item once (the same label scanned twice, or in its short and its
 * long form). Anything that is not an item label is bad input: the page refuses those as they are scanned.
 */
export function scannedItems(codes: readonly string[]): ScannedItem[] {
  const items = new Map<string, ScannedItem>();
  for (const code of codes) {
    const scanned = parseScanCode(code);
    if (scanned?.type === 'item') {
      const kind = kindOfRecordType[scanned.recordType];
      items.set(`${kind}:${scanned.id}`, { code, id: scanned.id, kind });
    } else if (scanned?.type === 'old-item') {
      items.set(`old:${scanned.oldId}`, { code, oldId: scanned.oldId });
    } else {
      throw badRequest(describe.inventoryCodeUnreadable(code.slice(0, 100)));
    }
  }
  return [...items.values()];
}
