/** Where uploaded files live: a folder on local disk by default, Supabase Storage when configured. */
export type FilesConfig =
  | { kind: 'local'; dir: string }
  | { kind: 'supabase'; url: string; serviceKey: string; bucket: string };

export function loadFilesConfig(env: NodeJS.ProcessEnv, dataDir: string): FilesConfig {
  if (env.SUPABASE_URL && env.SUPABASE_SERVICE_ROLE_KEY) {
    return {
      kind: 'supabase',
      url: env.SUPABASE_URL,
      serviceKey: env.SUPABASE_SERVICE_ROLE_KEY,
      bucket: env.SUPABASE_STORAGE_BUCKET || 'files',
    };
  }
  return { kind: 'local', dir: `${dataDir}/files` };
}
