import type { ReferenceEntity, ReferenceInput } from '../api/reference.js';
import { messages } from '../messages.js';
import { normalizePhone } from '../phone.js';

export type Problem = { field: string; error: string } | null;

const NAME_MAX = 200;
const ADDRESS_MAX = 500;
const OPENING_HOURS_MAX = 100;

function nameProblem(name: string): Problem {
  const trimmed = name.trim();
  if (!trimmed) return { field: 'name', error: messages.nameEmpty };
  if (trimmed.length > NAME_MAX) return { field: 'name', error: messages.nameTooLong };
  return null;
}

function addressProblem(address: string, required: boolean): Problem {
  if (required && !address.trim()) return { field: 'address', error: messages.addressEmpty };
  if (address.trim().length > ADDRESS_MAX) return { field: 'address', error: messages.addressTooLong };
  return null;
}

function openingHoursProblem(hours: string | null | undefined): Problem {
  if ((hours ?? '').trim().length > OPENING_HOURS_MAX) return { field: 'hours', error: messages.openingHoursTooLong };
  return null;
}

/** A marketplace site as people type it: `ozon.ru`, `https://www.wildberries.ru/` → `wildberries.ru`. */
export function normalizeHost(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/.*$/, '');
}

/** Both coordinates or neither, each within the Earth's range. */
function coordinatesProblem(place: { latitude?: number | null; longitude?: number | null }): Problem {
  const latitude = place.latitude ?? null;
  const longitude = place.longitude ?? null;
  const wrong =
    (latitude === null) !== (longitude === null) ||
    (latitude !== null && (latitude < -90 || latitude > 90)) ||
    (longitude !== null && (longitude < -180 || longitude > 180));
  return wrong ? { field: 'latitude', error: messages.coordinatesInvalid } : null;
}

const host = /^(?=.{4,200}$)([a-z0-9-]+\.)+[a-z]{2,}$/;

/** The first problem with a reference row, the same in the form and on the gateway. */
export function referenceProblem<E extends ReferenceEntity>(entity: E, input: ReferenceInput<E>): Problem {
  switch (entity) {
    case 'points': {
      const point = input as ReferenceInput<'points'>;
      return (
        coordinatesProblem(point) ??
        nameProblem(point.name) ??
        addressProblem(point.address, false) ??
        openingHoursProblem(point.hours)
      );
    }
    case 'marketplaces': {
      const marketplace = input as ReferenceInput<'marketplaces'>;
      if (marketplace.hosts.length === 0)
        return nameProblem(marketplace.name) ?? { field: 'hosts', error: messages.hostsEmpty };
      const bad = marketplace.hosts.find((value) => !host.test(normalizeHost(value)));
      if (bad !== undefined) return { field: 'hosts', error: messages.hostInvalid };
      return nameProblem(marketplace.name);
    }
    case 'phone-numbers': {
      const row = input as ReferenceInput<'phone-numbers'>;
      const phone = normalizePhone(row.phoneNumber);
      if (!phone.ok) return { field: 'phoneNumber', error: phone.error };
      return addressProblem(row.address, true);
    }
    case 'order-accounts': {
      const account = input as ReferenceInput<'order-accounts'>;
      if (account.phone.trim()) {
        const phone = normalizePhone(account.phone);
        if (!phone.ok) return { field: 'phone', error: phone.error };
      }
      return nameProblem(account.name);
    }
    case 'expense-categories':
    case 'companies':
      return nameProblem((input as ReferenceInput<'companies'>).name);
    default: {
      const row = input as ReferenceInput<'sorting-centers'>;
      return coordinatesProblem(row) ?? nameProblem(row.name) ?? addressProblem(row.address, false);
    }
  }
}
