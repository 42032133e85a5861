import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import {
  EquipmentAudit,
  EquipmentAuditBody,
  EquipmentList,
  EquipmentListQuery,
  EquipmentOptions,
  EquipmentRecord,
  EquipmentRecordQuery,
  equipmentRoutes,
} from '@pvz/contracts/api/equipment';
import { type EquipmentRegister, equipmentTypes, registerPages, registerSegments } from '@pvz/contracts/equipment';
import { pointIn, staffOf } from '../../plugins/app/access.js';
import { auditScan } from '../../services/equipment/audit-scan.js';
import { pointsOfItems } from '../../services/equipment/item-points.js';
import { equipmentList } from '../../services/equipment/list.js';
import { responsibleChoices } from '../../services/equipment/people.js';
import { equipmentRecord } from '../../services/equipment/record.js';

/** What a register's readers may call: the lists, a card, the form's choices and the audit by scanning. */
export const registerReadRoutes =
  (register: EquipmentRegister): FastifyPluginAsyncTypebox =>
  async (app) => {
    const routes = equipmentRoutes(register);
    const tags = [registerSegments[register]];
    const page = registerPages[register];

    app.get(
      routes.list,
      {
        schema: { tags, querystring: EquipmentListQuery, response: { 200: EquipmentList, ...errorResponses } },
        config: { access: { page, level: 'read', point: pointIn('query', 'pointId') } },
      },
      async (request) => equipmentList(app.db, register, staffOf(request).scope, request.query),
    );

    app.get(
      routes.record,
      {
        schema: { tags, querystring: EquipmentRecordQuery, response: { 200: EquipmentRecord, ...errorResponses } },
        config: { access: { page, level: 'read', point: pointsOfItems(register, 'query', 'id') } },
      },
      async (request) => equipmentRecord(app.db, register, request.query.id),
    );

    app.get(
      routes.options,
      {
        schema: { tags, response: { 200: EquipmentOptions, ...errorResponses } },
        config: { access: { page, level: 'read' } },
      },
      async (request) => ({
        types: [...equipmentTypes[register]],
        people: await responsibleChoices(app.db, register, staffOf(request).scope),
      }),
    );

    // reads only: a count that is not stored changes nothing, so whoever reads the register may make it
    app.post(
      routes.audit,
      {
        schema: { tags, body: EquipmentAuditBody, response: { 200: EquipmentAudit, ...errorResponses } },
        config: { access: { page, level: 'read', point: pointIn('body', 'pointId') } },
      },
      async (request) => auditScan(app.db, staffOf(request), register, request.body.pointId, request.body.ids),
    );
  };
