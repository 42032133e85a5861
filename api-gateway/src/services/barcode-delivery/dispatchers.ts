import { allowsLevel, scopeIncludesPoint } from '@pvz/contracts/access';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { staffAccessOf, staffAccessSelection } from '../staff-access.js';

/**
 * Who dispatches a new barcode delivery (LEGACY-NOTES §2.9 had one hard-coded account): every active
 * staff user who may edit the barcode goods page and has the delivery's point in scope.
 */
export async function dispatchersOf(trx: Transaction<Database>, pointId: number): Promise<number[]> {
  const users = await trx
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.code', 'u.role')
    .select(['u.id', ...staffAccessSelection])
    .where('u.deleted_at', 'is', null)
    .execute();
  return users
    .filter((user) => {
      const { access, scope } = staffAccessOf(user);
      return allowsLevel(access.pages['goods-barcode'], 'write') && scopeIncludesPoint(scope, pointId);
    })
    .map((user) => user.id);
}
