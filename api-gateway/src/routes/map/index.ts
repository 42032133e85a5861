import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { DeliveryPointsMap, MapKey, MapPlaces, mapRoutes } from '@pvz/contracts/api/maps';
import { staffOf } from '../../plugins/app/access.js';
import { deliveryPointsOnMap, mapMarkers, mapPoints } from '../../services/maps/map-places.js';
import markers from './markers/index.js';

/**
 * /api/map/*: what the map pages draw, with the map's key (null: they show lists) and the language to load
 * it in; the key and language alone for /admin/pvz.
 */
const plugin: FastifyPluginAsyncTypebox = async (app) => {
  const { yandexKey: apiKey, lang } = app.config.maps;

  app.get(
    mapRoutes.places,
    {
      schema: { tags: ['map'], response: { 200: MapPlaces, ...errorResponses } },
      config: { access: { page: 'delivery-map' as const, level: 'read' as const } },
    },
    async (request) => {
      const [points, markerList] = await Promise.all([mapPoints(app.db, staffOf(request).scope), mapMarkers(app.db)]);
      return { apiKey, lang, points, markers: markerList };
    },
  );

  app.get(
    mapRoutes.deliveryPoints,
    {
      schema: { tags: ['map'], response: { 200: DeliveryPointsMap, ...errorResponses } },
      config: { access: { page: 'delivery-map-dp' as const, level: 'read' as const } },
    },
    async (request) => ({
      apiKey,
      lang,
      points: await deliveryPointsOnMap(app.db, staffOf(request).access.columns.service),
    }),
  );

  app.get(
    mapRoutes.key,
    {
      schema: { tags: ['map'], response: { 200: MapKey, ...errorResponses } },
      config: { access: { page: 'admin-pvz' as const, level: 'write' as const } },
    },
    async () => ({ apiKey, lang }),
  );

  await app.register(markers);
};
export default plugin;
