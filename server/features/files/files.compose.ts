import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { createFilesRepository } from "./files.repository.ts";
import { createFilesService } from "./files.service.ts";
import { createLocalStorage } from "./storage.ts";

/** Local disk under DATA_DIR/uploads; swap createLocalStorage for an object store here. */
export const createFilesServices = (db: Db, config: Config) =>
  createFilesService({
    repo: createFilesRepository(db),
    storage: createLocalStorage(config.uploadsDir),
    secret: config.session.secret,
    publicUrl: config.publicUrl,
  });
