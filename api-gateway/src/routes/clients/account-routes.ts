import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import acceptDocs from './accept-docs.js';
import acceptInfo from './accept-info.js';
import checkReferral from './check-referral.js';
import createReferralClient from './create-referral-client.js';
import editBalance from './edit-balance.js';
import editClient from './edit-client.js';
import getClientById from './get-client-by-id.js';
import getClientByPhone from './get-client-by-phone.js';
import getClientPhone from './get-client-phone.js';
import getClients from './get-clients.js';
import getClientsByReferred from './get-clients-by-referred.js';
import getClientsByReferrer from './get-clients-by-referrer.js';
import me from './me.js';
import myReferrals from './my-referrals.js';
import referralLink from './referral-link.js';
import updateStatusBalance from './update-status-balance.js';
import updateSumBalance from './update-sum-balance.js';
import verifyPhone from './verify-phone.js';

/** Referrals, profile, documents and the staff-side client calls of spec §7. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  // the client's own account
  await app.register(me);
  await app.register(editClient);
  await app.register(verifyPhone);
  await app.register(acceptDocs);
  await app.register(acceptInfo);
  await app.register(referralLink);
  await app.register(checkReferral);
  await app.register(createReferralClient);
  await app.register(myReferrals);
  // staff, page admin-clients
  await app.register(getClients);
  await app.register(getClientById);
  await app.register(getClientByPhone);
  await app.register(getClientPhone);
  await app.register(getClientsByReferrer);
  await app.register(getClientsByReferred);
  await app.register(updateStatusBalance);
  await app.register(editBalance);
  await app.register(updateSumBalance);
};

export default routes;
