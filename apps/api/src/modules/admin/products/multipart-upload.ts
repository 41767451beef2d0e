import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../../lib/errors';

export interface UploadRules {
  maxBytes: number;
  /** Detail of a 400 when the request carries no file in the field `file`. */
  missing: string;
  /** Detail of the 413 for a file above `maxBytes`. */
  tooLarge: string;
}

export interface Upload {
  data: Buffer;
  /** The text fields sent before the file. */
  fields: Record<string, string>;
}

const codeOf = (err: unknown) => (err as { code?: string }).code;

/** Reads the one file of a multipart/form-data request (field `file`) into memory, within a size limit. */
export async function readUpload(request: FastifyRequest, rules: UploadRules): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest(rules.missing);
  try {
    const file = await request.file({ limits: { fileSize: rules.maxBytes, files: 1, fields: 10, fieldSize: 10_000 } });
    if (!file || file.fieldname !== 'file') throw badRequest(rules.missing);
    const data = await file.toBuffer();
    const fields: Record<string, string> = {};
    for (const [name, part] of Object.entries(file.fields)) {
      const value = Array.isArray(part) ? part[0] : part;
      if (value?.type === 'field' && typeof value.value === 'string') fields[name] = value.value;
    }
    return { data, fields };
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (codeOf(err) === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'PAYLOAD_TOO_LARGE', rules.tooLarge);
    // Everything in this block only parses the request body, so any other failure (no boundary,
    // a body cut short, too many parts: busboy's plain Errors carry no status) is the client's doing.
    throw badRequest(rules.missing);
  }
}
