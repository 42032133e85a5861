import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, errorCodes, errorResponses } from '@pvz/contracts/api/common';
import {
  allowedTypes,
  FileBytes,
  FileQuery,
  fileRoutes,
  imageTypes,
  UploadedFile,
  UploadQuery,
} from '@pvz/contracts/api/files';
import { messages } from '@pvz/contracts/messages';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, badRequest, notFound } from '../../errors.js';
import { callerOf } from '../../plugins/app/access.js';
import { sniffContentType } from '../../services/files/sniff.js';
import { readableFile, storeUpload } from '../../services/files/uploads.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const tooLarge = () => new AppError(413, errorCodes.badRequest, messages.fileTooLarge);

/**
 * POST /api/files?purpose= (multipart, one file) and GET /api/files?id=, for clients and staff.
 * The type is judged by the file's first bytes; the bytes go to the files storage under a generated key.
 */
const files: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * The bytes of the one file of a multipart body. Whatever else goes wrong reading it (no boundary,
   * a form cut short, a field instead of a file) is the caller's body, a 400 — the parser's own
   * errors would be 500s.
   */
  const uploadedBytes = async (request: FastifyRequest): Promise<Buffer> => {
    try {
      const part = await request.file();
      if (!part) throw badRequest(messages.fileMissing);
      return await part.toBuffer();
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge();
      throw badRequest(messages.fileUnreadable);
    }
  };

  app.post(
    fileRoutes.upload,
    {
      schema: {
        tags: ['files'],
        querystring: UploadQuery,
        response: { 200: UploadedFile, 413: ErrorResponse, ...errorResponses },
      },
      config: { access: { signedIn: true } },
    },
    async (request) => {
      const auth = callerOf(request);
      if (!request.isMultipart()) throw badRequest(messages.fileMissing);
      const bytes = await uploadedBytes(request);
      if (bytes.length === 0) throw badRequest(messages.fileMissing);
      const { purpose } = request.query;
      const contentType = sniffContentType(bytes.subarray(0, 16));
      if (!contentType || !allowedTypes[purpose].includes(contentType))
        throw badRequest(allowedTypes[purpose] === imageTypes ? messages.fileTypeImage : messages.fileTypeDocument);
      return storeUpload(app.db, app.fileStorage, auth, { purpose, contentType, bytes });
    },
  );

  app.get(
    fileRoutes.read,
    {
      schema: { tags: ['files'], querystring: FileQuery, response: { 200: FileBytes, ...errorResponses } },
      config: { access: { signedIn: true } },
    },
    async (request, reply) => {
      const auth = callerOf(request);
      if (!uuidPattern.test(request.query.id)) throw notFound(messages.fileNotFound);
      // another's file answers as a missing one: its existence is not told
      const file = await readableFile(app.db, app.fileStorage, auth, request.query.id);
      if (!file) throw notFound(messages.fileNotFound);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  );
};

export default fp(files, { name: 'file-routes', dependencies: ['files'], encapsulate: true });
