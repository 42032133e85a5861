import type { CodePurpose } from '@pvz/contracts/api/client-identity';
import { messages } from '@pvz/contracts/messages';
import type { FastifyInstance } from 'fastify';
import { sendTelegramMessage } from './telegram-bot.js';

/**
 * Sends a code to the Telegram chat bound to the phone. Without a bot (development) the code is
 * written to the server log; a phone without a chat gets it once it shares its contact with the bot.
 */
export async function deliverCode(app: FastifyInstance, phone: string, purpose: CodePurpose, code: string) {
  if (!app.config.telegram) {
    app.log.info({ phone, purpose }, `one-time code ${code}`);
    return;
  }
  const chat = await app.db
    .selectFrom('telegram_chats')
    .select('chat_id')
    .where('phone', '=', phone)
    .executeTakeFirst();
  if (!chat) {
    app.log.info({ phone, purpose }, 'one-time code waits for the phone to open the bot');
    return;
  }
  const text = purpose === 'login' ? messages.botLoginCode(code) : messages.botResetCode(code);
  await sendTelegramMessage(app, chat.chat_id, text);
}
