import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authRoutes, StaffLoginBody, StaffSession } from '@pvz/contracts/api/auth';
import { errorResponses } from '@pvz/contracts/api/common';
import { messages } from '@pvz/contracts/messages';
import { signIn, staffAccountNamed } from '../../services/sign-in.js';
import { staffAccessOf } from '../../services/staff-access.js';

/** POST /api/public/login {username, password, isForeignDevice}: staff sign-in (spec §7). */
const login: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    authRoutes.login,
    {
      schema: {
        tags: ['auth'],
        body: StaffLoginBody,
        response: { 200: StaffSession, 400: errorResponses[400], 401: errorResponses[401], 429: errorResponses[429] },
      },
      config: { access: { public: true } },
    },
    async (request, reply) => {
      const { username, password, isForeignDevice = false } = request.body;
      const found = await staffAccountNamed(app.db, username);
      const user = await signIn(app, request, reply, {
        kind: 'staff',
        login: username.trim().toLowerCase(),
        found,
        password,
        isForeignDevice,
        invalidMessage: messages.invalidStaffCredentials,
      });
      const session = await app.sessions.start(request, reply, { kind: 'staff', userId: user.id }, isForeignDevice);
      return {
        user: { id: user.id, username: user.username, role: user.role, roleName: user.roleName },
        ...staffAccessOf(user),
        session,
      };
    },
  );
};

export default login;
