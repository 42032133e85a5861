import { apiPath } from '@pvz/api-client/api-url';
import { type EquipmentRecord, equipmentRoutes } from '@pvz/contracts/api/equipment';
import type { EquipmentRegister } from '@pvz/contracts/equipment';
import { equipmentApi } from './equipment-api';

/** GET /api/{equipment|auto-storage}/record?id=: the card with its photos and history */
const getRecordApi = equipmentApi.injectEndpoints({
  endpoints: (build) => ({
    equipmentRecord: build.query<EquipmentRecord, { register: EquipmentRegister; id: number }>({
      query: ({ register, id }) => ({ url: apiPath(equipmentRoutes(register).record), params: { id } }),
      providesTags: ['EquipmentItems'],
    }),
  }),
});

export const { useEquipmentRecordQuery } = getRecordApi;
