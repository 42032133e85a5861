import { apiPath } from '@pvz/api-client/api-url';
import { baseApi } from '@pvz/api-client/base-api';
import {
  type CreateMarkerBody,
  type DeliveryPointsMap,
  type MapPlaces,
  type Marker,
  type MarkerIdBody,
  mapRoutes,
} from '@pvz/contracts/api/maps';

/** The maps (issue 18): our points and the managers' markers (/map), the delivery points (/map-dp). */
const mapsApi = baseApi.enhanceEndpoints({ addTagTypes: ['MapPlaces'] }).injectEndpoints({
  endpoints: (build) => ({
    mapPlaces: build.query<MapPlaces, void>({
      query: () => apiPath(mapRoutes.places),
      providesTags: ['MapPlaces'],
    }),
    createMapMarker: build.mutation<Marker, CreateMarkerBody>({
      query: (body) => ({ url: apiPath(mapRoutes.createMarker), method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['MapPlaces'] : []),
    }),
    removeMapMarker: build.mutation<MarkerIdBody, MarkerIdBody>({
      query: (body) => ({ url: apiPath(mapRoutes.removeMarker), method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['MapPlaces'] : []),
    }),
    deliveryPointsMap: build.query<DeliveryPointsMap, void>({
      query: () => apiPath(mapRoutes.deliveryPoints),
    }),
  }),
});

export const { useMapPlacesQuery, useCreateMapMarkerMutation, useRemoveMapMarkerMutation, useDeliveryPointsMapQuery } =
  mapsApi;
