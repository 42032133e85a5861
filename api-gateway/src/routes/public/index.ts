import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import authClient from './auth/client.js';
import me from './auth/me.js';
import refresh from './auth/refresh.js';
import guestChat from './chat/index.js';
import publicDebtor from './debtor.js';
import login from './login.js';
import loginClient from './login-client.js';
import logout from './logout.js';
import publicOrder from './order.js';
import policy from './policy.js';
import pushConfig from './push-config.js';
import site from './site.js';

/** /api/public/*: the calls open without a session (sign-in, the public order page, the push config). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(login);
  await app.register(loginClient);
  await app.register(logout);
  await app.register(me);
  await app.register(authClient);
  await app.register(refresh);
  await app.register(site);
  await app.register(policy);
  await app.register(publicOrder);
  await app.register(publicDebtor);
  await app.register(pushConfig);
  await app.register(guestChat);
};

export default routes;
