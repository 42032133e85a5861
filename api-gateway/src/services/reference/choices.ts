import type { UserScope } from '@pvz/contracts/access';
import type { Db } from '../../db/database.js';
import { activeMarketplaces } from '../marketplaces.js';
import { inPointScope } from '../point-scope.js';

/** Names for pickers, each list by name: the points of the scope, sorting centres, marketplaces, order accounts. */
export async function loadChoices(db: Db, scope: UserScope) {
  const [points, sortingCenters, marketplaces, orderAccounts] = await Promise.all([
    db
      .selectFrom('points')
      .select(['id', 'name'])
      .where('deleted_at', 'is', null)
      .where(inPointScope('id', scope))
      .orderBy('name')
      .execute(),
    db.selectFrom('sorting_centers').select(['id', 'name']).where('deleted_at', 'is', null).orderBy('name').execute(),
    activeMarketplaces(db),
    db.selectFrom('order_accounts').select(['id', 'name']).where('deleted_at', 'is', null).orderBy('name').execute(),
  ]);
  return { points, sortingCenters, marketplaces, orderAccounts };
}
