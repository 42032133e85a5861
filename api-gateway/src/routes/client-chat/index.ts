import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChatMessage,
  ClientSendBody,
  ClientStartBody,
  ClientThread,
  ClientThreads,
  clientChatRoutes,
  ReadBody,
} from '@pvz/contracts/api/chat';
import { errorResponses } from '@pvz/contracts/api/common';
import { messages } from '@pvz/contracts/messages';
import { tooManyRequests } from '../../errors.js';
import { clientOf } from '../../plugins/app/access.js';
import { socketRoute } from '../../plugins/app/socket-route.js';
import type { ChatViewer } from '../../services/chat/chat-rows.js';
import { clientSend, clientStart, clientThreads } from '../../services/chat/client-threads.js';
import { readThread } from '../../services/chat/staff-threads.js';
import { answerOnceThenPush } from '../../services/notifications/answer-then-push.js';
import { overLimit } from '../../services/throttle.js';

const access = { access: { client: true as const } };
/** Each new thread tells the staff of its point: a client opens a few an hour at most, as a guest may. */
const CLIENT_THREADS_PER_HOUR = 10;

/** /api/client-chat/*: the client's support threads in the cabinet, and their live socket. */
const plugin: FastifyPluginAsyncTypebox = async (app) => {
  const viewerOf = (request: Parameters<typeof clientOf>[0]) =>
    ({ kind: 'client', clientId: clientOf(request).client.id }) as const satisfies ChatViewer;

  app.get(
    clientChatRoutes.list,
    { schema: { tags: ['chat'], response: { 200: ClientThreads, ...errorResponses } }, config: access },
    async (request) => ({ threads: await clientThreads(app.db, clientOf(request).client.id) }),
  );

  app.post(
    clientChatRoutes.start,
    {
      schema: { tags: ['chat'], body: ClientStartBody, response: { 200: ClientThread, ...errorResponses } },
      config: access,
    },
    async (request, reply) => {
      const clientId = clientOf(request).client.id;
      const limits = [{ key: `client:${clientId}`, max: CLIENT_THREADS_PER_HOUR }];
      if (await overLimit(app.db, 'client-chat', limits, 60)) throw tooManyRequests(messages.tooManyRequests);
      // the staff's notice of the message is pushed once it is committed
      return answerOnceThenPush(request, reply, 'client-chat.start', (trx) => clientStart(trx, clientId, request.body));
    },
  );

  app.post(
    clientChatRoutes.send,
    {
      schema: { tags: ['chat'], body: ClientSendBody, response: { 200: ChatMessage, ...errorResponses } },
      config: access,
    },
    async (request, reply) =>
      answerOnceThenPush(request, reply, 'client-chat.send', (trx) => clientSend(trx, viewerOf(request), request.body)),
  );

  app.post(
    clientChatRoutes.read,
    { schema: { tags: ['chat'], body: ReadBody, response: { 200: ReadBody, ...errorResponses } }, config: access },
    async (request) => readThread(app.db, viewerOf(request), request.body),
  );

  app.route(
    socketRoute(clientChatRoutes.live, 'chat', access, (socket, request) =>
      app.serveChatSocket(socket, request, {
        signedIn: (auth) => (auth.kind === 'client' ? { kind: 'client', clientId: auth.client.id } : null),
      }),
    ),
  );
};
export default plugin;
