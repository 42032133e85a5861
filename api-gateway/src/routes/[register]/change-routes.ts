import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import {
  CreateEquipmentBody,
  EditEquipmentBody,
  EquipmentBulkChange,
  EquipmentChange,
  EquipmentDecommissionBody,
  EquipmentMoveBody,
  EquipmentPhotoRemoveBody,
  EquipmentPhotosBody,
  EquipmentRepairBody,
  EquipmentStateBody,
  equipmentRoutes,
} from '@pvz/contracts/api/equipment';
import { type EquipmentRegister, registerPages, registerSegments } from '@pvz/contracts/equipment';
import { allPointsOf, pointIn, staffOf } from '../../plugins/app/access.js';
import {
  addPhotos,
  addRepair,
  changeState,
  createItem,
  decommissionItems,
  editItem,
  moveItems,
  removePhoto,
} from '../../services/equipment/changes.js';
import { pointsOfItems } from '../../services/equipment/item-points.js';
import { answerOnceThenPush } from '../../services/notifications/answer-then-push.js';
import { answerOnce } from '../../services/operations.js';

/** What a register's managers may do: every change runs once per operation id, with its history. */
export const registerChangeRoutes =
  (register: EquipmentRegister): FastifyPluginAsyncTypebox =>
  async (app) => {
    const routes = equipmentRoutes(register);
    const tags = [registerSegments[register]];
    const page = registerPages[register];
    const action = (name: string) => `${registerSegments[register]}.${name}`;
    const single = { 200: EquipmentChange, ...errorResponses };
    const bulk = { 200: EquipmentBulkChange, ...errorResponses };
    const item = pointsOfItems(register, 'body', 'id');
    const items = pointsOfItems(register, 'body', 'ids');

    app.post(
      routes.create,
      {
        schema: { tags, body: CreateEquipmentBody, response: single },
        config: { access: { page, level: 'write', point: pointIn('body', 'pointId') } },
      },
      async (request, reply) =>
        answerOnce(request, reply, action('create'), (trx) =>
          createItem(trx, staffOf(request), register, request.body),
        ),
    );

    app.post(
      routes.edit,
      {
        schema: { tags, body: EditEquipmentBody, response: single },
        config: { access: { page, level: 'write', point: item } },
      },
      async (request, reply) =>
        answerOnce(request, reply, action('edit'), (trx) => editItem(trx, staffOf(request), register, request.body)),
    );

    app.post(
      routes.state,
      {
        schema: { tags, body: EquipmentStateBody, response: bulk },
        config: { access: { page, level: 'write', point: items } },
      },
      // the managers' notifications are pushed once the change is committed
      async (request, reply) =>
        answerOnceThenPush(request, reply, action('state'), (trx) =>
          changeState(trx, staffOf(request), register, request.body),
        ),
    );

    app.post(
      routes.move,
      {
        schema: { tags, body: EquipmentMoveBody, response: bulk },
        // the items' points and the one they go to: both must be the caller's
        config: { access: { page, level: 'write', point: allPointsOf(items, pointIn('body', 'toPointId')) } },
      },
      async (request, reply) =>
        answerOnce(request, reply, action('move'), (trx) => moveItems(trx, staffOf(request), register, request.body)),
    );

    app.post(
      routes.repair,
      {
        schema: { tags, body: EquipmentRepairBody, response: single },
        config: { access: { page, level: 'write', point: item } },
      },
      async (request, reply) =>
        answerOnce(request, reply, action('repair'), (trx) => addRepair(trx, staffOf(request), register, request.body)),
    );

    app.post(
      routes.decommission,
      {
        schema: { tags, body: EquipmentDecommissionBody, response: bulk },
        config: { access: { page, level: 'write', point: items } },
      },
      async (request, reply) =>
        answerOnce(request, reply, action('decommission'), (trx) =>
          decommissionItems(trx, staffOf(request), register, request.body),
        ),
    );

    app.post(
      routes.photos,
      {
        schema: { tags, body: EquipmentPhotosBody, response: single },
        config: { access: { page, level: 'write', point: item } },
      },
      async (request, reply) =>
        answerOnce(request, reply, action('photos'), (trx) =>
          addPhotos(trx, staffOf(request), register, request.body.id, request.body.fileIds),
        ),
    );

    app.post(
      routes.photoRemove,
      {
        schema: { tags, body: EquipmentPhotoRemoveBody, response: single },
        config: { access: { page, level: 'write', point: item } },
      },
      async (request, reply) =>
        answerOnce(request, reply, action('photo-remove'), (trx) =>
          removePhoto(trx, staffOf(request), register, request.body.id, request.body.fileId),
        ),
    );
  };
