import { accountMessages } from "@shifu/contract";
import type { Metadata } from "sharp";
import { AppError } from "../../errors/app-error";

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif"]);
/** Checked from the header before decoding, so a small file that inflates to a huge bitmap is refused cheaply. */
const MAX_INPUT_PIXELS = 40_000_000;
const OUTPUT_SIZE = 256;

/**
 * Accepts JPEG, PNG, WebP or GIF, judged by the bytes, and returns a 256×256 JPEG without metadata, base64.
 * SVG is refused because it can carry script.
 */
export async function normalizeProfileImage(input: Buffer): Promise<string> {
  // Loaded on the first picture, not at start: sharp's native library is among the heaviest modules, and most
  // starts never see a picture.
  const { default: sharp } = await import("sharp");
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", { message: accountMessages.imageUnsupported, cause: error });
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", { message: accountMessages.imageUnsupported });
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new AppError("PAYLOAD_TOO_LARGE", { message: accountMessages.imageTooManyPixels });
  }
  try {
    const output = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(OUTPUT_SIZE, OUTPUT_SIZE, { fit: "cover" })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    return output.toString("base64");
  } catch (error) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", { message: accountMessages.imageUnsupported, cause: error });
  }
}
