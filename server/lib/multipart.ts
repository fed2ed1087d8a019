import type { FastifyRequest } from "fastify";
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from "../../contracts/text.ts";
import { badRequest } from "./errors.ts";

export type UploadedFile = { fieldname: string; filename: string; mimetype: string; data: Buffer };
export type Upload = { fields: Record<string, string>; file?: UploadedFile };

export type UploadLimits = { fileSize: number; fields: number; fieldSize?: number };

// Titles and options are short; busboy's default (1 MB a field) would let text fields cost more than the file.
const FIELD_BYTES = 4096;

function refuseControlCharacters(name: string, ...texts: string[]) {
  if (![name, ...texts].some(hasControlCharacters)) return;
  // A field name that holds the character is not echoed: it is the offending text.
  const field = hasControlCharacters(name) ? "(clave)" : name;
  throw badRequest(CONTROL_CHARACTERS_MESSAGE, [{ field, message: CONTROL_CHARACTERS_MESSAGE }]);
}

/**
 * Every multipart form of the API is read here, so its text (field names and values, the file's
 * name) meets the rule JSON bodies meet in control-characters.ts: a NUL would otherwise reach
 * PostgreSQL as a 500, an ESC would be stored. At most one file; `tooLarge` names the caller's
 * own 413 when the file passes its limit.
 */
export async function readUpload(
  request: FastifyRequest,
  limits: UploadLimits,
  tooLarge: () => Error,
): Promise<Upload> {
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  const parts = request.parts({
    limits: { fieldSize: FIELD_BYTES, ...limits, files: 1, parts: limits.fields + 1 },
  });
  try {
    for await (const part of parts) {
      if (part.type === "file") {
        refuseControlCharacters(part.fieldname, part.filename);
        file = {
          fieldname: part.fieldname,
          filename: part.filename,
          mimetype: part.mimetype,
          data: await part.toBuffer(),
        };
      } else {
        const value = typeof part.value === "string" ? part.value : "";
        refuseControlCharacters(part.fieldname, value);
        fields[part.fieldname] = value;
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    throw err;
  }
  return { fields, file };
}
