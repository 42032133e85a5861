import type { AccessOverrides, ColumnLevels, PageLevels } from '@pvz/contracts/access';
import type { AuditAction } from '@pvz/contracts/api/audit';
import type { Outcome } from '@pvz/contracts/goods';
import type { GoodsKind } from '@pvz/contracts/goods-columns';
import type { ColumnType, Generated } from 'kysely';
import type { BoxesTables } from './schema/boxes.js';
import type { BroadcastTables } from './schema/broadcasts.js';
import type { ChatTables } from './schema/chat.js';
import type { ClientAccountTables } from './schema/client-account.js';
import type { ClientIdentityTables } from './schema/client-identity.js';
import type { EquipmentTables } from './schema/equipment.js';
import type { InventoryTables } from './schema/inventory.js';
import type { LedgerTables } from './schema/ledger.js';
import type { LicenseeTables } from './schema/licensees.js';
import type { LookupTables } from './schema/lookup.js';
import type { NotificationTables } from './schema/notifications.js';
import type { PayrollTables } from './schema/payroll.js';
import type { ReturnsTables } from './schema/returns.js';
import type { RoutesTables } from './schema/routes.js';
import type { TaskTables } from './schema/tasks.js';
import type { TipTables } from './schema/tips.js';

/** A timestamp the database fills in; read as a Date. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
export type Json<T> = ColumnType<T, string, string>;
/** A JSON column with a database default, so inserts may leave it out. */
export type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;

export interface RolesTable {
  code: string;
  name: string;
  /** ADMIN and CLIENT cannot be renamed or removed */
  fixed: Generated<boolean>;
  /** page key → 'read' | 'write' */
  pages: JsonWithDefault<PageLevels>;
  /** goods kind → column → 'hidden' | 'read' | 'write' */
  columns: JsonWithDefault<ColumnLevels>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** a removed role stays for the history of the users who had it */
  deleted_at: NullableTimestamp;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  role: string;
  all_points: Generated<boolean>;
  sorting_center_id: number | null;
  home_point_id: number | null;
  overrides: JsonWithDefault<AccessOverrides>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  deleted_at: NullableTimestamp;
}

export interface UserPointsTable {
  user_id: number;
  point_id: number;
}

