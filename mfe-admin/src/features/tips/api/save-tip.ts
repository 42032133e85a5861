import { apiPath } from '@pvz/api-client/api-url';
import { uploadFileQuery } from '@pvz/api-client/upload-file';
import type { UploadedFile } from '@pvz/contracts/api/files';
import {
  type CreateTipBody,
  type DeleteTipBody,
  type EditTipBody,
  type TipChange,
  type TipRemoved,
  tipRoutes,
} from '@pvz/contracts/api/tips';
import { tipsApi } from './tips-api';

/** POST /api/tips/create, /edit and /delete, and the pictures uploaded for articles (purpose `tip`). */
const saveTipApi = tipsApi.injectEndpoints({
  endpoints: (build) => ({
    tipsCreate: build.mutation<TipChange, CreateTipBody>({
      query: (body) => ({ url: apiPath(tipRoutes.create), method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Tips'] : []),
    }),
    tipsEdit: build.mutation<TipChange, EditTipBody>({
      query: (body) => ({ url: apiPath(tipRoutes.edit), method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Tips'] : []),
    }),
    tipsDelete: build.mutation<TipRemoved, DeleteTipBody>({
      query: (body) => ({ url: apiPath(tipRoutes.remove), method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Tips'] : []),
    }),
    tipsUploadPicture: build.mutation<UploadedFile, File>({
      query: (file) => uploadFileQuery(file, 'tip'),
    }),
  }),
});

export const { useTipsCreateMutation, useTipsEditMutation, useTipsDeleteMutation, useTipsUploadPictureMutation } =
  saveTipApi;
