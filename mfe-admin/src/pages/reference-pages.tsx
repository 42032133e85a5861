import type { ReferenceEntity } from '@pvz/contracts/api/reference';
import { ReferencePage } from './reference-page';

/** The page of each reference list: one component per list, so that each has a name of its own. */
const referencePages: Record<ReferenceEntity, () => React.JSX.Element> = {
  points: () => <ReferencePage entity="points" />,
  'sorting-centers': () => <ReferencePage entity="sorting-centers" />,
  'pvz-delivery': () => <ReferencePage entity="pvz-delivery" />,
  'sorting-centers-delivery': () => <ReferencePage entity="sorting-centers-delivery" />,
  marketplaces: () => <ReferencePage entity="marketplaces" />,
  'phone-numbers': () => <ReferencePage entity="phone-numbers" />,
  'order-accounts': () => <ReferencePage entity="order-accounts" />,
  'expense-categories': () => <ReferencePage entity="expense-categories" />,
  companies: () => <ReferencePage entity="companies" />,
};

export function referencePageOf(entity: ReferenceEntity) {
  return referencePages[entity];
}
