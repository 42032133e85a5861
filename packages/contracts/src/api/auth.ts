import { type Static, Type } from 'typebox';
import { literals, Nullable } from './common.js';
import { Id, RawText, Text } from './primitives.js';

/** The sign-in and session calls (open without a session, under /api/public). */
export const authRoutes = {
  login: '/api/public/login',
  loginClient: '/api/public/login-client',
  logout: '/api/public/logout',
  me: '/api/public/auth/me',
  client: '/api/public/auth/client',
  refresh: '/api/public/auth/refresh',
} as const;

const PageLevel = literals(['read', 'write'] as const);
const ColumnLevel = literals(['hidden', 'read', 'write'] as const);

/** Levels of a role or an effective access: page key → level, goods kind → column → level. */
export const PageLevelsSchema = Type.Record(Type.String(), PageLevel);
export const ColumnLevelsSchema = Type.Record(Type.String(), Type.Record(Type.String(), ColumnLevel));

/** The pages a signed-in staff user may open and the level of each goods column (effective access). */
export const AccessStructure = Type.Object({
  pages: PageLevelsSchema,
  columns: ColumnLevelsSchema,
});
export type AccessStructure = Static<typeof AccessStructure>;

export const UserScopeSchema = Type.Object({
  allPoints: Type.Boolean(),
  pointIds: Type.Array(Id, { maxItems: 10_000 }),
  sortingCenterId: Nullable(Id),
  homePointId: Nullable(Id),
});

export const StaffUser = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  role: Type.String(),
  roleName: Type.String(),
});
export type StaffUser = Static<typeof StaffUser>;

export const ClientUser = Type.Object({
  id: Type.Integer(),
  phoneNumber: Type.String(),
  fio: Type.String(),
  role: Type.Literal('CLIENT'),
});
export type ClientUser = Static<typeof ClientUser>;

/** What the browser needs to keep a session alive and to read encrypted lists. */
export const SessionInfo = Type.Object({
  /** when the access token expires (ISO 8601) */
  expiresAt: Type.String(),
  /** when the session ends for good on a "foreign device" (ISO 8601), else null */
  endsAt: Nullable(Type.String()),
  /** AES-256-GCM key bound to this session, base64; decrypts encrypted list answers */
  listKey: Type.String(),
});
export type SessionInfo = Static<typeof SessionInfo>;

export const StaffLoginBody = Type.Object({
  username: Text(200),
  password: RawText(1000),
  isForeignDevice: Type.Optional(Type.Boolean()),
});
export type StaffLoginBody = Static<typeof StaffLoginBody>;

export const StaffSession = Type.Object({
  user: StaffUser,
  access: AccessStructure,
  scope: UserScopeSchema,
  session: SessionInfo,
});
export type StaffSession = Static<typeof StaffSession>;

/** GET /api/public/auth/me: the staff session, or `user: null` when there is none. */
export const StaffMeResponse = Type.Union([StaffSession, Type.Object({ user: Type.Null() })]);
export type StaffMeResponse = Static<typeof StaffMeResponse>;

export const ClientLoginBody = Type.Object({
  phoneNumber: Text(40),
  password: RawText(1000),
  isForeignDevice: Type.Optional(Type.Boolean()),
});
export type ClientLoginBody = Static<typeof ClientLoginBody>;

export const ClientSession = Type.Object({
  client: ClientUser,
  session: SessionInfo,
});
export type ClientSession = Static<typeof ClientSession>;

/** GET /api/public/auth/client: the client session, or `client: null`. */
export const ClientMeResponse = Type.Union([ClientSession, Type.Object({ client: Type.Null() })]);
export type ClientMeResponse = Static<typeof ClientMeResponse>;

/** POST /api/public/auth/refresh: rotates the refresh token. */
export const RefreshResponse = Type.Object({
  kind: literals(['staff', 'client'] as const),
  session: SessionInfo,
});
export type RefreshResponse = Static<typeof RefreshResponse>;

/** POST /api/public/logout?forgetDevice=true: «Очистить cookie» forgets the browser's device id too. */
export const LogoutQuery = Type.Object({ forgetDevice: Type.Optional(Type.Boolean()) });
export type LogoutQuery = Static<typeof LogoutQuery>;
