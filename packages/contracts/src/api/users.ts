import { type Static, Type } from 'typebox';

export const CreateUserBody = Type.Object({
  username: Type.String({ maxLength: 200 }),
  password: Type.String({ maxLength: 1000 }),
  role: Type.String({ maxLength: 64 }),
});
export type CreateUserBody = Static<typeof CreateUserBody>;

/** One staff user as the users list shows it; never a password hash. */
export const UserListItem = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  role: Type.String(),
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
    id: Type.Integer(),
    username: Type.String({ maxLength: 200 }),
    /** a new password; empty or absent keeps the old one */
    password: Type.Optional(Type.String({ maxLength: 1000 })),
    role: Type.String({ maxLength: 64 }),
  }),
});
export type EditUserBody = Static<typeof EditUserBody>;

export const DeleteUserBody = Type.Object({
  username: Type.String({ maxLength: 200 }),
});
export type DeleteUserBody = Static<typeof DeleteUserBody>;

export const RoleItem = Type.Object({
  code: Type.String(),
  name: Type.String(),
});
export type RoleItem = Static<typeof RoleItem>;

export const RoleList = Type.Object({ roles: Type.Array(RoleItem) });
export type RoleList = Static<typeof RoleList>;
