import { fileRoutes, maxFileBytes } from '@pvz/contracts/api/files';
import { messages } from '@pvz/contracts/messages';
import {
  aClient,
  Client,
  createTestApp,
  registeredClient,
  signedInAdmin,
  type TestApp,
} from '../../helpers/test-app.js';
import { multipart, pdfBytes, pngBytes, upload } from './upload-fixtures.js';

let t: TestApp;
let client: Client;
let otherClient: Client;

beforeAll(async () => {
  t = await createTestApp();
  client = await registeredClient(t.app);
  otherClient = await registeredClient(t.app, { ...aClient, phoneNumber: '+79990001122' });
});
afterAll(async () => t.close());

describe('uploaded files', () => {
  it('keeps a picture and gives it back to its owner with the type read from its bytes', async () => {
    const answer = await upload(client, pngBytes, 'photo.jpg', 'barcode', 'image/jpeg');
    expect(answer.statusCode).toBe(200);
    const { id, contentType, size } = answer.json();
    expect(contentType).toBe('image/png');
    expect(size).toBe(pngBytes.length);
    const read = await client.get(fileRoutes.file(id));
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect(read.rawPayload.equals(pngBytes)).toBe(true);
  });

  it('refuses text named .png, and a PDF as a barcode picture, storing nothing', async () => {
    const before = await t.database.db
      .selectFrom('files')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const text = await upload(client, Buffer.from('not a picture at all, just text'), 'barcode.png');
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toBe(messages.fileTypeImage);
    const pdf = await upload(client, pdfBytes, 'barcode.pdf', 'barcode', 'application/pdf');
    expect(pdf.statusCode).toBe(400);
    const after = await t.database.db
      .selectFrom('files')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('takes a PDF as a receipt', async () => {
    const answer = await upload(client, pdfBytes, 'receipt.pdf', 'receipt', 'application/pdf');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().contentType).toBe('application/pdf');
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([pngBytes, Buffer.alloc(maxFileBytes)]);
    const answer = await upload(client, big);
    expect(answer.statusCode).toBe(413);
    expect(answer.json().error).toBe(messages.fileTooLarge);
  });

  it('refuses a request without a file and an unknown purpose', async () => {
    const empty = await client.post(`${fileRoutes.upload}?purpose=barcode`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(messages.fileMissing);
    expect((await upload(client, pngBytes, 'a.png', 'avatar')).statusCode).toBe(400);
  });

  it('answers a malformed multipart body with a Russian 400, storing nothing', async () => {
    const form = multipart(pngBytes, 'barcode.png', 'image/png');
    const boundary = form.headers['content-type'].split('boundary=')[1];
    const field = `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nтекст\r\n--${boundary}--\r\n`;
    for (const [payload, contentType] of [
      [form.payload, 'multipart/form-data'],
      [form.payload.subarray(0, form.payload.length - 12), form.headers['content-type']],
      [Buffer.from(field), form.headers['content-type']],
    ] as const) {
      const answer = await client.request({
        method: 'POST',
        url: `${fileRoutes.upload}?purpose=barcode`,
        payload,
        headers: { 'content-type': contentType },
      });
      expect({ status: answer.statusCode, error: answer.json().error }).toEqual({
        status: 400,
        error: messages.fileUnreadable,
      });
    }
  });

  it('never shows a file to another client, to staff without the page or to anonymous callers', async () => {
    const { id } = (await upload(client, pngBytes)).json();
    expect((await otherClient.get(fileRoutes.file(id))).statusCode).toBe(404);
    // a barcode picture not attached to a delivery is its owner's only, even for ADMIN
    const admin = await signedInAdmin(t.app);
    expect((await admin.get(fileRoutes.file(id))).statusCode).toBe(404);
    const anonymous = new Client(t.app);
    expect((await anonymous.get(fileRoutes.file(id))).statusCode).toBe(401);
    expect((await upload(anonymous, pngBytes)).statusCode).toBe(401);
    expect((await client.get(fileRoutes.file('not-a-uuid'))).statusCode).toBe(404);
  });
});
