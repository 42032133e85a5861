import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notificationRoutes, PushWebConfig } from '@pvz/contracts/api/notifications';

/** GET /api/public/push-config: the public Firebase web config and VAPID key, null when push is not configured. */
const pushConfig: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    notificationRoutes.pushConfig,
    {
      schema: { tags: ['notifications'], response: { 200: PushWebConfig } },
      config: { access: { public: true } },
    },
    async () => ({ config: app.config.push?.web ?? null }),
  );
};

export default pushConfig;
