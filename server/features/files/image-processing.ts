import type { Metadata } from "sharp";
import { loadSharp } from "../../lib/lazy-modules.ts";
import { FILE_LIMITS, FILE_MESSAGES, IMAGE_VARIANTS } from "../../../contracts/files.ts";
import { AppError, badRequest } from "../../lib/errors.ts";

export type ImageType = { mime: string; ext: string; sharpFormat: string };

const TYPES = {
  jpeg: { mime: "image/jpeg", ext: "jpg", sharpFormat: "jpeg" },
  png: { mime: "image/png", ext: "png", sharpFormat: "png" },
  webp: { mime: "image/webp", ext: "webp", sharpFormat: "webp" },
  gif: { mime: "image/gif", ext: "gif", sharpFormat: "gif" },
} satisfies Record<string, ImageType>;

const startsWith = (data: Buffer, bytes: number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((b, i) => data[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/**
 * The image type from the first bytes, whatever the file name or declared type say. Anything else
 * (SVG with its scripts, HEIC, PDF, text renamed .png) is refused before any decoder sees it.
 */
export function sniffImageType(data: Buffer): ImageType | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return TYPES.jpeg;
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return TYPES.png;
  if (startsWith(data, ascii("GIF87a")) || startsWith(data, ascii("GIF89a"))) return TYPES.gif;
  if (startsWith(data, ascii("RIFF")) && startsWith(data, ascii("WEBP"), 8)) return TYPES.webp;
  return null;
}

export type ProcessedImage = {
  width: number;
  height: number;
  variants: { name: string; width: number; height: number; data: Buffer }[];
};

// "error" rather than "warning": slightly odd files from cameras still load; broken ones do not.
const decodeOptions = { limitInputPixels: FILE_LIMITS.maxPixels, failOn: "error" } as const;
const corrupt = () => badRequest(FILE_MESSAGES.corrupt);

/** Decodes the upload and renders the WebP variants: upright (EXIF applied), no metadata, never upscaled. */
export async function processImage(data: Buffer, type: ImageType): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    // Header only, no pixels: safe without the pixel cap, and lets an oversized image get its own message.
    meta = await sharp(data, { ...decodeOptions, limitInputPixels: false }).metadata();
  } catch {
    throw corrupt();
  }
  if (meta.format !== type.sharpFormat || !meta.width || !meta.height) throw corrupt();
  // Checked from the header before decoding, so a bomb never gets its bitmap allocated.
  if (meta.width * meta.height > FILE_LIMITS.maxPixels) throw new AppError(413, FILE_MESSAGES.tooManyPixels);

  try {
    const variants = await Promise.all(
      IMAGE_VARIANTS.map(async (v) => {
        const { data: out, info } = await sharp(data, decodeOptions)
          .autoOrient()
          .resize({ width: v.width, withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer({ resolveWithObject: true });
        return { name: v.name, width: info.width, height: info.height, data: out };
      }),
    );
    const upright = meta.autoOrient ?? { width: meta.width, height: meta.height };
    return { width: upright.width, height: upright.height, variants };
  } catch {
    throw corrupt();
  }
}
