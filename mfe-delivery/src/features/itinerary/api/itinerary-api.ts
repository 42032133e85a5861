import { apiPath } from '@pvz/api-client/api-url';
import { baseApi } from '@pvz/api-client/base-api';
import { uploadFileQuery } from '@pvz/api-client/upload-file';
import { type BoxAnswer, boxRoutes, type CourierScanBody } from '@pvz/contracts/api/boxes';
import type { UploadedFile } from '@pvz/contracts/api/files';
import {
  type DayRoutes,
  itineraryRoutes,
  type PlannedRoute,
  type RouteBody,
  type RoutePlaces,
  type SavedRoute,
  type SaveRouteBody,
  type StopOutcomeBody,
} from '@pvz/contracts/api/itinerary';

/**
 * Routes: planning (a mutation the page calls on demand, nothing is stored), saved routes of a day,
 * the courier's own with the box scans of distribution and the stop outcomes.
 */
const itineraryApi = baseApi.enhanceEndpoints({ addTagTypes: ['Routes'] }).injectEndpoints({
  endpoints: (build) => ({
    planRoute: build.mutation<PlannedRoute, RouteBody>({
      query: (body) => ({ url: apiPath(itineraryRoutes.route), method: 'POST', body }),
    }),
    routePlaces: build.query<RoutePlaces, void>({
      query: () => apiPath(itineraryRoutes.places),
      providesTags: ['Routes'],
    }),
    savedRoute: build.query<SavedRoute, number>({
      query: (id) => ({ url: apiPath(itineraryRoutes.record), params: { id } }),
      providesTags: ['Routes'],
    }),
    saveRoute: build.mutation<SavedRoute, SaveRouteBody>({
      query: (body) => ({ url: apiPath(itineraryRoutes.save), method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Routes'] : []),
    }),
    removeRoute: build.mutation<{ id: number }, { id: number }>({
      query: (body) => ({ url: apiPath(itineraryRoutes.remove), method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Routes'] : []),
    }),
    dayRoutes: build.query<DayRoutes, string>({
      query: (day) => ({ url: apiPath(itineraryRoutes.day), params: { day } }),
      providesTags: ['Routes'],
    }),
    myRoutes: build.query<DayRoutes, string>({
      query: (day) => ({ url: apiPath(itineraryRoutes.mine), params: { day } }),
      providesTags: ['Routes'],
    }),
    finishStop: build.mutation<SavedRoute, StopOutcomeBody>({
      query: (body) => ({ url: apiPath(itineraryRoutes.stop), method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Routes'] : []),
    }),
    uploadStopPhoto: build.mutation<UploadedFile, File>({
      query: (file) => uploadFileQuery(file, 'stop'),
    }),
    /** the box scans of distribution: first «На курьере», then «Доставлено» */
    scanRouteBox: build.mutation<BoxAnswer, CourierScanBody>({
      query: (body) => ({ url: apiPath(boxRoutes.courierScan), method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Routes'] : []),
    }),
  }),
});

export const {
  usePlanRouteMutation,
  useRoutePlacesQuery,
  useSavedRouteQuery,
  useSaveRouteMutation,
  useRemoveRouteMutation,
  useDayRoutesQuery,
  useMyRoutesQuery,
  useFinishStopMutation,
  useUploadStopPhotoMutation,
  useScanRouteBoxMutation,
} = itineraryApi;
