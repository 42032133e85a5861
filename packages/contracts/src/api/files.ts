import { type Static, Type } from 'typebox';
import { literals } from './common.js';
import { Text } from './primitives.js';

/** Uploaded files: one file per request, multipart; read back by id by those allowed. */
export const fileRoutes = {
  /** POST multipart (one file) with UploadQuery → UploadedFile */
  upload: '/api/files',
  /** GET FileQuery → the bytes of a file */
  read: '/api/files',
  /** the address of a file's bytes, e.g. for an <img> */
  file: (id: string) => `/api/files?id=${encodeURIComponent(id)}`,
} as const;

export const filePurposes = ['barcode', 'receipt', 'stop', 'chat', 'task', 'equipment', 'tip'] as const;
export type FilePurpose = (typeof filePurposes)[number];

export const imageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** The content types each purpose takes, judged by the file's first bytes, never by its name. */
export const allowedTypes: Record<FilePurpose, readonly string[]> = {
  barcode: imageTypes,
  receipt: [...imageTypes, 'application/pdf'],
  /** a courier's photo of a route stop, done or failed */
  stop: imageTypes,
  /** a photo in a support thread */
  chat: imageTypes,
  /** a photo on an equipment or auto storage card */
  equipment: imageTypes,
  /** a photo of a task: its creator's, or the proof of who did it */
  task: imageTypes,
  /** a picture in a staff help article */
  tip: imageTypes,
};

/** The largest file the gateway takes. */
export const maxFileBytes = 5 * 1024 * 1024;

export const UploadQuery = Type.Object({
  purpose: literals(filePurposes),
});
export type UploadQuery = Static<typeof UploadQuery>;

export const UploadedFile = Type.Object({
  id: Type.String({ format: 'uuid' }),
  contentType: Type.String(),
  size: Type.Integer(),
});
export type UploadedFile = Static<typeof UploadedFile>;

/** The bytes of a file, with its content type. */
export const FileBytes = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary' });

export const FileQuery = Type.Object({ id: Text(64) });
export type FileQuery = Static<typeof FileQuery>;
