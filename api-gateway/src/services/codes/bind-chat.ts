import { messages } from '@pvz/contracts/messages';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { codeHash, generateCode } from './code-hash.js';
import { sendTelegramMessage } from './telegram-bot.js';

/**
 * Binds a chat to the phone its Telegram user shared (Telegram vouches for a user's own contact).
 * A code asked for before the chat was known cannot be read back (only its hash is kept), so the
 * live request gets a fresh code, sent here.
 */
export async function bindChat(app: FastifyInstance, phone: string, chatId: string, telegramUserId: string) {
  await app.db
    .insertInto('telegram_chats')
    .values({ phone, chat_id: chatId, telegram_user_id: telegramUserId })
    .onConflict((oc) =>
      oc.column('phone').doUpdateSet({ chat_id: chatId, telegram_user_id: telegramUserId, bound_at: sql<Date>`now()` }),
    )
    .execute();
  await sendTelegramMessage(app, chatId, messages.botPhoneBound(phone), { remove_keyboard: true });
  const code = generateCode();
  const pending = await app.db
    .selectFrom('one_time_codes')
    .select(['id', 'purpose'])
    .where('phone', '=', phone)
    .where('used_at', 'is', null)
    .where('verified_at', 'is', null)
    .where('code_hash', 'is not', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!pending) return;
  await app.db
    .updateTable('one_time_codes')
    .set({ code_hash: codeHash(app.config.sessionSecret, pending.id, code), attempts: 0 })
    .where('id', '=', pending.id)
    .execute();
  await app.codeDelivery.deliver(phone, pending.purpose, code);
}
