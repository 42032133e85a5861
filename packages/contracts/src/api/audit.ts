import { type Static, Type } from 'typebox';
import { literals } from './common.js';
import { IsoDate, PageIndex, PageSize, Text } from './primitives.js';

export const auditRoutes = {
  /** GET AuditQuery → AuditPage */
  getLog: '/api/audit/get-log',
} as const;

export const AuditQuery = Type.Object({
  entity: Type.Optional(Text(64)),
  actor: Type.Optional(Text(200)),
  /** ISO dates, inclusive */
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
  page: PageIndex(100_000, { default: 0 }),
  pageSize: PageSize(200, { default: 50 }),
});
export type AuditQuery = Static<typeof AuditQuery>;

/** A change of a record, or a sign-in (`entity` is `sign-in:staff` or `sign-in:client`). */
export const AuditAction = literals(['create', 'update', 'delete', 'sign-in', 'sign-in-failed'] as const);
export type AuditAction = Static<typeof AuditAction>;

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  actor: Type.String(),
  entity: Type.String(),
  entityId: Type.String(),
  action: AuditAction,
  before: Type.Unknown(),
  after: Type.Unknown(),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditPage = Type.Object({ rows: Type.Array(AuditEntry), total: Type.Integer() });
export type AuditPage = Static<typeof AuditPage>;
