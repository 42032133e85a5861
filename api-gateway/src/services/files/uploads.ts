import { randomUUID } from 'node:crypto';
import type { FilePurpose, UploadedFile } from '@pvz/contracts/api/files';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Auth } from '../../plugins/app/sessions.js';
import { mayRead } from './file-access.js';
import type { FileStorage } from './storage.js';

/** Keeps an uploaded file's bytes under a generated key and records who owns it. */
export async function storeUpload(
  db: Kysely<Database>,
  storage: FileStorage,
  auth: Auth,
  upload: { purpose: FilePurpose; contentType: string; bytes: Buffer },
): Promise<UploadedFile> {
  const { purpose, contentType, bytes } = upload;
  const id = randomUUID();
  await storage.put(id, bytes, contentType);
  try {
    await db
      .insertInto('files')
      .values({
        id,
        owner_client_id: auth.kind === 'client' ? auth.client.id : null,
        owner_user_id: auth.kind === 'staff' ? auth.user.id : null,
        purpose,
        content_type: contentType,
        size: bytes.length,
        storage_key: id,
      })
      .execute();
  } catch (error) {
    await storage.remove(id);
    throw error;
  }
  return { id, contentType, size: bytes.length };
}

/** A live file the caller may read, with its bytes; null for a missing one and for another's alike. */
export async function readableFile(
  db: Kysely<Database>,
  storage: FileStorage,
  auth: Auth,
  id: string,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const file = await db
    .selectFrom('files')
    .select(['id', 'owner_client_id', 'owner_user_id', 'purpose', 'content_type', 'storage_key'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!file || !(await mayRead(db, auth, file))) return null;
  const bytes = await storage.get(file.storage_key);
  return bytes ? { contentType: file.content_type, bytes } : null;
}
