import type { FilePurpose } from '@pvz/contracts/api/files';
import type { CreatedAt, NullableTimestamp } from '../schema.js';

/** A browser's push token, connected by a client for their phone. */
export interface ClientDeviceTokensTable {
  token: string;
  phone_number: string;
  created_at: CreatedAt;
}

/** A browser's push token, connected by a staff user for themselves. */
export interface EmployeeDeviceTokensTable {
  token: string;
  user_id: number;
  created_at: CreatedAt;
}

/** An uploaded file: the bytes live in the files storage under `storage_key`. */
export interface FilesTable {
  id: string;
  owner_client_id: number | null;
  owner_user_id: number | null;
  purpose: FilePurpose;
  content_type: string;
  size: number;
  storage_key: string;
  created_at: CreatedAt;
  deleted_at: NullableTimestamp;
}

/** A file attached to a goods row (the barcode picture of a barcode delivery); a file belongs to one row. */
export interface GoodsFilesTable {
  goods_id: number;
  file_id: string;
}

/** Tables of device tokens, pushes and uploaded files (migration 0015). */
export type NotificationTables = {
  client_device_tokens: ClientDeviceTokensTable;
  employee_device_tokens: EmployeeDeviceTokensTable;
  files: FilesTable;
  goods_files: GoodsFilesTable;
};
