import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { CreateTipBody, DeleteTipBody, EditTipBody, TipChange, TipRemoved, tipRoutes } from '@pvz/contracts/api/tips';
import { staffOf } from '../../plugins/app/access.js';
import { answerOnce } from '../../services/operations.js';
import { createTip, editTip, removeTip } from '../../services/tips/tip-changes.js';

const tags = ['tips'];
const config = { access: { page: 'tips' as const, level: 'write' as const } };

/** What the writers of the page (ADMIN) do: an article written, changed or taken away, each once per operation. */
const changeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    tipRoutes.create,
    { schema: { tags, body: CreateTipBody, response: { 200: TipChange, ...errorResponses } }, config },
    async (request, reply) =>
      answerOnce(request, reply, 'tips.create', (trx) => createTip(trx, staffOf(request), request.body)),
  );

  app.post(
    tipRoutes.edit,
    { schema: { tags, body: EditTipBody, response: { 200: TipChange, ...errorResponses } }, config },
    async (request, reply) =>
      answerOnce(request, reply, 'tips.edit', (trx) => editTip(trx, staffOf(request), request.body)),
  );

  app.post(
    tipRoutes.remove,
    { schema: { tags, body: DeleteTipBody, response: { 200: TipRemoved, ...errorResponses } }, config },
    async (request, reply) =>
      answerOnce(request, reply, 'tips.delete', (trx) => removeTip(trx, staffOf(request), request.body)),
  );
};

export default changeRoutes;
