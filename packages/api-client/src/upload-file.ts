import { apiPath } from '@pvz/api-client/api-url';
import { type FilePurpose, fileRoutes } from '@pvz/contracts/api/files';

/** The request of an upload: one file, multipart, for a purpose (barcode, receipt, stop photo). */
export function uploadFileQuery(file: File, purpose: FilePurpose) {
  const body = new FormData();
  body.append('file', file);
  return { url: apiPath(fileRoutes.upload), method: 'POST', params: { purpose }, body };
}
