import { baseApi } from '@pvz/api-client/base-api';

/** The inventory calls' slice of the shared API: `InventoryReports` for the reports lists and the reports. */
export const inventoryApi = baseApi.enhanceEndpoints({ addTagTypes: ['InventoryReports'] });
