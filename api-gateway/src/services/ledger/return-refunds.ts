import type { Db } from '../../db/database.js';
import { ledgerAccount, mainBankAccount } from './accounts.js';
import { transfer } from './transfers.js';

/** The ledger kind of a marketplace's refund for a verified return. */
export const RETURN_REFUND_KIND = 'return-refund';

export interface ReturnRefund {
  goodsId: number;
  /** kopecks the marketplace refunded */
  amount: number;
  marketplaceId: number | null;
  marketplaceName: string | null;
}

/**
 * Posts what marketplaces refunded for verified returns: from the marketplace to the company's bank
 * account, in the verification's transaction, once per parcel (a return is verified once).
 */
export async function postReturnRefunds(db: Db, refunds: readonly ReturnRefund[], userId: number): Promise<void> {
  const paid = refunds.filter((refund) => refund.amount > 0);
  if (paid.length === 0) return;
  const bank = (await mainBankAccount(db)).id;
  for (const refund of paid) {
    const marketplace = await ledgerAccount(db, {
      kind: 'marketplace',
      key: String(refund.marketplaceId ?? 'none'),
      name: `Маркетплейс: ${refund.marketplaceName ?? 'не указан'}`,
    });
    await transfer(db, {
      key: `return-refund:${refund.goodsId}`,
      debitAccountId: marketplace,
      creditAccountId: bank,
      amount: refund.amount,
      kind: RETURN_REFUND_KIND,
      reference: `goods:${refund.goodsId}`,
      userId,
    });
  }
}
