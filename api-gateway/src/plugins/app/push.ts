import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { firebaseSender } from '../../services/push/firebase-sender.js';
import type { PushSender } from '../../services/push/sender.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** null: notifications stay in-app only */
    pushSender: PushSender | null;
  }
}

/** The sender of push notifications: Firebase when configured (or the configured test sender), else none. */
export default fp(
  async (app: FastifyInstance) => {
    const push = app.config.push;
    app.decorate('pushSender', push ? (push.sender ?? firebaseSender(push.serviceAccountJson)) : null);
  },
  { name: 'push', dependencies: ['config'] },
);
