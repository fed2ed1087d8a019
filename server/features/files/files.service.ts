import { randomUUID } from "node:crypto";
import type { StoredVariant } from "../../db/schema/files.ts";
import {
  DEFAULT_VARIANT,
  FILE_LIMITS,
  FILE_MESSAGES,
  IMAGE_VARIANTS,
  SIGNABLE_VARIANTS,
  uploadUrl,
  type SignedUrl,
  type UploadedImage,
} from "../../../contracts/files.ts";
import { AppError, conflict, forbidden, notFound } from "../../lib/errors.ts";
import type { FileRow, FilesRepository } from "./files.repository.ts";
import { processImage, sniffImageType } from "./image-processing.ts";
import { createUrlSigner } from "./signing.ts";
import { FileStorageFailed, type FileStorage } from "./storage.ts";
import { currentPublicUrl } from "../../lib/public-url.ts";

type Deps = {
  repo: FilesRepository;
  storage: FileStorage;
  /** config.session.secret and config.publicUrl. */
  secret: string;
  publicUrl: string;
};

const linkInvalid = () => forbidden(FILE_MESSAGES.linkInvalid);
const PUBLIC_FILE = new RegExp(`^(${IMAGE_VARIANTS.map((v) => v.name).join("|")})\\.webp$`);
const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Every put, waited for even when one fails early: deleting while another put is still in flight
 * would leave that object behind.
 */
async function putAll(storage: FileStorage, objects: { key: string; data: Buffer }[]) {
  const results = await Promise.allSettled(objects.map((o) => storage.put(o.key, o.data)));
  const failed = results.find((r) => r.status === "rejected");
  if (failed) throw failed.reason;
}
const keysOf = (row: FileRow) => [row.storage_key, ...row.variants.map((v) => v.key)];

/** The name staff gave the file, without any folder part or control characters, for display only. */
function displayName(name: string | undefined, fallback = "imagen") {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const clean = base
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, 255);
  return clean || fallback;
}

function present(row: FileRow): UploadedImage {
  return {
    id: row.id,
    url: uploadUrl(row.id, DEFAULT_VARIANT),
    variants: row.variants.map((v) => ({
      name: v.name,
      url: uploadUrl(row.id, v.name),
      width: v.width,
      height: v.height,
    })),
    width: row.width ?? 0,
    height: row.height ?? 0,
  };
}

