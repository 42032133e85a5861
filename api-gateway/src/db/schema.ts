import type { ColumnType, Generated } from 'kysely';

/** A timestamp the database fills in; read as a Date. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

export interface RolesTable {
  code: string;
  name: string;
  /** ADMIN and CLIENT cannot be renamed or removed */
  fixed: Generated<boolean>;
  /** page key → 'read' | 'write' */
  pages: Json<Record<string, 'read' | 'write'>>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  role: string;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  deleted_at: NullableTimestamp;
}

export interface ClientsTable {
  id: Generated<number>;
  phone_number: string;
  fio: string;
  password_hash: string;
  privacy_policy_agreed_at: NullableTimestamp;
  personal_data_policy_agreed_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface SessionsTable {
  id: Generated<string>;
  kind: 'staff' | 'client';
  user_id: number | null;
  client_id: number | null;
  refresh_hash: string;
  /** the token replaced by the last rotation, accepted for a short grace period */
  previous_refresh_hash: string | null;
  rotated_at: NullableTimestamp;
  created_at: CreatedAt;
  /** the session ends when not refreshed by then */
  idle_expires_at: Timestamp;
  /** hard end of a "foreign device" session */
  ends_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  ip: string | null;
  user_agent: string | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  account: string;
  ip: string;
  created_at: CreatedAt;
}

export interface Database {
  roles: RolesTable;
  users: UsersTable;
  clients: ClientsTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
}
