import { createClient } from '@supabase/supabase-js';
import type { FilesConfig } from './config.js';
import type { FileStorage } from './storage.js';

/** Files in a Supabase Storage bucket, reached with the service key (server side only). */
export function supabaseStorage(config: Extract<FilesConfig, { kind: 'supabase' }>): FileStorage {
  let client: ReturnType<typeof createClient> | null = null;
  const bucket = () => {
    client ??= createClient(config.url, config.serviceKey, { auth: { persistSession: false } });
    return client.storage.from(config.bucket);
  };
  return {
    async put(key, bytes, contentType) {
      const { error } = await bucket().upload(key, bytes, { contentType, upsert: false });
      if (error) throw error;
    },
    async get(key) {
      const { data, error } = await bucket().download(key);
      if (error) {
        if ('statusCode' in error && String(error.statusCode) === '404') return null;
        throw error;
      }
      return Buffer.from(await data.arrayBuffer());
    },
    async remove(key) {
      const { error } = await bucket().remove([key]);
      if (error) throw error;
    },
  };
}
