import { smoke } from './bench-config.ts';

/**
 * The shape of the seeded data. Cells per point must hold the point's clients with parcels at the
 * point (base) plus every pool client (the scan run may accept all of the pool).
 */
const fullPlan = {
  /** bumped whenever the seed changes: an older seed is refused, not mixed with a new one */
  version: 2,
  points: 50,
  cellsPerPoint: 500,
  /** the goods of the issue: 1,000,000 rows, of them the parcels now lying at points */
  baseRows: 1_000_000,
  clients: 200_000,
  /** clients per point with parcels lying in its cells now (cells 1..n), two parcels each */
  clientsAtPointPerPoint: 150,
  parcelsPerClientAtPoint: 2,
  /**
   * Rows at the sorting centre reserved for the scan runs, reset before each run. They go to points of
   * their own (as many as the others, with as many cells), so that the 3,000 parcels per point a fast
   * scan run may need never swell the tables measured on the 50 points of the issue.
   */
  poolRows: 150_000,
  /** distinct pool clients per pool point; each has poolRows / (points × this) parcels */
  poolClientsPerPoint: 300,
  /** one client in this many is registered in the cabinet (gets «готов к получению» notifications) */
  registeredEvery: 5,
  /** old operation ids, so that a scan's insert lands in a realistic primary key */
  oldOperations: 300_000,
};

/** CI's smoke run: the same shape, a hundredth of it (enough pool for a second of each scan run). */
const smokePlan: typeof fullPlan = {
  ...fullPlan,
  points: 5,
  cellsPerPoint: 200,
  baseRows: 10_000,
  clients: 2_000,
  clientsAtPointPerPoint: 20,
  poolRows: 6_000,
  poolClientsPerPoint: 100,
  oldOperations: 3_000,
};

export const seedPlan: Readonly<typeof fullPlan> = smoke ? smokePlan : fullPlan;

if (seedPlan.clientsAtPointPerPoint > seedPlan.cellsPerPoint || seedPlan.poolClientsPerPoint > seedPlan.cellsPerPoint)
  throw new Error('the seed plan needs more cells per point');

/** A row for the table page's filter: price on the site of at least 10,000 ₽ (kopecks), about a third of rows. */
export const pagePriceFilterKopecks = 1_000_000;
