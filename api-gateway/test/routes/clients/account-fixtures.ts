import type { FastifyInstance } from 'fastify';
import type { TestApp } from '../../helpers/test-app.js';
import { aClient, registeredClient } from '../../helpers/test-app.js';

/** Registers and signs in a client with this phone (and the shared test password). */
export function clientWithPhone(app: FastifyInstance, phoneNumber: string, fio = 'Клиент Тестовый') {
  return registeredClient(app, { ...aClient, phoneNumber, fio });
}

/** An issued purchase of the client with this phone: `total` kopecks paid (due + prepayment). */
export async function issuedPurchase(
  t: TestApp,
  phone: string,
  total: number,
  outcome: 'cash' | 'refusal-cash' = 'cash',
) {
  await t.database.db
    .insertInto('goods')
    .values({
      kind: 'purchase',
      client_phone: phone,
      amount_due: total - 1000,
      prepayment: 1000,
      issued_at: new Date(),
      outcome,
      created_by: 'test',
      updated_by: 'test',
    })
    .execute();
}

export async function clientIdOf(t: TestApp, phone: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('clients')
    .select('id')
    .where('phone_number', '=', phone)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function ledgerRows(t: TestApp, clientId: number) {
  return t.database.db
    .selectFrom('client_balance_ledger')
    .select(['amount', 'reason', 'idempotency_key', 'created_by'])
    .where('client_id', '=', clientId)
    .orderBy('id')
    .execute();
}
