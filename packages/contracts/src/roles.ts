/** The fixed roles; every other staff role is data (the roles table, seeded by the first migration). */
export const ADMIN_ROLE = 'ADMIN';
export const CLIENT_ROLE = 'CLIENT';

/** Home page after sign-in (spec §4). */
export function staffHomePath(role: string): '/admin/main' | '/user/main' {
  return role === ADMIN_ROLE ? '/admin/main' : '/user/main';
}

export const CLIENT_HOME_PATH = '/client/main';
