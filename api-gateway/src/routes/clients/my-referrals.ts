import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { clientAccountRoutes, MyReferralsAnswer } from '@pvz/contracts/api/client-account';
import { errorResponses } from '@pvz/contracts/api/common';
import { clientOf } from '../../plugins/app/access.js';
import { maskPhone, selectReferralItems } from '../../services/clients/client-views.js';
import { balanceOf } from '../../services/clients/ledger.js';
import { loadSettings } from '../../services/settings.js';

/** GET /api/clients/my-referrals: the friends the client invited, their progress and the bonus rule. */
const myReferrals: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    clientAccountRoutes.myReferrals,
    {
      schema: { tags: ['clients'], response: { 200: MyReferralsAnswer, ...errorResponses } },
      config: { access: { client: true } },
    },
    async (request) => {
      const clientId = clientOf(request).client.id;
      const [rows, settings, balance] = await Promise.all([
        selectReferralItems(app.db).where('r.referrer_client_id', '=', clientId).execute(),
        loadSettings(app.db),
        balanceOf(app.db, clientId),
      ]);
      return {
        friends: rows.map((row) => ({
          fio: row.referred_fio,
          maskedPhone: maskPhone(row.referred_phone),
          invitedAt: row.created_at.toISOString(),
          issuedTotal: Number(row.issued_total),
          bonusAccruedAt: row.bonus_accrued_at?.toISOString() ?? null,
        })),
        referralBonus: settings.referralBonus,
        referralThreshold: settings.referralThreshold,
        balance,
      };
    },
  );
};

export default myReferrals;
