import { type Static, Type } from 'typebox';
import { AccessStructure, ColumnLevelsSchema, UserScopeSchema } from './auth.js';
import { literals } from './common.js';
import { Id, RawText, Text } from './primitives.js';

/** The staff users calls (page admin-users). */
export const userRoutes = {
  createUser: '/api/users/create-user',
  getUsers: '/api/users/get-users',
  editUser: '/api/users/edit-user',
  deleteUser: '/api/users/delete-user',
  getRoles: '/api/users/get-roles',
  getEffectiveAccess: '/api/users/get-effective-access',
} as const;

/** A user's exceptions to the role: page → read | write | none, goods kind → column → level. */
export const OverridesSchema = Type.Object({
  pages: Type.Record(Type.String(), literals(['read', 'write', 'none'] as const)),
  columns: ColumnLevelsSchema,
});

export const CreateUserBody = Type.Object({
  username: Text(200),
  password: RawText(1000),
  role: Text(64),
  scope: Type.Optional(UserScopeSchema),
  overrides: Type.Optional(OverridesSchema),
});
export type CreateUserBody = Static<typeof CreateUserBody>;

/** One staff user as the users list shows it; never a password hash. */
export const UserListItem = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  role: Type.String(),
  scope: UserScopeSchema,
  overrides: OverridesSchema,
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type UserListItem = Static<typeof UserListItem>;

/** The decrypted content of GET /api/users/get-users. */
export const UserList = Type.Array(UserListItem);
export type UserList = Static<typeof UserList>;

export const UserAnswer = Type.Object({ success: Type.Literal(true), user: UserListItem });
export type UserAnswer = Static<typeof UserAnswer>;

export const EditUserBody = Type.Object({
  user: Type.Object({
    id: Id,
    username: Text(200),
    /** a new password; empty or absent keeps the old one */
    password: Type.Optional(RawText(1000)),
    role: Text(64),
    scope: Type.Optional(UserScopeSchema),
    overrides: Type.Optional(OverridesSchema),
  }),
});
export type EditUserBody = Static<typeof EditUserBody>;

export const DeleteUserBody = Type.Object({
  username: Text(200),
});
export type DeleteUserBody = Static<typeof DeleteUserBody>;

export const EffectiveAccessQuery = Type.Object({ id: Id });

/** GET /api/users/get-effective-access?id=: what a user can really do (role + overrides, scope). */
export const EffectiveAccessAnswer = Type.Object({
  access: AccessStructure,
  scope: UserScopeSchema,
});
export type EffectiveAccessAnswer = Static<typeof EffectiveAccessAnswer>;

/** GET /api/users/get-roles: the roles a user can be given, for the users form. */
export const RoleChoices = Type.Object({
  roles: Type.Array(
    Type.Object({
      code: Type.String(),
      name: Type.String(),
      /** the role works at a point's counter (acceptance, issuing): its users need a point */
      atCounter: Type.Boolean(),
    }),
  ),
});
export type RoleChoices = Static<typeof RoleChoices>;
export type RoleChoice = RoleChoices['roles'][number];
