import type { ReferenceEntity } from '@pvz/contracts/api/reference';
import { companies, expenseCategories } from './advance-lists.js';
import type { ReferenceDefinition } from './definition.js';
import { marketplaces } from './marketplaces.js';
import { pvzDelivery, sortingCenters, sortingCentersDelivery } from './named-places.js';
import { orderAccounts } from './order-accounts.js';
import { phoneNumbers } from './phone-numbers.js';
import { points } from './points.js';

/** Every reference list, by the entity name of its URL. */
export const referenceDefinitions: { [E in ReferenceEntity]: ReferenceDefinition<E> } = {
  points,
  'sorting-centers': sortingCenters,
  'pvz-delivery': pvzDelivery,
  'sorting-centers-delivery': sortingCentersDelivery,
  marketplaces,
  'phone-numbers': phoneNumbers,
  'order-accounts': orderAccounts,
  'expense-categories': expenseCategories,
  companies,
};
