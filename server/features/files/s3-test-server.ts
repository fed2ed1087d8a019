import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "@20minutes/s3rver";
import type { AddressInfo } from "node:net";
import type { S3Settings } from "./storage-s3.ts";

/**
 * A real S3-protocol server (s3rver: HTTP, SigV4 checked, objects on disk) on a free port, with
 * one empty bucket: the tests talk to it through the real SDK, as production talks to MinIO/AWS.
 */
export async function startS3Server(bucket = "imagenes") {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = (await server.run()) as AddressInfo;
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${address.port}`,
    region: "us-east-1",
    bucket,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
  return {
    settings,
    /** The S3_* variables a spawned server would get. */
    env: {
      S3_ENDPOINT: settings.endpoint!,
      S3_REGION: settings.region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    /**
     * Every object key in the bucket, read from the server's folder: s3rver miscomputes the
     * signature of bucket listings sent by the current SDK (object requests are fine).
     */
    keys() {
      const root = path.join(directory, bucket);
      const suffix = "._S3rver_object";
      return (fs.readdirSync(root, { recursive: true }) as string[])
        .filter((f) => f.endsWith(suffix))
        .map((f) => f.slice(0, -suffix.length).split(path.sep).join("/"))
        .sort();
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
