import type { Kysely } from 'kysely';
import { grantRolePages } from './role-pages.js';

/**
 * The pages of goods part two for the seeded roles (LEGACY-NOTES §5.4, §7.1): sorting staff box and
 * pack returns, couriers carry boxes, point operators accept boxes, ship returns, count stock and see
 * their expiring parcels; the office verifies returns and reads the chronicles. What ADMIN already
 * set for a role wins.
 */
const R = 'read';
const W = 'write';

const rolePages: Record<string, Record<string, string>> = {
  ADMINISTRATOR: {
    'goods-acceptance-box': W,
    'goods-distribution': W,
    'goods-refunds': W,
    'goods-refunds-distribution': W,
    'goods-refunds-woya': W,
    'goods-inventory': W,
    'goods-inventory-shop': W,
    'goods-processing': R,
    'goods-waiting': R,
    'goods-expired': R,
    'goods-deleted': R,
    'goods-all-data': R,
    'goods-all-data-cl': R,
    'goods-all-data-shop': R,
    'goods-turnover': R,
    'goods-find': R,
  },
  PVZ: { 'goods-acceptance-box': W, 'goods-refunds': W, 'goods-inventory': W, 'goods-expired': R, 'goods-find': R },
  PPVZ: { 'goods-acceptance-box': W, 'goods-refunds': W, 'goods-inventory': W, 'goods-expired': R, 'goods-find': R },
  RMANAGER: {
    'goods-refunds': R,
    'goods-expired': R,
    'goods-waiting': R,
    'goods-all-data': R,
    'goods-all-data-cl': R,
    'goods-all-data-shop': R,
    'goods-turnover': R,
    'goods-find': R,
  },
  SORTIROVKA: {
    'goods-distribution': W,
    'goods-refunds-distribution': W,
    'goods-processing': R,
    'goods-waiting': R,
    'goods-find': R,
  },
  COURIER: { 'goods-distribution': W },
  OFFICE: { 'goods-refunds': W, 'goods-refunds-woya': W, 'goods-all-data': R, 'goods-find': R },
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await grantRolePages(db, rolePages);
}
