import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChatMessage,
  ChatPoints,
  ClientThread,
  GuestKeyBody,
  GuestSendBody,
  GuestStartBody,
  GuestThreadKey,
  guestChatRoutes,
} from '@pvz/contracts/api/chat';
import { errorResponses } from '@pvz/contracts/api/common';
import { messages } from '@pvz/contracts/messages';
import { tooManyRequests } from '../../../errors.js';
import { socketRoute } from '../../../plugins/app/socket-route.js';
import { addressKey } from '../../../services/address-key.js';
import { clientSend, clientThread, guestStart, guestViewer } from '../../../services/chat/client-threads.js';
import { pointsToOrderTo } from '../../../services/client-orders/order-points.js';
import { commitThenPush } from '../../../services/notifications/answer-then-push.js';
import { overLimit } from '../../../services/throttle.js';

const access = { access: { public: true as const } };
/** New guest threads an address may open an hour: a person asks a few questions, a script many. */
const GUEST_THREADS_PER_HOUR = 10;

/** /api/public/chat/*: a guest's thread on the public pages, reached by the token their browser keeps. */
const plugin: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    guestChatRoutes.start,
    {
      schema: { tags: ['chat'], body: GuestStartBody, response: { 200: GuestThreadKey, ...errorResponses } },
      config: access,
    },
    async (request) => {
      const limits = [{ key: addressKey(request.ip), max: GUEST_THREADS_PER_HOUR }];
      if (await overLimit(app.db, 'guest-chat', limits, 60)) throw tooManyRequests(messages.tooManyRequests);
      // the staff's notice of the message is pushed once it is committed
      return commitThenPush(request, (trx) => guestStart(trx, request.body));
    },
  );

  // the network's points are on its signs and order pages already: a guest names the one they ask about
  app.get(
    guestChatRoutes.points,
    { schema: { tags: ['chat'], response: { 200: ChatPoints, ...errorResponses } }, config: access },
    async () => ({ points: await pointsToOrderTo(app.db) }),
  );

  app.post(
    guestChatRoutes.thread,
    {
      schema: { tags: ['chat'], body: GuestKeyBody, response: { 200: ClientThread, ...errorResponses } },
      config: access,
    },
    async (request) => {
      const viewer = await guestViewer(app.db, request.body);
      return clientThread(app.db, viewer, request.body.threadId);
    },
  );

  app.post(
    guestChatRoutes.send,
    {
      schema: { tags: ['chat'], body: GuestSendBody, response: { 200: ChatMessage, ...errorResponses } },
      config: access,
    },
    async (request) => {
      const viewer = await guestViewer(app.db, request.body);
      return commitThenPush(request, (trx) => clientSend(trx, viewer, request.body));
    },
  );

  // the socket's first frame names the thread and its token (a token in the address would be logged)
  app.route(
    socketRoute(guestChatRoutes.live, 'chat', access, (socket, request) =>
      app.serveChatSocket(socket, request, { guest: (hello) => guestViewer(app.db, hello).catch(() => null) }),
    ),
  );
};
export default plugin;
