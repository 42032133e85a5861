import { randomBytes } from 'node:crypto';
import { fileRoutes } from '@pvz/contracts/api/files';
import type { Client } from '../../helpers/test-app.js';

/** The first bytes of a PNG, then filler: enough for the type check, which reads only the head. */
export const pngBytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);
export const pdfBytes = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');

/** A multipart/form-data body with one file field, as a browser sends it. */
export function multipart(content: Buffer, filename: string, type: string) {
  const boundary = `----pvz${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function upload(
  caller: Client,
  content: Buffer,
  filename = 'barcode.png',
  purpose = 'barcode',
  type = 'image/png',
) {
  return caller.request({
    method: 'POST',
    url: `${fileRoutes.upload}?purpose=${purpose}`,
    ...multipart(content, filename, type),
  });
}

/** Uploads a barcode picture; answers its id. */
export async function uploadedBarcode(caller: Client): Promise<string> {
  const answer = await upload(caller, pngBytes);
  if (answer.statusCode !== 200) throw new Error(`upload failed: ${answer.body}`);
  return answer.json().id;
}