export interface ClientsTable {
  id: Generated<number>;
  phone_number: string;
  fio: string;
  password_hash: string;
  privacy_policy_agreed_at: NullableTimestamp;
  personal_data_policy_agreed_at: NullableTimestamp;
  /** the profile the client gives once after sign-in (0014-client-account) */
  gender: 'male' | 'female' | null;
  age: number | null;
  docs_accepted_at: NullableTimestamp;
  info_accepted_at: NullableTimestamp;
  /** the phone was proven by a one-time code (0017-phone-proof); until then no parcels, QR or bonus */
  phone_verified_at: NullableTimestamp;
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

/** An attempt to sign in, written before the password is checked and removed by a success. */
export interface LoginFailuresTable {
  id: Generated<number>;
  account: string;
  ip: string;
  /** the device's hash when the account knew the device; null for everyone else */
  device_hash: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

/** A browser (its `pvz_device` cookie, hashed) that signed in to the account before. */
export interface KnownDevicesTable {
  account: string;
  device_hash: string;
  created_at: CreatedAt;
  signed_in_at: CreatedAt;
}

/** A reference row that is soft-deleted, never removed. */
interface ReferenceRow {
  id: Generated<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  deleted_at: NullableTimestamp;
}

export interface PointsTable extends ReferenceRow {
  name: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  is_partner: boolean;
  /** the marketplace whose brand the point carries (0009-returns); null for our own points */
  brand_marketplace_id: number | null;
  /** the licensee that runs it (0038-licensees); null for the network's own */
  licensee_id: Generated<number | null>;
  /** opening hours as written (0048-point-hours); null: not told */
  hours: string | null;
}

/** sorting_centers, pvz_delivery and sorting_centers_delivery share this shape. */
export interface NamedPlacesTable extends ReferenceRow {
  name: string;
  address: string;
  /** where it is, for maps and routes (0040-maps-and-routes) */
  latitude: number | null;
  longitude: number | null;
}

export interface MarketplacesTable extends ReferenceRow {
  name: string;
  hosts: string[];
}

export interface PhoneNumbersTable extends ReferenceRow {
  phone_number: string;
  address: string;
}

export interface OrderAccountsTable extends ReferenceRow {
  name: string;
  phone: string;
  active: boolean;
}

/** The advance report's categories and companies (0030-advance-report). */
export interface ExpenseCategoriesTable extends ReferenceRow {
  name: string;
  without_point: boolean;
}
export interface CompaniesTable extends ReferenceRow {
  name: string;
}

export interface CellsTable {
  id: Generated<number>;
  point_id: number;
  number: number;
  client_phone: string | null;
  created_at: CreatedAt;
}

export interface PointPercentsTable {
  point_id: number;
  marketplace_id: number;
  kind: 'purchase' | 'barcode' | 'service';
  /** hundredths of a percent */
  percent_bp: number;
}

export interface SettingsTable {
  key: string;
  value: Json<unknown>;
  updated_at: CreatedAt;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: CreatedAt;
  actor_id: number | null;
  actor: string;
  entity: string;
  entity_id: string;
  action: AuditAction;
  before: Json<unknown> | null;
  after: Json<unknown> | null;
}

export interface GoodsTable {
  id: Generated<number>;
  kind: GoodsKind;
  old_id: number | null;
  client_phone: string | null;
  client_name: Generated<string>;
  /** the destination pick-up point («Отправка в ПВЗ») */
  point_id: number | null;
  /** the sorting centre the order goes to («Заказано на СЦ») */
  sorting_center_id: number | null;
  delivery_point_id: number | null;
  delivery_center_id: number | null;
  order_account_id: number | null;
  marketplace_id: number | null;
  cell: number | null;
  product_link: Generated<string>;
  product_name: Generated<string>;
  notation: Generated<string>;
  items_count: Generated<number>;
  action: 'sorting' | 'delivery' | null;
  /** kopecks, like every amount below */
  price_site: Generated<number>;
  price_program: Generated<number>;
  goods_value: Generated<number>;
  prepayment: Generated<number>;
  /** hundredths of a percent */
  percent_bp: Generated<number>;
  extra_income: Generated<number>;
  amount_due: Generated<number>;
  income: Generated<number>;
  prepaid: Generated<boolean>;
  ordered_at: NullableTimestamp;
  delivered_sc_at: NullableTimestamp;
  delivered_pvz_at: NullableTimestamp;
  issued_at: NullableTimestamp;
  outcome: Outcome | null;
  collected: number | null;
  sorted_at: NullableTimestamp;
  paid_at: NullableTimestamp;
  /** how a service row was paid (0028-service-rows) */
  service_payment: ColumnType<'cash' | 'online' | null, 'cash' | 'online' | null | undefined, 'cash' | 'online' | null>;
  /** the distribution box the parcel travels in (0008-boxes) */
  box_id: number | null;
  /** a refused parcel sent back to the marketplace, and who sent it (0009-returns) */
  shipped_at: NullableTimestamp;
  shipped_by: string | null;
  /** the marketplace confirmed the return: when, who, and the refund in kopecks */
  verified_at: NullableTimestamp;
  verified_by: string | null;
  price_refund: number | null;
  /** the return box the parcel is packed in */
  return_box_id: number | null;
  created_at: CreatedAt;
  created_by: string;
  updated_at: CreatedAt;
  updated_by: string;
  deleted_at: NullableTimestamp;
}

export interface GoodsEventsTable {
  id: Generated<number>;
  goods_id: number;
  at: CreatedAt;
  type: string;
  actor_id: number | null;
  actor: string;
  point_id: number | null;
  scan: string | null;
  operation_id: string | null;
  details: Json<Record<string, unknown>> | null;
}

/** A scan's or a button's operation id with its first answer. */
export interface OperationsTable {
  id: string;
  /** the staff user, or (0019-operation-requests) the client, whose operation it is */
  actor_id: number | null;
  client_id: number | null;
  action: string;
  /** of the request the id came with; null for operations stored before 0019 */
  request_hash: string | null;
  status: number;
  result: Json<unknown>;
  created_at: CreatedAt;
}

export interface NotificationsTable {
  id: Generated<number>;
  /** a client's, by phone; or a staff user's, by account (0020-staff-notifications-by-id) */
  phone_number: string | null;
  user_id: number | null;
  title: string;
  message: string;
  created_at: CreatedAt;
  read_at: NullableTimestamp;
  /** offered to the recipient's devices (or given up on); null: still in the push outbox (0015) */
  pushed_at: NullableTimestamp;
  push_error: string | null;
  /** an outbox run is pushing it until then (0049-push-claims) */
  push_claimed_until: NullableTimestamp;
  /** the page its push opens; null: the recipient's home page (0050-notification-links) */
  link: string | null;
}

export interface Database
  extends BoxesTables,
    ReturnsTables,
    InventoryTables,
    LookupTables,
    ClientIdentityTables,
    ClientAccountTables,
    NotificationTables,
    LedgerTables,
    PayrollTables,
    LicenseeTables,
    RoutesTables,
    ChatTables,
    EquipmentTables,
    TaskTables,
    TipTables,
    BroadcastTables {
  roles: RolesTable;
  users: UsersTable;
  clients: ClientsTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  known_devices: KnownDevicesTable;
  user_points: UserPointsTable;
  points: PointsTable;
  cells: CellsTable;
  sorting_centers: NamedPlacesTable;
  pvz_delivery: NamedPlacesTable;
  sorting_centers_delivery: NamedPlacesTable;
  marketplaces: MarketplacesTable;
  point_percents: PointPercentsTable;
  phone_numbers: PhoneNumbersTable;
  order_accounts: OrderAccountsTable;
  expense_categories: ExpenseCategoriesTable;
  companies: CompaniesTable;
  settings: SettingsTable;
  audit_log: AuditLogTable;
  goods: GoodsTable;
  goods_events: GoodsEventsTable;
  operations: OperationsTable;
  notifications: NotificationsTable;
}
