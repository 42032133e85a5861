import type { StaffSession } from '@pvz/contracts/api/auth';

/** A staff session as the gateway answers it, for component tests. */
export function staffSession(
  role = 'ADMIN',
  pages: StaffSession['access']['pages'] = { 'admin-users': 'write' },
): StaffSession {
  return {
    user: {
      id: 1,
      username: role === 'ADMIN' ? 'admin' : 'operator',
      role,
      roleName: role === 'ADMIN' ? 'Директор' : 'Оператор ПВЗ',
    },
    access: { pages, columns: {} },
    scope: { allPoints: role === 'ADMIN', pointIds: [], sortingCenterId: null, homePointId: null },
    session: {
      expiresAt: new Date(Date.now() + 3600_000).toISOString(),
      endsAt: null,
      listKey: Buffer.alloc(32, 7).toString('base64'),
    },
  };
}
