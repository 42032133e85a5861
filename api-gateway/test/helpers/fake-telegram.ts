import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { TelegramConfig } from '../../src/services/codes/telegram-config.js';

export interface SentMessage {
  chat_id: string;
  text: string;
  reply_markup?: { keyboard?: { text: string; request_contact?: boolean }[][]; remove_keyboard?: boolean };
}

export const WEBHOOK_SECRET = 'test-webhook-secret';
const BOT_TOKEN = 'test-bot-token';

/** The Bot API as far as the gateway uses it: keeps every sendMessage of the bot's token. */
export class FakeTelegram {
  readonly sent: SentMessage[] = [];
  private server: Server | null = null;

  async start(): Promise<TelegramConfig> {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        if (request.url === `/bot${BOT_TOKEN}/sendMessage`) {
          const message = JSON.parse(body) as SentMessage;
          this.sent.push({ ...message, chat_id: String(message.chat_id) });
          response.setHeader('content-type', 'application/json');
          response.end(JSON.stringify({ ok: true, result: {} }));
        } else {
          response.statusCode = 404;
          response.end(JSON.stringify({ ok: false }));
        }
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return {
      botToken: BOT_TOKEN,
      botUsername: 'pvz_test_bot',
      apiBaseUrl: `http://127.0.0.1:${port}`,
      webhookSecret: WEBHOOK_SECRET,
    };
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  to(chatId: number | string): SentMessage[] {
    return this.sent.filter((message) => message.chat_id === String(chatId));
  }

  /** Waits for the chat's `count`-th message (codes are sent after the answer) and gives it. */
  async nth(chatId: number | string, count: number): Promise<SentMessage> {
    for (let tries = 0; tries < 200; tries++) {
      const messages = this.to(chatId);
      if (messages.length >= count) return messages[count - 1] as SentMessage;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`chat ${chatId} got ${this.to(chatId).length} messages, expected ${count}`);
  }
}

/** The code in a message of the bot. */
export function codeIn(message: SentMessage): string {
  const match = /(\d{6})/.exec(message.text);
  if (!match?.[1]) throw new Error(`no code in «${message.text}»`);
  return match[1];
}

/** Posts an update to the bot's webhook as Telegram does. */
export function postUpdate(app: FastifyInstance, update: object, secret: string | null = WEBHOOK_SECRET) {
  return app.inject({
    method: 'POST',
    url: '/api/telegram/webhook',
    headers: secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret },
    payload: update,
  });
}

/** The chat of Telegram user `userId` shares its own phone with the bot. */
export function shareContact(app: FastifyInstance, userId: number, phone: string) {
  return postUpdate(app, {
    update_id: userId,
    message: { chat: { id: userId }, from: { id: userId }, contact: { phone_number: phone, user_id: userId } },
  });
}
