import { messages } from '@pvz/contracts/messages';
import type { FastifyInstance } from 'fastify';
import { sendTelegramMessage } from '../telegram-bot.js';
import type { CodeSender } from './code-sender.js';

/** The bot writes to the chat that shared this phone with it; a phone without a chat is not reached. */
export function telegramSender(app: FastifyInstance): CodeSender {
  return {
    channel: 'telegram',
    async send(phone, purpose, code) {
      const chat = await app.db
        .selectFrom('telegram_chats')
        .select('chat_id')
        .where('phone', '=', phone)
        .executeTakeFirst();
      return chat ? sendTelegramMessage(app, chat.chat_id, messages.botCode(purpose, code)) : false;
    },
  };
}
