import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { createFilesRepository } from "./files.repository.ts";
import { createFilesService } from "./files.service.ts";
import { createLocalStorage } from "./storage.ts";
import { createS3Storage } from "./storage-s3.ts";

/** The S3-compatible bucket when S3_BUCKET is set (several instances), else DATA_DIR/uploads. */
export const createFilesServices = (db: Db, config: Config) =>
  createFilesService({
    repo: createFilesRepository(db),
    storage: config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.uploadsDir),
    secret: config.session.secret,
    publicUrl: config.publicUrl,
  });
