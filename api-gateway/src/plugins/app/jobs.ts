import { moscowDay } from '@pvz/contracts/moscow-time';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { accrueDueReferralBonuses } from '../../services/clients/referral-bonus.js';
import { foldGoodsCounters } from '../../services/jobs/fold-goods-counters.js';
import { forgetOldAttempts } from '../../services/jobs/forget-old-attempts.js';
import { cancelUncollectedBarcodes, switchOldOrdersToPrepaid } from '../../services/jobs/goods-jobs.js';
import { drainJob, type Job } from '../../services/jobs/run-job.js';
import { voidExpiredPending } from '../../services/ledger/expiry.js';
import { PUSH_ROUND_SIZE, pushPending } from '../../services/notifications/push-outbox.js';
import type { PushSender } from '../../services/push/sender.js';
import { loadSettings } from '../../services/settings.js';
import { makeDueOccurrences } from '../../services/tasks/occurrence-maker.js';

/** The work the server does by itself (DOMAIN.md §1), each with the settings of the moment it runs. */
export const scheduledJobs = (pushSender: PushSender | null): Job[] => [
  {
    name: 'goods.cancel-uncollected-barcodes',
    run: async (trx, now) => cancelUncollectedBarcodes(trx, await loadSettings(trx), now),
  },
  {
    name: 'goods.switch-to-prepaid',
    run: async (trx, now) => switchOldOrdersToPrepaid(trx, await loadSettings(trx), now),
  },
  {
    name: 'clients.accrue-referral-bonuses',
    run: async (trx, now) => accrueDueReferralBonuses(trx, await loadSettings(trx), now),
  },
  {
    name: 'notifications.push',
    runUnlocked: (db, now) => pushPending(db, pushSender, now),
    batch: PUSH_ROUND_SIZE,
  },
  { name: 'security.forget-old-attempts', run: forgetOldAttempts },
  { name: 'home.fold-goods-counters', run: foldGoodsCounters },
  { name: 'ledger.void-expired', run: voidExpiredPending },
  // employee tasks' days two months ahead, in Moscow days; idempotent per task and day
  { name: 'tasks.make-occurrences', run: (trx, now) => makeDueOccurrences(trx, moscowDay(now)) },
];

/**
 * Runs the scheduled jobs on a timer (`jobsIntervalMs`); with several gateway instances each job runs
 * once a round, on whichever instance takes its lock first.
 */
export default fp(
  async (app: FastifyInstance) => {
    const interval = app.config.jobsIntervalMs;
    if (interval === null) return;
    const jobs = scheduledJobs(app.pushSender);
    let running = false;
    const round = async () => {
      if (running) return;
      running = true;
      // a failing job is logged and the round goes on with the others
      for (const job of jobs) {
        try {
          const done = await drainJob(app.db, job);
          if (done) app.log.info({ job: job.name, rows: done }, 'scheduled job done');
        } catch (error) {
          app.log.error({ err: error, job: job.name }, 'scheduled job failed');
        }
      }
      running = false;
    };
    const timer = setInterval(() => void round(), interval);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'jobs', dependencies: ['config', 'database', 'push'] },
);
