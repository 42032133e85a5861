import { messages } from '@pvz/contracts/messages';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database.js';
import { overLimit } from '../../throttle.js';
import type { SmsConfig } from '../sms-config.js';
import type { CodeSender } from './code-sender.js';

const SMS_TIMEOUT_MS = 5000;

interface SmsRuAnswer {
  status?: string;
  sms?: Record<string, { status?: string; status_text?: string }>;
}

/**
 * SMS.ru's HTTP API (`POST /sms/send`, form fields, `json=1`). A refusal or a network failure is
 * logged and answers false, never thrown: the caller's answer must not depend on the gateway. No
 * more than `dailyLimit` SMS go out in a day, whatever floods the code requests.
 */
export function smsRuSender(config: SmsConfig, db: Db, log: FastifyBaseLogger): CodeSender {
  return {
    channel: 'sms',
    async send(phone, purpose, code) {
      if (await overLimit(db, 'sms', [{ key: 'sent', max: config.dailyLimit }], 24 * 60)) {
        log.error({ dailyLimit: config.dailyLimit }, 'the day’s SMS budget is spent: a code was not sent');
        return false;
      }
      const form = new URLSearchParams({
        api_id: config.apiId,
        to: phone.replace(/^\+/, ''),
        msg: messages.smsCode(purpose, code),
        json: '1',
      });
      if (config.from) form.set('from', config.from);
      try {
        const response = await fetch(`${config.apiBaseUrl}/sms/send`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
        });
        const answer = (await response.json().catch(() => ({}))) as SmsRuAnswer;
        const perPhone = Object.values(answer.sms ?? {})[0];
        const sent = response.ok && answer.status === 'OK' && perPhone?.status === 'OK';
        if (!sent) log.warn({ status: response.status, detail: perPhone?.status_text }, 'sms.ru refused a code');
        return sent;
      } catch (error) {
        log.warn({ err: error }, 'sms.ru could not be reached');
        return false;
      }
    },
  };
}
