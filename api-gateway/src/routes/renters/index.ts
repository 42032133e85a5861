import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import {
  CreateLicenseeBody,
  EditLicenseeBody,
  Licensees,
  LicenseesChange,
  licenseeRoutes,
  TariffBody,
} from '@pvz/contracts/api/licensees';
import { staffOf } from '../../plugins/app/access.js';
import { createLicensee, editLicensee, licensees, setTariff } from '../../services/licensees/licensees.js';
import { answerOnce } from '../../services/operations.js';

/** /api/renters*: the licensees, their points and tariffs (the «Лицензиаты» page's right). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['licensees'];
  const access = (level: 'read' | 'write') => ({ access: { page: 'licensee-renters' as const, level } });
  const changed = { 200: LicenseesChange, ...errorResponses };

  app.get(
    licenseeRoutes.list,
    { schema: { tags, response: { 200: Licensees, ...errorResponses } }, config: access('read') },
    async () => licensees(app.db),
  );

  app.post(
    licenseeRoutes.create,
    { schema: { tags, body: CreateLicenseeBody, response: changed }, config: access('write') },
    async (request, reply) =>
      answerOnce(request, reply, 'licensee.create', (trx) => createLicensee(trx, staffOf(request), request.body)),
  );

  app.post(
    licenseeRoutes.edit,
    { schema: { tags, body: EditLicenseeBody, response: changed }, config: access('write') },
    async (request, reply) =>
      answerOnce(request, reply, 'licensee.edit', (trx) => editLicensee(trx, staffOf(request), request.body)),
  );

  app.post(
    licenseeRoutes.tariff,
    { schema: { tags, body: TariffBody, response: changed }, config: access('write') },
    async (request, reply) =>
      answerOnce(request, reply, 'licensee.tariff', (trx) => setTariff(trx, staffOf(request), request.body)),
  );
};

export default routes;
