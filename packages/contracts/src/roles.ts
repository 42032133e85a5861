/** The fixed roles; every other staff role is data (the roles table, seeded by the first migration). */
export const ADMIN_ROLE = 'ADMIN';
export const CLIENT_ROLE = 'CLIENT';
/** Regional managers earn a share of their points' takings (DOMAIN.md §2). */
export const REGIONAL_MANAGER_ROLE = 'RMANAGER';

/** Home page after sign-in (spec §4). */
export function staffHomePath(role: string): '/admin/main' | '/user/main' {
  return role === ADMIN_ROLE ? '/admin/main' : '/user/main';
}

export const CLIENT_HOME_PATH = '/client/main';
