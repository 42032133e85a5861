/** The Telegram bot that delivers one-time codes; without TELEGRAM_BOT_TOKEN codes go to the server log. */
export interface TelegramConfig {
  botToken: string;
  /** the bot's @name, for the t.me link the client opens */
  botUsername: string;
  /** Bot API origin; tests point it at a local fake */
  apiBaseUrl: string;
  /**
   * Telegram sends it in X-Telegram-Bot-Api-Secret-Token (set with setWebhook's secret_token);
   * null: the webhook refuses every call
   */
  webhookSecret: string | null;
}

export function loadTelegramConfig(env: NodeJS.ProcessEnv): TelegramConfig | null {
  if (!env.TELEGRAM_BOT_TOKEN) return null;
  return {
    botToken: env.TELEGRAM_BOT_TOKEN,
    botUsername: env.TELEGRAM_BOT_USERNAME || '',
    apiBaseUrl: env.TELEGRAM_API_URL || 'https://api.telegram.org',
    webhookSecret: env.TELEGRAM_WEBHOOK_SECRET || null,
  };
}
