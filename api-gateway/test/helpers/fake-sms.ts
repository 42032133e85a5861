import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SmsConfig } from '../../src/services/codes/sms-config.js';

export interface SentSms {
  /** the phone as SMS.ru takes it: digits, no plus */
  to: string;
  msg: string;
  from: string | null;
}

export const SMS_API_ID = 'test-sms-api-id';

/** SMS.ru's `/sms/send` as far as the gateway uses it: keeps every message sent with the right api_id. */
export class FakeSms {
  readonly sent: SentSms[] = [];
  /** how the next answers go: the gateway must survive a refusal */
  refuse = false;
  private server: Server | null = null;

  async start(): Promise<SmsConfig> {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        const form = new URLSearchParams(body);
        const to = form.get('to') ?? '';
        response.setHeader('content-type', 'application/json');
        if (request.url !== '/sms/send' || form.get('api_id') !== SMS_API_ID || this.refuse) {
          response.end(JSON.stringify({ status: 'ERROR', status_code: 200, status_text: 'Неправильный api_id' }));
          return;
        }
        this.sent.push({ to, msg: form.get('msg') ?? '', from: form.get('from') });
        response.end(
          JSON.stringify({
            status: 'OK',
            status_code: 100,
            sms: { [to]: { status: 'OK', status_code: 100, sms_id: '1' } },
          }),
        );
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return { apiId: SMS_API_ID, from: null, apiBaseUrl: `http://127.0.0.1:${port}`, dailyLimit: 100_000 };
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  to(phone: string): SentSms[] {
    return this.sent.filter((message) => message.to === phone.replace(/^\+/, ''));
  }

  /** Waits for the phone's `count`-th SMS (codes are sent after the answer) and gives its code. */
  async nthCode(phone: string, count: number): Promise<string> {
    for (let tries = 0; tries < 200; tries++) {
      const message = this.to(phone)[count - 1];
      const code = message && /(\d{6})/.exec(message.msg)?.[1];
      if (code) return code;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`${phone} got ${this.to(phone).length} SMS, expected ${count}`);
  }

  /** The code of the phone's latest SMS once one more arrives than `before`. */
  async nextCode(phone: string, before = this.to(phone).length): Promise<string> {
    return this.nthCode(phone, before + 1);
  }
}
