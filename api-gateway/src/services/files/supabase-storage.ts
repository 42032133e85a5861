import type { SupabaseClient } from '@supabase/supabase-js';
import type { FilesConfig } from './config.js';
import type { FileStorage } from './storage.js';

/**
 * Files in a Supabase Storage bucket, reached with the service key (server side only). The client library
 * is loaded on the first file: a gateway that keeps files on disk never loads it.
 */
export function supabaseStorage(config: Extract<FilesConfig, { kind: 'supabase' }>): FileStorage {
  let client: Promise<SupabaseClient> | null = null;
  const bucket = async () => {
    client ??= import('@supabase/supabase-js')
      .then(({ createClient }) => createClient(config.url, config.serviceKey, { auth: { persistSession: false } }))
      .catch((error: unknown) => {
        client = null; // the next file tries again
        throw error;
      });
    return (await client).storage.from(config.bucket);
  };
  return {
    async put(key, bytes, contentType) {
      const { error } = await (await bucket()).upload(key, bytes, { contentType, upsert: false });
      if (error) throw error;
    },
    async get(key) {
      const { data, error } = await (await bucket()).download(key);
      if (error) {
        if ('statusCode' in error && String(error.statusCode) === '404') return null;
        throw error;
      }
      return Buffer.from(await data.arrayBuffer());
    },
    async remove(key) {
      const { error } = await (await bucket()).remove([key]);
      if (error) throw error;
    },
  };
}
