import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import {
  PageTips,
  Tip,
  TipIdQuery,
  TipList,
  TipListQuery,
  TipOptions,
  TipsForPageQuery,
  tipRoutes,
} from '@pvz/contracts/api/tips';
import { staffOf } from '../../plugins/app/access.js';
import { tipList, tipOf, tipOptions, tipsForPage } from '../../services/tips/tip-reads.js';

const tags = ['tips'];
const page = (level: 'read' | 'write') => ({ access: { page: 'tips' as const, level } });

/** The articles as their readers see them: the list with its search, one article, a page's «?». */
const readRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    tipRoutes.list,
    {
      schema: { tags, querystring: TipListQuery, response: { 200: TipList, ...errorResponses } },
      config: page('read'),
    },
    async (request) => tipList(app.db, staffOf(request), request.query),
  );

  app.get(
    tipRoutes.record,
    { schema: { tags, querystring: TipIdQuery, response: { 200: Tip, ...errorResponses } }, config: page('read') },
    async (request) => tipOf(app.db, staffOf(request), request.query.id),
  );

  app.get(
    tipRoutes.forPage,
    {
      schema: { tags, querystring: TipsForPageQuery, response: { 200: PageTips, ...errorResponses } },
      config: page('read'),
    },
    async (request) => tipsForPage(app.db, staffOf(request), request.query.page),
  );

  app.get(
    tipRoutes.options,
    { schema: { tags, response: { 200: TipOptions, ...errorResponses } }, config: page('write') },
    async () => tipOptions(app.db),
  );
};

export default readRoutes;
