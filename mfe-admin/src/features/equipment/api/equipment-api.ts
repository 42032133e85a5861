import { baseApi } from '@pvz/api-client/base-api';

/** The equipment registers' slice: every change invalidates the lists and the cards it touched. */
export const equipmentApi = baseApi.enhanceEndpoints({ addTagTypes: ['EquipmentItems', 'EquipmentOptions'] });
