import type { Readable } from "node:stream";
import { placeholderSeed } from "../../../contracts/images.ts";
import { fetchPublic } from "../../lib/public-fetch.ts";
import { brandLogoSvg } from "./brand-logos.ts";
import { placeholderSvg } from "./placeholder-svg.ts";

/** A source picture larger than this is not worth drawing into a share preview. */
export const MAX_SOURCE_BYTES = 8 * 1024 * 1024;
const DOWNLOAD_TIMEOUT_MS = 4000;

type Deps = {
  /** The files service's public variants (/uploads/<id>/<variant>.webp), disk or S3. */
  openUpload: (id: string, file: string) => Promise<{ stream: Readable; size: number }>;
  /** Absolute URLs on this origin are ours: read from storage, never downloaded. */
  publicUrl: string;
  /** The guarded fetcher's address check; tests stand a local server in for a public one. */
  allowAddress?: (address: string) => boolean;
};

async function readCapped(stream: Readable): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > MAX_SOURCE_BYTES) {
      stream.destroy();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The bytes of a catalogue image reference, as the product page shows it, without a request to
 * ourselves (ADR 028): uploads from storage, placeholders and brand wordmarks drawn here. Only an
 * image on another site (a URL staff typed) is downloaded, through the guarded fetcher. Never
 * built from a request's headers.
 */
export function createImageSource({ openUpload, publicUrl, allowAddress }: Deps) {
  const ownOrigin = new URL(publicUrl).origin;

  async function ownPath(pathname: string): Promise<Buffer | null> {
    const upload = /^\/uploads\/([^/]+)\/([^/]+)$/.exec(pathname);
    if (upload) return openUpload(upload[1], upload[2]).then((found) => readCapped(found.stream));
    const placeholder = /^\/placeholder\/([^/]+)\.svg$/.exec(pathname);
    if (placeholder) return Buffer.from(placeholderSvg(placeholderSeed(decodeURIComponent(placeholder[1]))));
    const brand = /^\/brands\/([^/]+)\.svg$/.exec(pathname);
    const logo = brand ? brandLogoSvg(brand[1].toLowerCase()) : undefined;
    return logo ? Buffer.from(logo) : null;
  }

  async function download(address: string): Promise<Buffer | null> {
    const answer = await fetchPublic(address, {
      maxBytes: MAX_SOURCE_BYTES,
      timeoutMs: DOWNLOAD_TIMEOUT_MS,
      allowAddress,
      acceptType: (type) => type.startsWith("image/"),
    });
    return answer.data.length > 0 ? answer.data : null;
  }

  return {
    /** The picture behind a reference (an upload, a placeholder name, a URL); null when there is none. */
    async read(ref: string | null | undefined): Promise<Buffer | null> {
      const value = ref?.trim();
      if (!value) return null;
      try {
        if (value.startsWith("/")) return await ownPath(new URL(value, ownOrigin).pathname);
        if (!/^https?:\/\//i.test(value)) return Buffer.from(placeholderSvg(placeholderSeed(value)));
        const url = new URL(value);
        return url.origin === ownOrigin ? await ownPath(url.pathname) : await download(value);
      } catch {
        // A missing upload, an unreachable or refused address: the caller draws its fallback.
        return null;
      }
    },

    /** The placeholder drawing the product page shows for a name without a picture. */
    placeholder(name: string): Buffer {
      return Buffer.from(placeholderSvg(placeholderSeed(name)));
    },
  };
}

export type ImageSource = ReturnType<typeof createImageSource>;
