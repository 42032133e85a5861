import { normalizePhone } from '@pvz/contracts/phone';
import { now, type ReferenceDefinition } from './definition.js';

/** A phone as stored: normalised when it reads as one, else as typed, trimmed. */
export const storedPhone = (value: string) => {
  const phone = normalizePhone(value);
  return phone.ok ? phone.phone : value.trim();
};

export const phoneNumbers: ReferenceDefinition<'phone-numbers'> = {
  entity: 'phone-numbers',
  page: 'admin-phone-numbers',
  normalize: (input) => ({ phoneNumber: storedPhone(input.phoneNumber), address: input.address.trim() }),
  async list(db) {
    return db
      .selectFrom('phone_numbers')
      .select(['id', 'phone_number as phoneNumber', 'address'])
      .where('deleted_at', 'is', null)
      .orderBy('phone_number')
      .execute();
  },
  async get(db, id) {
    return db
      .selectFrom('phone_numbers')
      .select(['id', 'phone_number as phoneNumber', 'address'])
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  },
  async insert(trx, input) {
    return (
      await trx
        .insertInto('phone_numbers')
        .values({ phone_number: input.phoneNumber, address: input.address })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  },
  async update(trx, id, input) {
    await trx
      .updateTable('phone_numbers')
      .set({ phone_number: input.phoneNumber, address: input.address, updated_at: now })
      .where('id', '=', id)
      .execute();
  },
  async softDelete(trx, id) {
    await trx.updateTable('phone_numbers').set({ deleted_at: now }).where('id', '=', id).execute();
  },
  inUse: async () => null,
};
