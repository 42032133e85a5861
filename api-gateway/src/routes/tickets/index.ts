import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { allowsLevel } from '@pvz/contracts/access';
import {
  AssignBody,
  ChatColleagues,
  ChatMessage,
  Inbox,
  InboxQuery,
  ReadBody,
  StaffSendBody,
  StaffThread,
  StatusBody,
  ThreadIdBody,
  ThreadIdQuery,
  ThreadSummary,
  ticketRoutes,
} from '@pvz/contracts/api/chat';
import { errorResponses } from '@pvz/contracts/api/common';
import { staffOf } from '../../plugins/app/access.js';
import { socketRoute } from '../../plugins/app/socket-route.js';
import { chatColleagues } from '../../services/chat/chat-colleagues.js';
import {
  assign,
  inbox,
  readThread,
  removeThread,
  setStatus,
  staffSend,
  staffThread,
  staffViewer,
} from '../../services/chat/staff-threads.js';
import { answerOnceThenPush } from '../../services/notifications/answer-then-push.js';
import canned from './canned/index.js';

const access = (level: 'read' | 'write') => ({ access: { page: 'extra-tickets' as const, level } });

/**
 * /api/tickets/*: the support inbox, a thread, answers and notes, assignment to oneself or a colleague,
 * closing, the live socket.
 */
const plugin: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    ticketRoutes.list,
    {
      schema: { tags: ['tickets'], querystring: InboxQuery, response: { 200: Inbox, ...errorResponses } },
      config: access('read'),
    },
    async (request) => inbox(app.db, staffOf(request), request.query),
  );

  app.get(
    ticketRoutes.thread,
    {
      schema: { tags: ['tickets'], querystring: ThreadIdQuery, response: { 200: StaffThread, ...errorResponses } },
      config: access('read'),
    },
    async (request) => staffThread(app.db, staffOf(request), request.query.id),
  );

  app.post(
    ticketRoutes.send,
    {
      schema: { tags: ['tickets'], body: StaffSendBody, response: { 200: ChatMessage, ...errorResponses } },
      config: access('write'),
    },
    // the client's push goes once the answer is committed
    async (request, reply) =>
      answerOnceThenPush(request, reply, 'tickets.send', async (trx) => {
        const sent = await staffSend(trx, staffOf(request), request.body);
        return { answer: sent.message, notificationIds: sent.notificationIds };
      }),
  );

  app.post(
    ticketRoutes.assign,
    {
      schema: { tags: ['tickets'], body: AssignBody, response: { 200: ThreadSummary, ...errorResponses } },
      config: access('write'),
    },
    async (request) => assign(app.db, staffOf(request), request.body),
  );

  // only those who may pass a thread learn who works the chat
  app.get(
    ticketRoutes.colleagues,
    {
      schema: { tags: ['tickets'], querystring: ThreadIdQuery, response: { 200: ChatColleagues, ...errorResponses } },
      config: access('write'),
    },
    async (request) => chatColleagues(app.db, staffOf(request), request.query.id),
  );

  app.post(
    ticketRoutes.status,
    {
      schema: { tags: ['tickets'], body: StatusBody, response: { 200: ThreadSummary, ...errorResponses } },
      config: access('write'),
    },
    async (request) => setStatus(app.db, staffOf(request), request.body),
  );

  app.post(
    ticketRoutes.remove,
    {
      schema: { tags: ['tickets'], body: ThreadIdBody, response: { 200: ThreadIdBody, ...errorResponses } },
      config: access('write'),
    },
    async (request) => {
      await removeThread(app.db, staffOf(request), request.body.threadId);
      return request.body;
    },
  );

  app.post(
    ticketRoutes.read,
    {
      schema: { tags: ['tickets'], body: ReadBody, response: { 200: ReadBody, ...errorResponses } },
      config: access('read'),
    },
    async (request) => readThread(app.db, staffViewer(staffOf(request)), request.body),
  );

  app.route(
    socketRoute(ticketRoutes.live, 'tickets', access('read'), (socket, request) =>
      app.serveChatSocket(socket, request, {
        // the inbox's right, asked again every heartbeat: a user who lost it hears nothing more
        signedIn: (auth) =>
          auth.kind === 'staff' && allowsLevel(auth.access.pages['extra-tickets'], 'read') ? staffViewer(auth) : null,
      }),
    ),
  );

  await app.register(canned);
};
export default plugin;
