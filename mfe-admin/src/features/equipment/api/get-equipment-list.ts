import { apiPath } from '@pvz/api-client/api-url';
import { type EquipmentList, type EquipmentListQuery, equipmentRoutes } from '@pvz/contracts/api/equipment';
import type { EquipmentRegister } from '@pvz/contracts/equipment';
import { equipmentApi } from './equipment-api';

export type EquipmentListArgs = EquipmentListQuery & { register: EquipmentRegister };

/** GET /api/{equipment|auto-storage}/list: a page of the register or of its decommissioned list */
const getListApi = equipmentApi.injectEndpoints({
  endpoints: (build) => ({
    equipmentList: build.query<EquipmentList, EquipmentListArgs>({
      query: ({ register, ...params }) => ({ url: apiPath(equipmentRoutes(register).list), params }),
      providesTags: ['EquipmentItems'],
    }),
  }),
});

export const { useEquipmentListQuery, useLazyEquipmentListQuery } = getListApi;
