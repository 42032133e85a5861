import type { FastifyInstance } from 'fastify';
import type { TelegramConfig } from './telegram-config.js';

const TELEGRAM_TIMEOUT_MS = 5000;

/** Keyboard markup of the Bot API, as much as the bot uses. */
export type ReplyMarkup =
  | { keyboard: { text: string; request_contact?: boolean }[][]; resize_keyboard: boolean; one_time_keyboard: boolean }
  | { remove_keyboard: true };

/** The bot's t.me link for the page. */
export function botLink(config: TelegramConfig | null): string | null {
  return config?.botUsername ? `https://t.me/${config.botUsername}` : null;
}

/**
 * Sends a message through the Bot API. A failure is logged, never thrown: the caller's answer must
 * not depend on Telegram (nor tell whether a phone has a chat).
 */
export async function sendTelegramMessage(
  app: FastifyInstance,
  chatId: string,
  text: string,
  replyMarkup?: ReplyMarkup,
): Promise<boolean> {
  const config = app.config.telegram;
  if (!config) return false;
  try {
    const response = await fetch(`${config.apiBaseUrl}/bot${config.botToken}/sendMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chat_id: chatId, text, ...(replyMarkup && { reply_markup: replyMarkup }) }),
      signal: AbortSignal.timeout(TELEGRAM_TIMEOUT_MS),
    });
    if (!response.ok) app.log.warn({ status: response.status }, 'telegram sendMessage refused');
    return response.ok;
  } catch (error) {
    app.log.warn({ err: error }, 'telegram sendMessage failed');
    return false;
  }
}
