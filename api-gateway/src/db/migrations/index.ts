import type { Migration, MigrationProvider } from 'kysely/migration';
import * as identity from './0001-identity.js';
import * as accessAndReferenceData from './0002-access-and-reference-data.js';
import * as goods from './0003-goods.js';
import * as cellIndexes from './0004-cell-indexes.js';
import * as goodsAccept from './0005-goods-accept.js';
import * as workViewIndexes from './0006-goods-work-view-indexes.js';
import * as partTwoPages from './0007-goods-part-two-pages.js';
import * as boxes from './0008-boxes.js';
import * as returns from './0009-returns.js';
import * as inventory from './0010-inventory.js';
import * as listIndexes from './0011-goods-list-indexes.js';
import * as orderLinks from './0012-order-links.js';
import * as clientIdentity from './0013-client-identity.js';
import * as clientAccount from './0014-client-account.js';
import * as notificationsAndFiles from './0015-notifications-and-files.js';
import * as signInDefence from './0016-sign-in-defence.js';
import * as phoneProof from './0017-phone-proof.js';
import * as wideMoney from './0018-wide-money.js';
import * as operationRequests from './0019-operation-requests.js';
import * as staffNotificationsById from './0020-staff-notifications-by-id.js';
import * as ledger from './0021-ledger.js';
import * as documentsAtRegistration from './0022-documents-at-registration.js';
import * as goodsMoneyLedger from './0023-goods-money-ledger.js';
import * as withdrawals from './0024-withdrawals.js';
import * as income from './0025-income.js';
import * as monthlyPayments from './0026-monthly-payments.js';
import * as ledgerDaily from './0027-ledger-daily.js';
import * as serviceRows from './0028-service-rows.js';
import * as employeesPayroll from './0029-employees-payroll.js';
import * as advanceReport from './0030-advance-report.js';
import * as timesheet from './0031-timesheet.js';
import * as banks from './0032-banks.js';
import * as payoutReports from './0033-payout-reports.js';
import * as statements from './0034-statements.js';
import * as advanceReceipts from './0035-advance-receipts.js';
import * as creditMoves from './0036-credit-moves.js';
import * as statementRules from './0037-statement-rules.js';
import * as licensees from './0038-licensees.js';
import * as ledgerDailyPerStatement from './0039-ledger-daily-per-statement.js';
import * as mapsAndRoutes from './0040-maps-and-routes.js';
import * as supportChat from './0041-support-chat.js';
import * as equipment from './0042-equipment.js';
import * as tasks from './0043-tasks.js';
import * as tips from './0044-tips.js';
import * as broadcasts from './0045-broadcasts.js';
import * as homeIndexes from './0046-home-indexes.js';
import * as authNotify from './0047-auth-notify.js';
import * as pointHours from './0048-point-hours.js';
import * as pushClaims from './0049-push-claims.js';
import * as notificationLinks from './0050-notification-links.js';
import * as goodsCounters from './0051-goods-counters.js';
import * as goodsAcceptScan from './0052-goods-accept-scan.js';
import * as goodsCountersPerRow from './0053-goods-counters-per-row.js';
import * as goodsKindCreatedOnce from './0054-goods-kind-created-once.js';

/** Every migration, in order. Names are permanent once released. */
const migrations: Record<string, Migration> = {
  '0001-identity': identity,
  '0002-access-and-reference-data': accessAndReferenceData,
  '0003-goods': goods,
  '0004-cell-indexes': cellIndexes,
  '0005-goods-accept': goodsAccept,
  '0006-goods-work-view-indexes': workViewIndexes,
  '0007-goods-part-two-pages': partTwoPages,
  '0008-boxes': boxes,
  '0009-returns': returns,
  '0010-inventory': inventory,
  '0011-goods-list-indexes': listIndexes,
  '0012-order-links': orderLinks,
  '0013-client-identity': clientIdentity,
  '0014-client-account': clientAccount,
  '0015-notifications-and-files': notificationsAndFiles,
  '0016-sign-in-defence': signInDefence,
  '0017-phone-proof': phoneProof,
  '0018-wide-money': wideMoney,
  '0019-operation-requests': operationRequests,
  '0020-staff-notifications-by-id': staffNotificationsById,
  '0021-ledger': ledger,
  '0022-documents-at-registration': documentsAtRegistration,
  '0023-goods-money-ledger': goodsMoneyLedger,
  '0024-withdrawals': withdrawals,
  '0025-income': income,
  '0026-monthly-payments': monthlyPayments,
  '0027-ledger-daily': ledgerDaily,
  '0028-service-rows': serviceRows,
  '0029-employees-payroll': employeesPayroll,
  '0030-advance-report': advanceReport,
  '0031-timesheet': timesheet,
  '0032-banks': banks,
  '0033-payout-reports': payoutReports,
  '0034-statements': statements,
  '0035-advance-receipts': advanceReceipts,
  '0036-credit-moves': creditMoves,
  '0037-statement-rules': statementRules,
  '0038-licensees': licensees,
  '0039-ledger-daily-per-statement': ledgerDailyPerStatement,
  '0040-maps-and-routes': mapsAndRoutes,
  '0041-support-chat': supportChat,
  '0042-equipment': equipment,
  '0043-tasks': tasks,
  '0044-tips': tips,
  '0045-broadcasts': broadcasts,
  '0046-home-indexes': homeIndexes,
  '0047-auth-notify': authNotify,
  '0048-point-hours': pointHours,
  '0049-push-claims': pushClaims,
  '0050-notification-links': notificationLinks,
  '0051-goods-counters': goodsCounters,
  '0052-goods-accept-scan': goodsAcceptScan,
  '0053-goods-counters-per-row': goodsCountersPerRow,
  '0054-goods-kind-created-once': goodsKindCreatedOnce,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
