import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ProductLookup } from '../../services/product-lookup/lookup.js';
import acceptDocs from './accept-docs.js';
import acceptInfo from './accept-info.js';
import barcodeDelivery from './barcode-delivery/barcode-delivery-routes.js';
import boughtGoods from './bought-goods.js';
import checkReferral from './check-referral.js';
import createReferralClient from './create-referral-client.js';
import editBalance from './edit-balance.js';
import editClient from './edit-client.js';
import { fetchSiteRoutes } from './fetch-site.js';
import getClientById from './get-client-by-id.js';
import getClientByPhone from './get-client-by-phone.js';
import getClientPhone from './get-client-phone.js';
import getClients from './get-clients.js';
import getClientsByReferred from './get-clients-by-referred.js';
import getClientsByReferrer from './get-clients-by-referrer.js';
import me from './me.js';
import myOrders from './my-orders.js';
import myReferrals from './my-referrals.js';
import orderPoints from './order-points.js';
import { placeOrderRoutes } from './place-order.js';
import referralLink from './referral-link.js';
import register from './register.js';
import resetPassword from './reset-password.js';
import sendMessage from './send-message.js';
import updateStatusBalance from './update-status-balance.js';
import updateSumBalance from './update-sum-balance.js';
import verifyPhone from './verify-phone.js';
import verifyResetCode from './verify-reset-code.js';

/** /api/clients/*: registration and codes, the client's account, orders and parcels, and the staff-side client calls of spec §7. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  // registration, one-time codes and the password reset
  await app.register(register);
  await app.register(sendMessage);
  await app.register(verifyResetCode);
  await app.register(resetPassword);
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
  // the client's own parcels: «Мои заказы» and bought goods
  await app.register(myOrders);
  await app.register(boughtGoods);
  // marketplace product lookups (fetch-site*) and placing the cart as purchase rows; one lookup (and
  // its cache) per app, shared by the lookups and the cart
  const lookup = new ProductLookup(app.config.productLookup);
  await app.register(fetchSiteRoutes(lookup));
  await app.register(orderPoints);
  await app.register(placeOrderRoutes(lookup));
  await app.register(barcodeDelivery);
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
