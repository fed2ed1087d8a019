import type { Db } from "../../db/client.ts";
import { createCatalogAdminRepository } from "./catalog.admin.repository.ts";
import { createCatalogAdminService } from "./catalog.admin.service.ts";
import { createCatalogLinksRepository } from "./catalog.links.repository.ts";
import { createCatalogLinksService } from "./catalog.links.service.ts";
import { createCatalogRepository } from "./catalog.repository.ts";
import { createCatalogTextsRepository } from "./catalog.texts.repository.ts";
import { createCatalogTextsService } from "./catalog.texts.service.ts";

/** The catalogue's write side: products, their texts (features, applications) and their links. */
export function createCatalogAdminServices(db: Db) {
  const read = createCatalogRepository(db);
  return {
    products: createCatalogAdminService({ repo: createCatalogAdminRepository(db), read }),
    texts: createCatalogTextsService({ repo: createCatalogTextsRepository(db), read }),
    links: createCatalogLinksService({ repo: createCatalogLinksRepository(db), read }),
  };
}

export type CatalogAdminServices = ReturnType<typeof createCatalogAdminServices>;
