import { errorCodes } from '@pvz/contracts/api/common';
import { StatementDecisions, StatementMapping, statementFields } from '@pvz/contracts/api/statements';
import { messages } from '@pvz/contracts/messages';
import type { FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { AppError, badRequest } from '../../../errors.js';

/** A statement of a year's movements is a few MB; 20 MB leaves room and still bounds the memory used. */
const MAX_STATEMENT_BYTES = 20 * 1024 * 1024;
/** The decisions of a 20,000-line statement (a fingerprint each) fit well within this. */
const MAX_FIELD_BYTES = 4 * 1024 * 1024;

export interface StatementForm {
  fileName: string;
  bytes: Buffer;
  bankId: number;
  mapping: StatementMapping | null;
  decisions: StatementDecisions;
}

const jsonField = <T>(schema: TSchema, text: string | undefined, empty: T): T => {
  if (text === undefined || text === '') return empty;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(messages.statementFieldsInvalid);
  }
  if (!Value.Check(schema, value)) throw badRequest(messages.statementFieldsInvalid);
  return value as T;
};

/**
 * The multipart form of a statement upload: the file and the fields of `statementFields`, each
 * checked as the JSON routes check theirs. Anything the multipart reader trips on is the caller's
 * form, a 400 (or 413 for a file too large), never a 500.
 */
export async function readStatementForm(request: FastifyRequest): Promise<StatementForm> {
  if (!request.isMultipart()) throw badRequest(messages.statementFileMissing);
  const fields = new Map<string, string>();
  let file: { name: string; bytes: Buffer } | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_STATEMENT_BYTES, files: 1, fields: 3, parts: 4, fieldSize: MAX_FIELD_BYTES },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== statementFields.file) throw badRequest(messages.statementFieldsInvalid);
        file = { name: part.filename, bytes: await part.toBuffer() };
      } else fields.set(part.fieldname, String(part.value));
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError)
      throw new AppError(413, errorCodes.badRequest, messages.fileTooLarge);
    throw badRequest(messages.statementFieldsInvalid);
  }
  if (!file || file.bytes.length === 0) throw badRequest(messages.statementFileMissing);
  const bankId = Number(fields.get(statementFields.bankId));
  if (!Number.isSafeInteger(bankId) || bankId < 1 || bankId > 2_147_483_647)
    throw badRequest(messages.statementFieldsInvalid);
  return {
    fileName: file.name.split('\u0000').join('') || 'выписка',
    bytes: file.bytes,
    bankId,
    mapping: jsonField<StatementMapping | null>(StatementMapping, fields.get(statementFields.mapping), null),
    decisions: jsonField<StatementDecisions>(StatementDecisions, fields.get(statementFields.decisions), {
      include: [],
      categories: {},
    }),
  };
}
