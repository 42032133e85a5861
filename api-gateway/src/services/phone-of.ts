import { normalizePhone } from '@pvz/contracts/phone';
import { badRequest } from '../errors.js';

/** A phone of a request in the stored form (+7 and 10 digits), or a 400 with the reason. */
export function phoneOf(input: string): string {
  const phone = normalizePhone(input);
  if (!phone.ok) throw badRequest(phone.error);
  return phone.phone;
}
