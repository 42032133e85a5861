import { positiveInteger } from '../../env-values.js';

/** The SMS gateway that delivers one-time codes when the Telegram bot does not know the phone (SMS.ru). */
export interface SmsConfig {
  /** the account's api_id */
  apiId: string;
  /** the approved sender name, or null for the gateway's default */
  from: string | null;
  /** the gateway's origin; tests point it at a local fake */
  apiBaseUrl: string;
  /** SMS a day, all phones together: what a flood of code requests from many addresses may cost at most */
  dailyLimit: number;
}

export function loadSmsConfig(env: NodeJS.ProcessEnv): SmsConfig | null {
  if (!env.SMS_RU_API_ID) return null;
  return {
    apiId: env.SMS_RU_API_ID,
    from: env.SMS_RU_FROM || null,
    apiBaseUrl: env.SMS_RU_API_URL || 'https://sms.ru',
    dailyLimit: positiveInteger(env.SMS_RU_DAILY_LIMIT, 1000, 'SMS_RU_DAILY_LIMIT'),
  };
}
