import { baseApi } from '@pvz/api-client/base-api';
import type { ReferenceEntity } from '@pvz/contracts/api/reference';

/** The reference lists' slice of the shared API; one cache entry per list. A change also refreshes the pickers. */
export const referenceApi = baseApi.enhanceEndpoints({ addTagTypes: ['AdminReference', 'ReferenceChoices'] });

export const changed = (entity: ReferenceEntity) => [
  { type: 'AdminReference' as const, id: entity },
  'ReferenceChoices' as const,
];
