import type { S3Client } from "@aws-sdk/client-s3";
import type { Readable } from "node:stream";
import { loadS3Sdk } from "../../lib/lazy-modules.ts";
import { assertSafeKey, type FileStorage } from "./storage.ts";

export type S3Settings = {
  /** Omitted for AWS itself; MinIO, R2, Spaces… give theirs. */
  endpoint?: string;
  region: string;
  bucket: string;
  /** Omitted: the SDK's default chain (environment, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (MinIO and most self-hosted stores) instead of the host name. */
  forcePathStyle: boolean;
};

// Only what we store; the bucket then serves sensible types to anyone browsing it directly.
const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
};

type Sdk = Awaited<ReturnType<typeof loadS3Sdk>>;

function createS3Client({ S3Client }: Sdk, s: S3Settings): S3Client {
  return new S3Client({
    endpoint: s.endpoint,
    region: s.region,
    forcePathStyle: s.forcePathStyle,
    credentials:
      s.accessKeyId && s.secretAccessKey
        ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey }
        : undefined,
    // The SDK's default CRC32 trailers (aws-chunked bodies) are refused by several S3-compatible
    // stores; a plain signed body with its SHA-256 works everywhere.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // An unreachable store must fail an upload in seconds, not hang it: one retry, short connect.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
  });
}

const isMissing = (err: unknown, { S3ServiceException }: Sdk) =>
  err instanceof S3ServiceException &&
  (err.name === "NoSuchKey" || err.name === "NotFound" || err.$metadata?.httpStatusCode === 404);

/**
 * The same four methods as the local disk, on any S3-compatible bucket; keys are object keys.
 * The SDK is loaded and the client made on the first call (a site on local disk never loads it).
 */
export function createS3Storage(settings: S3Settings): FileStorage {
  const Bucket = settings.bucket;
  let ready: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const s3 = () => (ready ??= loadS3Sdk().then((sdk) => ({ sdk, client: createS3Client(sdk, settings) })));

  return {
    async put(key, data) {
      assertSafeKey(key);
      const ext = key.slice(key.lastIndexOf(".") + 1);
      const { sdk, client } = await s3();
      // One PUT is atomic on S3: a reader never sees half an object.
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: CONTENT_TYPES[ext] }));
    },

    async open(key) {
      assertSafeKey(key);
      const { sdk, client } = await s3();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (err) {
        if (isMissing(err, sdk)) return null;
        throw err;
      }
    },

    async exists(key) {
      assertSafeKey(key);
      const { sdk, client } = await s3();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (err) {
        if (isMissing(err, sdk)) return false;
        throw err;
      }
    },

    async remove(keys) {
      keys.forEach(assertSafeKey);
      const { sdk, client } = await s3();
      // One DELETE per key: DeleteObjects needs a checksum header some compatible stores refuse,
      // and an upload has only four or five objects. Deleting a missing key succeeds on S3.
      await Promise.all(keys.map((Key) => client.send(new sdk.DeleteObjectCommand({ Bucket, Key }))));
    },
  };
}
