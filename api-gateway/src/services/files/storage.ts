import type { FilesConfig } from './config.js';
import { localStorage } from './local-storage.js';
import { supabaseStorage } from './supabase-storage.js';

/** Where the bytes of uploaded files are kept; the database keeps who owns what. */
export interface FileStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** null when the storage has no such file */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

export function fileStorageOf(config: FilesConfig): FileStorage {
  return config.kind === 'local' ? localStorage(config.dir) : supabaseStorage(config);
}
