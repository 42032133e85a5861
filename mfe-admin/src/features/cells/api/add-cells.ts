import type { AddCellsAnswer, AddCellsBody } from '@pvz/contracts/api/cells';
import { cellsApi } from './cells-api';

/** POST /api/cells/add-cells {pvzId, count} */
const addCellsApi = cellsApi.injectEndpoints({
  endpoints: (build) => ({
    adminAddCells: build.mutation<AddCellsAnswer, AddCellsBody>({
      query: (body) => ({ url: 'cells/add-cells', method: 'POST', body }),
      invalidatesTags: (_result, _error, { pvzId }) => [
        { type: 'AdminCells', id: pvzId },
        { type: 'AdminReference', id: 'points' },
      ],
    }),
  }),
});

export const { useAdminAddCellsMutation } = addCellsApi;
