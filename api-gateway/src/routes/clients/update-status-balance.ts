import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClientPhoneBody, clientAccountRoutes, UpdateStatusBalanceAnswer } from '@pvz/contracts/api/client-account';
import { errorResponses } from '@pvz/contracts/api/common';
import { messages } from '@pvz/contracts/messages';
import { notFound, unprocessable } from '../../errors.js';
import { staffOf } from '../../plugins/app/access.js';
import { clientIdByPhone } from '../../services/clients/client-card.js';
import { selectReferralItems, toReferralItem } from '../../services/clients/client-views.js';
import { accrueReferralBonus } from '../../services/clients/referral-bonus.js';
import { loadSettings } from '../../services/settings.js';

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
      const referral = await app.db
        .selectFrom('client_referrals')
        .select('id')
        .where('referred_client_id', '=', friendId)
        .executeTakeFirst();
      if (!referral) throw notFound(messages.referralNotFound);
      const outcome = await app.db.transaction().execute(async (trx) => {
        const settings = await loadSettings(trx);
        return accrueReferralBonus(trx, referral.id, settings.referralBonus, actor.user.username, new Date());
      });
      if (outcome === 'unproven') throw unprocessable(messages.referralPhonesUnproven);
      const accruedNow = outcome === 'accrued';
      const row = await selectReferralItems(app.db).where('r.id', '=', referral.id).executeTakeFirstOrThrow();
      return { accruedNow, referral: toReferralItem(row) };
    },
  );
};

export default updateStatusBalance;
