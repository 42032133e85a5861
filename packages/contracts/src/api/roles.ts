import { type Static, Type } from 'typebox';
import { ColumnLevelsSchema, PageLevelsSchema } from './auth.js';
import { Text } from './primitives.js';

/** The roles calls (page admin-roles). */
export const roleRoutes = {
  getRoles: '/api/roles/get-roles',
  createRole: '/api/roles/create-role',
  editRole: '/api/roles/edit-role',
  deleteRole: '/api/roles/delete-role',
} as const;

export const RoleItem = Type.Object({
  code: Type.String(),
  name: Type.String(),
  /** ADMIN and CLIENT cannot be changed or removed */
  fixed: Type.Boolean(),
  pages: PageLevelsSchema,
  columns: ColumnLevelsSchema,
  userCount: Type.Integer(),
});
export type RoleItem = Static<typeof RoleItem>;

export const RoleList = Type.Object({ roles: Type.Array(RoleItem) });
export type RoleList = Static<typeof RoleList>;

export const RoleInput = Type.Object({
  code: Text(64),
  name: Text(200),
  pages: PageLevelsSchema,
  columns: ColumnLevelsSchema,
});
export type RoleInput = Static<typeof RoleInput>;

export const RoleAnswer = Type.Object({ success: Type.Literal(true), role: RoleItem });
export type RoleAnswer = Static<typeof RoleAnswer>;

export const DeleteRoleBody = Type.Object({ code: Text(64) });
