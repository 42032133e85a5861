import { apiPath } from '@pvz/api-client/api-url';
import type { AddCellsAnswer, AddCellsBody } from '@pvz/contracts/api/cells';
import { cellRoutes } from '@pvz/contracts/api/cells';
import { cellsApi } from './cells-api';

/** POST /api/cells/add-cells {pvzId, count} */
const addCellsApi = cellsApi.injectEndpoints({
  endpoints: (build) => ({
    adminAddCells: build.mutation<AddCellsAnswer, AddCellsBody>({
      query: (body) => ({ url: apiPath(cellRoutes.addCells), method: 'POST', body }),
      invalidatesTags: (_result, _error, { pvzId }) => [
        { type: 'AdminCells', id: pvzId },
        { type: 'AdminReference', id: 'points' },
      ],
    }),
  }),
});

export const { useAdminAddCellsMutation } = addCellsApi;
