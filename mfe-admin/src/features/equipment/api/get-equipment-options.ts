import { apiPath } from '@pvz/api-client/api-url';
import { type EquipmentOptions, equipmentRoutes } from '@pvz/contracts/api/equipment';
import type { EquipmentRegister } from '@pvz/contracts/equipment';
import { equipmentApi } from './equipment-api';

/** GET /api/{equipment|auto-storage}/options: the register's types and who may be responsible */
const getOptionsApi = equipmentApi.injectEndpoints({
  endpoints: (build) => ({
    equipmentOptions: build.query<EquipmentOptions, EquipmentRegister>({
      query: (register) => apiPath(equipmentRoutes(register).options),
      providesTags: ['EquipmentOptions'],
    }),
  }),
});

export const { useEquipmentOptionsQuery } = getOptionsApi;
