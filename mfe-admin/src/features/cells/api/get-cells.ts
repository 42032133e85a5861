import { apiPath } from '@pvz/api-client/api-url';
import type { CellList } from '@pvz/contracts/api/cells';
import { cellRoutes } from '@pvz/contracts/api/cells';
import { cellsApi } from './cells-api';

/** GET /api/cells/get-cells?pvzId= */
const getCellsApi = cellsApi.injectEndpoints({
  endpoints: (build) => ({
    adminGetCells: build.query<CellList, number>({
      query: (pvzId) => ({ url: apiPath(cellRoutes.getCells), params: { pvzId } }),
      providesTags: (_result, _error, pvzId) => [{ type: 'AdminCells', id: pvzId }],
    }),
  }),
});

export const { useAdminGetCellsQuery } = getCellsApi;
