import type { Db } from '../../../src/db/database.js';
import { AppError } from '../../../src/errors.js';

/** The sum of every account's posted balance: zero whatever has happened, as each move has two sides. */
export async function networkSum(db: Db): Promise<number> {
  const { sum } = await db
    .selectFrom('ledger_accounts')
    .select((eb) =>
      eb.fn.coalesce(eb.fn.sum<number>(eb('credits_posted', '-', eb.ref('debits_posted'))), eb.lit(0)).as('sum'),
    )
    .executeTakeFirstOrThrow();
  return Number(sum);
}

/** What a refused move answers: its status and its message. */
export async function refusal(move: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await move;
  } catch (error) {
    if (error instanceof AppError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  throw new Error('the move was not refused');
}
