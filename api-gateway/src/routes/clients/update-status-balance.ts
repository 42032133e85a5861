import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClientPhoneBody, clientAccountRoutes, UpdateStatusBalanceAnswer } from '@pvz/contracts/api/client-account';
import { errorResponses } from '@pvz/contracts/api/common';
import { staffOf } from '../../plugins/app/access.js';
import { clientIdByPhone } from '../../services/clients/client-card.js';
import { accrueBonusOfFriend } from '../../services/clients/referrals.js';

/**
 * POST /api/clients/update-status-balance {phoneNumber}: staff mark the referral of the friend with
 * this phone accrued, crediting the inviter the bonus by the same once-only rule as the job. A
 * second call changes nothing and answers `accruedNow: false`.
 */
const updateStatusBalance: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    clientAccountRoutes.updateStatusBalance,
    {
      schema: {
        tags: ['clients'],
        body: ClientPhoneBody,
        response: { 200: UpdateStatusBalanceAnswer, ...errorResponses },
      },
      config: { access: { page: 'admin-clients', level: 'write' } },
    },
    async (request) => {
      const actor = staffOf(request);
      const friendId = await clientIdByPhone(app.db, request.body.phoneNumber);
      return accrueBonusOfFriend(app.db, friendId, actor.user.username);
    },
  );
};

export default updateStatusBalance;
