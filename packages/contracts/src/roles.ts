/** Fixed roles; every other staff role is data (seeded from `seededStaffRoles`). */
export const ADMIN_ROLE = 'ADMIN';
export const CLIENT_ROLE = 'CLIENT';

export interface SeededRole {
  code: string;
  name: string;
}

/** Staff roles of DOMAIN.md §3 with their Russian names; ADMIN first. */
export const seededStaffRoles: readonly SeededRole[] = [
  { code: ADMIN_ROLE, name: 'Директор' },
  { code: 'ADMINISTRATOR', name: 'Управляющий' },
  { code: 'PVZ', name: 'Оператор ПВЗ' },
  { code: 'PPVZ', name: 'Оператор партнёрского ПВЗ' },
  { code: 'RMANAGER', name: 'Региональный менеджер' },
  { code: 'SORTIROVKA', name: 'Сортировка' },
  { code: 'COURIER', name: 'Курьер' },
  { code: 'DRIVER', name: 'Водитель' },
  { code: 'OFFICE', name: 'Офис' },
  { code: 'USER', name: 'Сотрудник' },
];

/** Home page after sign-in (spec §4). */
export function staffHomePath(role: string): '/admin/main' | '/user/main' {
  return role === ADMIN_ROLE ? '/admin/main' : '/user/main';
}

export const CLIENT_HOME_PATH = '/client/main';
