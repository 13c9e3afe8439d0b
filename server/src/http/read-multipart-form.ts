import { accountMessages, PROFILE_IMAGE_MAX_BYTES } from "@shifu/contract";
import type { FastifyRequest } from "fastify";
import { AppError } from "../errors/app-error";
import { assertNoNul } from "./refuse-nul-text";

export type MultipartForm = { fields: Record<string, string>; file: Buffer | undefined };

const LIMITS = { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 16 * 1024, parts: 12 };

/** Reads a form with text fields and at most one file, named `fileField`; other files are refused. */
export async function readMultipartForm(request: FastifyRequest, fileField: string): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", { message: "El formulario debe enviarse como multipart/form-data." });
  }
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === "file") {
        if (part.fieldname !== fileField) {
          await part.toBuffer();
          throw new AppError("BAD_REQUEST", { message: `Campo de archivo inesperado: ${part.fieldname}.` });
        }
        const buffer = await part.toBuffer();
        // Browsers send an empty part when the optional file input is left empty.
        if (buffer.length > 0) file = buffer;
      } else {
        fields[part.fieldname] = String(part.value ?? "");
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw new AppError("PAYLOAD_TOO_LARGE", { message: accountMessages.imageTooLarge, cause: error });
    }
    throw new AppError("BAD_REQUEST", { message: "No se pudo leer el formulario enviado.", cause: error });
  }
  assertNoNul(fields);
  return { fields, file };
}
