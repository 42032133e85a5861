import type { CodeChannel, CodePurpose } from '@pvz/contracts/api/client-identity';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CodeSender } from '../../services/codes/senders/code-sender.js';
import { smsRuSender } from '../../services/codes/senders/sms-ru-sender.js';
import { telegramSender } from '../../services/codes/senders/telegram-sender.js';

export interface CodeDelivery {
  /** the ways configured here, in the order they are tried (the same answer for every phone) */
  channels: CodeChannel[];
  /** sends a code by the first way that reaches the phone; null when none did (yet) */
  deliver(phone: string, purpose: CodePurpose, code: string): Promise<CodeChannel | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    codeDelivery: CodeDelivery;
  }
}

/**
 * One-time codes go by the Telegram bot when it knows the phone (free, and the phone's owner shared
 * it with the bot), else by SMS. With neither configured they are written to the server log, which
 * is for development only and is said at start-up.
 */
export default fp(
  async (app: FastifyInstance) => {
    const senders: CodeSender[] = [
      ...(app.config.telegram ? [telegramSender(app)] : []),
      ...(app.config.sms ? [smsRuSender(app.config.sms, app.db, app.log)] : []),
    ];
    if (senders.length === 0) {
      app.log.warn(
        'one-time codes are written to this log: set TELEGRAM_BOT_TOKEN or SMS_RU_API_ID before clients use the product',
      );
    }
    const channels: CodeChannel[] = senders.length === 0 ? ['log'] : senders.map((sender) => sender.channel);

    app.decorate('codeDelivery', {
      channels,
      async deliver(phone, purpose, code) {
        if (senders.length === 0) {
          app.log.info({ phone, purpose }, `one-time code ${code}`);
          return 'log';
        }
        for (const sender of senders) {
          if (await sender.send(phone, purpose, code)) return sender.channel;
        }
        app.log.info({ phone, purpose }, 'one-time code waits for the phone to open the bot');
        return null;
      },
    } satisfies CodeDelivery);
  },
  { name: 'code-delivery', dependencies: ['config', 'database'] },
);
