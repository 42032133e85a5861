import { apiPath } from '@pvz/api-client/api-url';
import {
  type EquipmentBulkChange,
  type EquipmentDecommissionBody,
  equipmentRoutes,
} from '@pvz/contracts/api/equipment';
import type { EquipmentRegister } from '@pvz/contracts/equipment';
import { equipmentApi } from './equipment-api';

/** POST …/decommission: the end of the items chosen, with a reason */
const equipmentDecommissionApi = equipmentApi.injectEndpoints({
  endpoints: (build) => ({
    equipmentDecommission: build.mutation<
      EquipmentBulkChange,
      EquipmentDecommissionBody & { register: EquipmentRegister }
    >({
      query: ({ register, ...body }) => ({
        url: apiPath(equipmentRoutes(register).decommission),
        method: 'POST',
        body,
      }),
      invalidatesTags: ['EquipmentItems'],
    }),
  }),
});

export const { useEquipmentDecommissionMutation } = equipmentDecommissionApi;
