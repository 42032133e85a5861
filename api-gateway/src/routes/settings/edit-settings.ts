import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { settingsRoutes } from '@pvz/contracts/api/settings';
import { EditSettingsBody, SiteSettings } from '@pvz/contracts/settings';
import { settingsProblem } from '@pvz/contracts/validation/settings';
import { badRequest } from '../../errors.js';
import { staffOf } from '../../plugins/app/access.js';
import { audit } from '../../services/audit.js';
import { loadSettings, saveSettings } from '../../services/settings.js';

/** POST /api/settings/edit-settings {settings}: saves the business settings as a whole. */
const editSettings: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    settingsRoutes.editSettings,
    {
      schema: { tags: ['settings'], body: EditSettingsBody, response: { 200: SiteSettings, ...errorResponses } },
      config: { access: { page: 'admin-settings', level: 'write' } },
    },
    async (request) => {
      const actor = staffOf(request);
      const problem = settingsProblem(request.body.settings);
      if (problem) throw badRequest(problem.error);
      const settings = { ...request.body.settings, siteTitle: request.body.settings.siteTitle.trim() };
      return app.db.transaction().execute(async (trx) => {
        const before = await loadSettings(trx);
        await saveSettings(trx, settings);
        await audit(trx, actor, { entity: 'settings', entityId: 'site', action: 'update', before, after: settings });
        return settings;
      });
    },
  );
};

export default editSettings;
