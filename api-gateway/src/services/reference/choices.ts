import type { UserScope } from '@pvz/contracts/access';
import type { Db } from '../../db/database.js';
import { activeMarketplaces } from '../marketplaces.js';
import { inPointScope } from '../point-scope.js';

/**
 * Names for pickers, each list by name: the points of the scope, sorting centres, marketplaces, order
 * accounts, the delivery service's destinations and sorting centres, and the advance report's
 * categories and companies.
 */
export async function loadChoices(db: Db, scope: UserScope) {
  const named = (
    table: 'sorting_centers' | 'order_accounts' | 'pvz_delivery' | 'sorting_centers_delivery' | 'companies',
  ) => db.selectFrom(table).select(['id', 'name']).where('deleted_at', 'is', null).orderBy('name').execute();
  const [points, sortingCenters, marketplaces, orderAccounts, deliveryPoints, deliveryCenters, categories, companies] =
    await Promise.all([
      db
        .selectFrom('points')
        .select(['id', 'name'])
        .where('deleted_at', 'is', null)
        .where(inPointScope('id', scope))
        .orderBy('name')
        .execute(),
      named('sorting_centers'),
      activeMarketplaces(db),
      named('order_accounts'),
      named('pvz_delivery'),
      named('sorting_centers_delivery'),
      db
        .selectFrom('expense_categories')
        .select(['id', 'name', 'without_point as withoutPoint'])
        .where('deleted_at', 'is', null)
        .orderBy('name')
        .execute(),
      named('companies'),
    ]);
  return {
    points,
    sortingCenters,
    marketplaces,
    orderAccounts,
    deliveryPoints,
    deliveryCenters,
    categories,
    companies,
  };
}
