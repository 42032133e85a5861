import type { CellList } from '@pvz/contracts/api/cells';
import { cellsApi } from './cells-api';

/** GET /api/cells/get-cells?pvzId= */
const getCellsApi = cellsApi.injectEndpoints({
  endpoints: (build) => ({
    adminGetCells: build.query<CellList, number>({
      query: (pvzId) => `cells/get-cells?pvzId=${pvzId}`,
      providesTags: (_result, _error, pvzId) => [{ type: 'AdminCells', id: pvzId }],
    }),
  }),
});

export const { useAdminGetCellsQuery } = getCellsApi;
