import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { CreateMarkerBody, Marker, MarkerIdBody, mapRoutes } from '@pvz/contracts/api/maps';
import { staffOf } from '../../../plugins/app/access.js';
import { createMarker, removeMarker } from '../../../services/maps/map-places.js';

const access = { access: { page: 'delivery-map' as const, level: 'write' as const } };

/** /api/map/markers/*: a manager adds a marker where they clicked, or removes one from its card. */
const markers: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    mapRoutes.createMarker,
    {
      schema: { tags: ['map'], body: CreateMarkerBody, response: { 200: Marker, ...errorResponses } },
      config: access,
    },
    async (request) => createMarker(app.db, staffOf(request), request.body),
  );

  app.post(
    mapRoutes.removeMarker,
    {
      schema: { tags: ['map'], body: MarkerIdBody, response: { 200: MarkerIdBody, ...errorResponses } },
      config: access,
    },
    async (request) => {
      await removeMarker(app.db, staffOf(request), request.body.id);
      return { id: request.body.id };
    },
  );
};
export default markers;
