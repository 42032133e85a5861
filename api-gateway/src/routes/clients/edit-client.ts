import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { clientAccountRoutes, EditClientAnswer, EditClientBody } from '@pvz/contracts/api/client-account';
import { errorResponses } from '@pvz/contracts/api/common';
import { messages } from '@pvz/contracts/messages';
import { clientPasswordError, FIO_MAX } from '@pvz/contracts/validation/client-registration';
import { badRequest, notFound, tooManyRequests } from '../../errors.js';
import { clientOf } from '../../plugins/app/access.js';
import { phoneFrom } from '../../services/clients/client-card.js';
import { findClientProfile } from '../../services/clients/client-views.js';
import { saveProfile, verifyOldPassword } from '../../services/clients/profile-edit.js';
import { checkCode } from '../../services/codes/check-code.js';
import { recordAttemptAndCheckLimits } from '../../services/login-throttle.js';
import { hashPassword } from '../../services/passwords.js';

/**
 * POST /api/clients/edit-client {client, flag}: the client edits their own name and phone and, with
 * `flag` = true, the password; the old password is required every time (LEGACY-NOTES §6.2) and its
 * guesses count like sign-in attempts. Success answers «Пароли совпадают»; a new password ends the
 * client's other sessions. A new phone needs the code sent to it (`phoneCode`, purpose `phone-change`).
 */
const editClient: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    clientAccountRoutes.editClient,
    {
      schema: { tags: ['clients'], body: EditClientBody, response: { 200: EditClientAnswer, ...errorResponses } },
      config: { access: { client: true } },
    },
    async (request) => {
      const auth = clientOf(request);
      const { client: input, flag } = request.body;
      const fio = input.fio.trim();
      if (fio.length === 0) throw badRequest(messages.fioEmpty);
      if (fio.length > FIO_MAX) throw badRequest(messages.fioTooLong);
      const phone = phoneFrom(input.phoneNumber);
      const newPassword = flag ? (input.password ?? '') : null;
      if (newPassword !== null) {
        const problem = clientPasswordError(newPassword);
        if (problem) throw badRequest(problem);
      }

      const account = `client-edit:${auth.client.id}`;
      const throttle = await recordAttemptAndCheckLimits(app.db, app.config.loginLimits, account, request.ip);
      if (throttle === 'throttled') throw tooManyRequests(messages.tooManyLoginAttempts);
      await verifyOldPassword(app.db, auth.client.id, account, input.oldPassword);

      // a new phone is the client's once the code sent to it comes back
      const phoneChanged = phone !== auth.client.phoneNumber;
      if (phoneChanged) {
        if (!input.phoneCode?.trim()) throw badRequest(messages.phoneChangeCodeRequired);
        const checked = await checkCode(app, phone, 'phone-change', input.phoneCode, auth.client.id);
        if (!checked.ok) throw badRequest(checked.error);
      }

      const passwordHash = newPassword === null ? null : await hashPassword(newPassword);
      await saveProfile(app.db, auth, { fio, phone, phoneChanged, passwordHash });
      const profile = await findClientProfile(app.db, auth.client.id);
      if (!profile) throw notFound();
      return { message: messages.passwordsMatch, client: profile };
    },
  );
};

export default editClient;
