import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { EditPolicyBody, Policy, policyRoutes } from '@pvz/contracts/api/policies';
import { staffOf } from '../../plugins/app/access.js';
import { audit } from '../../services/audit.js';
import { loadPolicy, savePolicy } from '../../services/policies.js';

/** POST /api/settings/edit-policy {name, text}: publishes a policy's text (an empty text withdraws it). */
const editPolicy: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    policyRoutes.editPolicy,
    {
      schema: { tags: ['settings'], body: EditPolicyBody, response: { 200: Policy, ...errorResponses } },
      config: { access: { page: 'admin-settings', level: 'write' } },
    },
    async (request) => {
      const actor = staffOf(request);
      const { name } = request.body;
      const text = request.body.text.trim();
      return app.db.transaction().execute(async (trx) => {
        const before = await loadPolicy(trx, name);
        await savePolicy(trx, name, text);
        await audit(trx, actor, {
          entity: 'settings',
          entityId: `policy:${name}`,
          action: 'update',
          before: before.text,
          after: text,
        });
        return loadPolicy(trx, name);
      });
    },
  );
};

export default editPolicy;
