import type { ServiceAction, ServicePayment } from '@pvz/contracts/api/service-rows';
import type { Db } from '../../db/database.js';
import { type AccountSpec, ledgerAccount } from '../ledger/accounts.js';
import { lockAccountsForMoves, transfer } from '../ledger/transfers.js';

/** The ledger kinds of a service row's fee paid in cash or online. */
export const servicePaymentKinds: Record<ServicePayment, string> = { cash: 'service-cash', online: 'service-online' };

/** The account of the delivery or the sorting service's money. */
export const serviceAccountSpec = (action: ServiceAction): AccountSpec =>
  action === 'delivery'
    ? { kind: 'delivery-service', name: 'Баланс доставки' }
    : { kind: 'sorting-service', name: 'Баланс сортировки' };

export interface ServicePaymentMove {
  goodsId: number;
  action: ServiceAction;
  phone: string;
  name: string;
  /** kopecks: the row's fee */
  amount: number;
  payment: ServicePayment;
}

/**
 * Posts the fees of paid service rows from each business customer's account to the service's, in the
 * transaction that marks them paid, once per row (the key is the row's).
 */
export async function postServicePayments(db: Db, moves: readonly ServicePaymentMove[], userId: number) {
  const paid = moves.filter((move) => move.amount > 0);
  const services = new Map<ServiceAction, number>();
  const customers = new Map<string, number>();
  for (const move of paid) {
    if (!services.has(move.action)) services.set(move.action, await ledgerAccount(db, serviceAccountSpec(move.action)));
    if (!customers.has(move.phone))
      customers.set(
        move.phone,
        await ledgerAccount(db, { kind: 'debtor', key: move.phone, name: `Заказчик: ${move.name || move.phone}` }),
      );
  }
  await lockAccountsForMoves(db, [...services.values(), ...customers.values()]);
  for (const move of paid) {
    const service = services.get(move.action) as number;
    const customer = customers.get(move.phone) as number;
    await transfer(db, {
      key: `service-paid:${move.goodsId}`,
      debitAccountId: customer,
      creditAccountId: service,
      amount: move.amount,
      kind: servicePaymentKinds[move.payment],
      reference: `goods:${move.goodsId}`,
      userId,
    });
  }
}
