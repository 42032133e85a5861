import path from 'node:path';

/**
 * The journeys run on this many Playwright workers side by side. Each worker has a stack of its own: a
 * gateway on an embedded database of its own and the fakes of the outside services it talks to, so that
 * no journey sees another worker's rows, sign-in counters or messages. Measured on a 2-core machine, all
 * 56 journeys: one worker 396 s, two 289 s, three 368 s, four 355 s (the browsers and gateways then
 * take turns on the cores, and every step waits longer).
 */
export const workers = Number(process.env.E2E_WORKERS || 2);

const firstPort = Number(process.env.E2E_PORT || 8181);

export type Stack = {
  gatewayUrl: string;
  gatewayPort: number;
  dataDir: string;
  /** the Telegram Bot API's fake: it keeps the bot's messages (GET /sent?chat_id=…) */
  telegramUrl: string;
  telegramPort: number;
  /** the marketplaces' sites */
  marketplacesUrl: string;
  marketplacesPort: number;
  /** the SMS gateway's fake: codes for phones the bot does not know go there (GET /sent?to=7…) */
  smsUrl: string;
  smsPort: number;
};

/** The stack of the worker with this `parallelIndex` (0 … workers − 1; a restarted worker keeps its index). */
export function stackOf(parallelIndex: number): Stack {
  const gatewayPort = firstPort + 10 * parallelIndex;
  const url = (port: number) => `http://127.0.0.1:${port}`;
  return {
    gatewayUrl: url(gatewayPort),
    gatewayPort,
    dataDir: path.join(import.meta.dirname, '.e2e-data', String(parallelIndex)),
    telegramUrl: url(gatewayPort + 1),
    telegramPort: gatewayPort + 1,
    marketplacesUrl: url(gatewayPort + 2),
    marketplacesPort: gatewayPort + 2,
    smsUrl: url(gatewayPort + 3),
    smsPort: gatewayPort + 3,
  };
}