export function createFilesService({ repo, storage, secret, publicUrl }: Deps) {
  const signer = createUrlSigner(secret, FILE_LIMITS.signedUrlSeconds);

  return {
    async upload(input: { data: Buffer; filename?: string; uploadedBy: number | null }): Promise<UploadedImage> {
      const type = sniffImageType(input.data);
      if (!type) throw new AppError(415, FILE_MESSAGES.unsupportedType);
      const image = await processImage(input.data, type);

      const id = randomUUID();
      const storageKey = `${id}/original.${type.ext}`;
      const variants: StoredVariant[] = image.variants.map((v) => ({
        name: v.name,
        key: `${id}/${v.name}.webp`,
        width: v.width,
        height: v.height,
        bytes: v.data.length,
      }));
      const keys = [storageKey, ...variants.map((v) => v.key)];
      // Files first, then the row: no row without files, and on any failure no files without a row.
      try {
        await putAll(storage, [
          { key: storageKey, data: input.data },
          ...image.variants.map((v, i) => ({ key: variants[i].key, data: v.data })),
        ]);
      } catch (err) {
        await storage.remove(keys).catch(() => undefined);
        throw new FileStorageFailed(FILE_MESSAGES.storageUnavailable, err);
      }
      try {
        const row = await repo.insert({
          id,
          original_name: displayName(input.filename),
          mime_type: type.mime,
          size_bytes: input.data.length,
          width: image.width,
          height: image.height,
          storage_key: storageKey,
          variants,
          uploaded_by: input.uploadedBy,
        });
        return present(row);
      } catch (err) {
        await storage.remove(keys).catch(() => undefined);
        throw err;
      }
    },

    /**
     * Bytes kept as they came (documents: no variants, no pixels), under "<id>/document.<ext>".
     * The caller checked the content; this only stores it and records the row.
     */
    async storeOriginal(input: {
      data: Buffer;
      filename: string;
      mimeType: string;
      ext: string;
      uploadedBy: number | null;
      /** The Spanish 503 message when the store fails (a document is not an "imagen"). */
      storageMessage?: string;
    }): Promise<FileRow> {
      const id = randomUUID();
      const storageKey = `${id}/document.${input.ext}`;
      try {
        await storage.put(storageKey, input.data);
      } catch (err) {
        await storage.remove([storageKey]).catch(() => undefined);
        throw new FileStorageFailed(input.storageMessage ?? FILE_MESSAGES.storageUnavailable, err);
      }
      try {
        return await repo.insert({
          id,
          original_name: displayName(input.filename, `documento.${input.ext}`),
          mime_type: input.mimeType,
          size_bytes: input.data.length,
          storage_key: storageKey,
          uploaded_by: input.uploadedBy,
        });
      } catch (err) {
        await storage.remove([storageKey]).catch(() => undefined);
        throw err;
      }
    },

    /** The untouched bytes of a stored file, or null when the row or the object is gone. */
    async openOriginal(id: string, readFailedMessage: string = FILE_MESSAGES.storageReadUnavailable) {
      const row = await repo.find(id);
      if (!row) return null;
      const found = await storage.open(row.storage_key).catch((err: unknown) => {
        throw new FileStorageFailed(readFailedMessage, err);
      });
      return found ? { ...found, row } : null;
    },

    /**
     * Removes a stored file that nothing shows by URL (a document's), row first; rows that point at
     * it with a cascading key (product_documents) go with it in the same statement.
     */
    async discard(id: string) {
      const row = await repo.remove(id);
      // After the row: a failure here leaves orphan bytes, never a row without its bytes.
      if (row) await storage.remove(keysOf(row)).catch(() => undefined);
      return row;
    },

    /** A public variant (/uploads/<id>/<variant>.webp); originals only through signed links. */
    async openPublic(id: string, file: string) {
      if (!FILE_ID.test(id) || !PUBLIC_FILE.test(file)) throw notFound(FILE_MESSAGES.notFound);
      const found = await storage.open(`${id}/${file}`).catch((err: unknown) => {
        throw new FileStorageFailed(FILE_MESSAGES.storageReadUnavailable, err);
      });
      if (!found) throw notFound(FILE_MESSAGES.notFound);
      return found;
    },

    async remove(id: string) {
      const row = await repo.transaction(async (tx) => {
        const found = await repo.find(id, tx);
        if (!found) throw notFound(FILE_MESSAGES.notFound);
        // Deleting it would leave broken images on the site: staff change those first.
        const used = await repo.usage(id, tx);
        if (used.products + used.brands > 0) throw conflict(inUseMessage(used));
        return repo.remove(id, tx);
      });
      // After the commit: a failure here leaves orphan files, never a row without its files.
      if (row) await storage.remove(keysOf(row));
      return { id };
    },

    async signedUrl(id: string, variant: string = DEFAULT_VARIANT, now = Date.now()): Promise<SignedUrl> {
      const row = await repo.find(id);
      if (!row) throw notFound(FILE_MESSAGES.notFound);
      if (variant !== "original" && !row.variants.some((v) => v.name === variant))
        throw notFound(FILE_MESSAGES.notFound);
      const expires = Math.floor(now / 1000) + FILE_LIMITS.signedUrlSeconds;
      const query = new URLSearchParams({
        variant,
        expires: String(expires),
        signature: signer.sign(id, variant, expires),
      });
      return {
        url: `${currentPublicUrl(publicUrl)}/api/files/${id}/signed?${query}`,
        expires_at: new Date(expires * 1000).toISOString(),
      };
    },

    /** The bytes behind a signed link; every kind of bad link is the same 403. */
    async openSigned(id: string, q: { variant?: string; expires?: string; signature?: string }, now = Date.now()) {
      const { variant, expires, signature } = q;
      if (!variant || !expires || !signature || !/^\d{1,12}$/.test(expires)) throw linkInvalid();
      if (!(SIGNABLE_VARIANTS as readonly string[]).includes(variant)) throw linkInvalid();
      const expiresAt = Number(expires);
      if (!signer.verify(id, variant, expiresAt, signature, Math.floor(now / 1000))) throw linkInvalid();

      const row = await repo.find(id);
      const key = variant === "original" ? row?.storage_key : row?.variants.find((v) => v.name === variant)?.key;
      const file = key
        ? await storage.open(key).catch((err: unknown) => {
            throw new FileStorageFailed(FILE_MESSAGES.storageReadUnavailable, err);
          })
        : null;
      if (!row || !file) throw notFound(FILE_MESSAGES.notFound);
      return {
        ...file,
        contentType: variant === "original" ? row.mime_type : "image/webp",
        maxAgeSeconds: Math.max(0, expiresAt - Math.floor(now / 1000)),
      };
    },
  };
}

function inUseMessage(used: { products: number; brands: number }) {
  const parts = [
    used.products ? `${used.products} ${used.products === 1 ? "producto" : "productos"}` : "",
    used.brands ? `${used.brands} ${used.brands === 1 ? "marca" : "marcas"}` : "",
  ].filter(Boolean);
  return `No se puede eliminar la imagen: la usan ${parts.join(" y ")}`;
}

export type FilesService = ReturnType<typeof createFilesService>;
