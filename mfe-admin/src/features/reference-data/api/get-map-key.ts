import { apiPath } from '@pvz/api-client/api-url';
import { baseApi } from '@pvz/api-client/base-api';
import { type MapKey, mapRoutes } from '@pvz/contracts/api/maps';

/** GET /api/map/key: the maps key (null without YANDEX_MAPS_API_KEY) and language for picking a point's place. */
const mapKeyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    mapKey: build.query<MapKey, void>({
      query: () => apiPath(mapRoutes.key),
    }),
  }),
});

export const { useMapKeyQuery } = mapKeyApi;
