import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { clientIdentityRoutes, TelegramUpdate } from '@pvz/contracts/api/client-identity';
import { errorResponses } from '@pvz/contracts/api/common';
import { messages } from '@pvz/contracts/messages';
import { normalizePhone } from '@pvz/contracts/phone';
import { Type } from 'typebox';
import { unauthorized } from '../../errors.js';
import { bindChat } from '../../services/codes/bind-chat.js';
import { type ReplyMarkup, sendTelegramMessage } from '../../services/codes/telegram-bot.js';
import { sameHash } from '../../services/tokens.js';

const shareContactKeyboard: ReplyMarkup = {
  keyboard: [[{ text: messages.botShareContactButton, request_contact: true }]],
  resize_keyboard: true,
  one_time_keyboard: true,
};

/**
 * POST /api/telegram/webhook: the bot's updates from Telegram, proven by the secret token set with
 * setWebhook. `/start` asks for the contact; a contact of the sender's own binds the chat to the phone.
 */
const webhook: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    clientIdentityRoutes.telegramWebhook,
    {
      schema: {
        tags: ['telegram'],
        body: TelegramUpdate,
        response: { 200: Type.Object({ ok: Type.Literal(true) }), 401: errorResponses[401] },
      },
      config: { access: { public: true } },
    },
    async (request) => {
      const expected = app.config.telegram?.webhookSecret;
      const given = request.headers['x-telegram-bot-api-secret-token'];
      if (!expected || typeof given !== 'string' || !sameHash(expected, given)) {
        throw unauthorized(messages.webhookSecretWrong);
      }
      const message = request.body.message;
      if (!message) return { ok: true as const };
      const chatId = String(message.chat.id);
      if (message.contact) {
        const own = message.from !== undefined && message.contact.user_id === message.from.id;
        const phone = normalizePhone(message.contact.phone_number);
        if (!own || !message.from) {
          await sendTelegramMessage(app, chatId, messages.botForeignContact, shareContactKeyboard);
        } else if (!phone.ok) {
          await sendTelegramMessage(app, chatId, messages.botPhoneUnsupported);
        } else {
          await bindChat(app, phone.phone, chatId, String(message.from.id));
        }
      } else if (message.text?.startsWith('/start')) {
        await sendTelegramMessage(app, chatId, messages.botWelcome, shareContactKeyboard);
      }
      return { ok: true as const };
    },
  );
};

export default webhook;
