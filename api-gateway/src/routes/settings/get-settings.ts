import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { settingsRoutes } from '@pvz/contracts/api/settings';
import { SiteSettings } from '@pvz/contracts/settings';
import { loadSettings } from '../../services/settings.js';

/** GET /api/settings/get-settings: every business setting with its current value. */
const getSettings: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    settingsRoutes.getSettings,
    {
      schema: { tags: ['settings'], response: { 200: SiteSettings, ...errorResponses } },
      config: { access: { page: 'admin-settings', level: 'read' } },
    },
    async () => loadSettings(app.db),
  );
};

export default getSettings;
