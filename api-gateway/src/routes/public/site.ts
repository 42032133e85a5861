import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { settingsRoutes } from '@pvz/contracts/api/settings';
import { PublicSite } from '@pvz/contracts/settings';
import { loadSettings } from '../../services/settings.js';

/** GET /api/public/site: the site's name, where to order to and the contact numbers, for every visitor. */
const site: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    settingsRoutes.publicSite,
    { schema: { tags: ['settings'], response: { 200: PublicSite } }, config: { access: { public: true } } },
    async () => {
      const { siteTitle, orderAddress, contactPhones } = await loadSettings(app.db);
      return { siteTitle, orderAddress, contactPhones };
    },
  );
};

export default site;
