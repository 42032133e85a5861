import { errorResponses, SuccessResponse } from '@pvz/contracts/api/common';
import { Id } from '@pvz/contracts/api/primitives';
import {
  DeleteReferenceBody,
  type ReferenceEntity,
  type ReferenceInput,
  referenceRoutes,
  referenceSchemas,
} from '@pvz/contracts/api/reference';
import { messages } from '@pvz/contracts/messages';
import { referenceProblem } from '@pvz/contracts/validation/reference';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../../db/database.js';
import { isUniqueViolation } from '../../../db/errors.js';
import { badRequest, conflict, notFound } from '../../../errors.js';
import { type PointOf, staffOf } from '../../../plugins/app/access.js';
import { audit } from '../../../services/audit.js';
import type { ReferenceDefinition } from '../../../services/reference/definition.js';

/**
 * The four calls of one reference list: GET /api/reference/<entity>, POST …/create, …/edit, …/delete.
 * A reference to a missing row answers 400, duplicates 409, a row in use cannot be deleted (409 with the
 * reason), every change is audited.
 */
export function referenceListRoutes<E extends ReferenceEntity>(definition: ReferenceDefinition<E>) {
  const { entity, page } = definition;
  const { input, item } = referenceSchemas[entity];
  const auditEntity = `reference:${entity}`;
  // Rows that are points are checked against the caller's scope, like any object of a point.
  const pointOfBody = (field: 'item' | 'id'): PointOf | undefined =>
    definition.scopedByPoint
      ? (request) => {
          const body = request.body as { id?: number; item?: { id?: number } };
          return (field === 'id' ? body.id : body.item?.id) ?? null;
        }
      : undefined;

  function checked(raw: ReferenceInput<E>): ReferenceInput<E> {
    const problem = referenceProblem(entity, raw);
    if (problem) throw badRequest(problem.error);
    return definition.normalize(raw);
  }

  async function assertReferencesExist(trx: Db, values: ReferenceInput<E>) {
    const missing = await definition.missingReference?.(trx, values);
    if (missing) throw badRequest(missing);
  }

  return async (app: FastifyInstance) => {
    app.get(
      referenceRoutes.list(entity),
      {
        schema: { tags: ['reference'], response: { 200: Type.Object({ items: Type.Array(item) }), ...errorResponses } },
        config: { access: { page, level: 'read' } },
      },
      async (request) => ({ items: await definition.list(app.db, staffOf(request)) }),
    );

    app.post(
      referenceRoutes.create(entity),
      {
        schema: {
          tags: ['reference'],
          body: Type.Object({ item: input }),
          response: {
            200: Type.Object({ success: Type.Literal(true), item, message: Type.Optional(Type.String()) }),
            ...errorResponses,
          },
        },
        config: { access: { page, level: 'write' } },
      },
      async (request) => {
        const actor = staffOf(request);
        const values = checked((request.body as { item: ReferenceInput<E> }).item);
        try {
          return await app.db.transaction().execute(async (trx) => {
            await assertReferencesExist(trx, values);
            const id = await definition.insert(trx, values);
            const message = await definition.afterCreate?.(trx, id);
            const row = await definition.get(trx, id);
            await audit(trx, actor, { entity: auditEntity, entityId: id, action: 'create', after: row });
            return { success: true as const, item: row, ...(message && { message }) };
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict(messages.referenceDuplicate);
          throw error;
        }
      },
    );

    app.post(
      referenceRoutes.edit(entity),
      {
        schema: {
          tags: ['reference'],
          body: Type.Object({ item: Type.Object({ id: Id, ...input.properties }) }),
          response: { 200: Type.Object({ success: Type.Literal(true), item }), ...errorResponses },
        },
        config: { access: { page, level: 'write', point: pointOfBody('item') } },
      },
      async (request) => {
        const actor = staffOf(request);
        const { id, ...raw } = (request.body as { item: ReferenceInput<E> & { id: number } }).item;
        const values = checked(raw as unknown as ReferenceInput<E>);
        try {
          const updated = await app.db.transaction().execute(async (trx) => {
            const before = await definition.get(trx, id);
            if (!before) throw notFound(messages.referenceNotFound);
            await assertReferencesExist(trx, values);
            await definition.update(trx, id, values);
            const after = await definition.get(trx, id);
            await audit(trx, actor, { entity: auditEntity, entityId: id, action: 'update', before, after });
            return after;
          });
          return { success: true as const, item: updated };
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict(messages.referenceDuplicate);
          throw error;
        }
      },
    );

    app.post(
      referenceRoutes.remove(entity),
      {
        schema: {
          tags: ['reference'],
          body: DeleteReferenceBody,
          response: { 200: SuccessResponse, ...errorResponses },
        },
        config: { access: { page, level: 'write', point: pointOfBody('id') } },
      },
      async (request) => {
        const actor = staffOf(request);
        const { id } = request.body as { id: number };
        await app.db.transaction().execute(async (trx) => {
          const before = await definition.get(trx, id);
          if (!before) throw notFound(messages.referenceNotFound);
          const reason = await definition.inUse(trx, id);
          if (reason) throw conflict(reason);
          await definition.softDelete(trx, id);
          await audit(trx, actor, { entity: auditEntity, entityId: id, action: 'delete', before });
        });
        return { success: true as const };
      },
    );
  };
}
