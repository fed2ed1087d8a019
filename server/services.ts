import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { createAuthRepository } from "./features/auth/auth.repository.ts";
import { createAuthService } from "./features/auth/auth.service.ts";
import { createSignInAlerts } from "./features/auth/sign-in-alerts.ts";
import { createTwoFactorRepository } from "./features/auth/two-factor.repository.ts";
import { createTwoFactorService } from "./features/auth/two-factor.service.ts";
import { createUsersService } from "./features/users/users.service.ts";
import { catalogRepositoryFor } from "./features/catalog/catalog.repository.ts";
import { createCatalogService } from "./features/catalog/catalog.service.ts";
import { createCatalogAdminServices } from "./features/catalog/catalog.admin.compose.ts";
import { createTaxonomyRepository } from "./features/taxonomy/taxonomy.repository.ts";
import { createTaxonomyService } from "./features/taxonomy/taxonomy.service.ts";
import { createRequestsAndMailServices } from "./features/requests/requests.compose.ts";
import { createImportExportRepository } from "./features/import-export/import-export.repository.ts";
import { createImportExportService } from "./features/import-export/import-export.service.ts";
import { createFilesServices } from "./features/files/files.compose.ts";
import { createImageSource } from "./features/images/image-source.ts";
import { createDocumentsRepository } from "./features/documents/documents.repository.ts";
import { createDocumentsService } from "./features/documents/documents.service.ts";
import { createQuotesServices } from "./features/quotes/quotes.compose.ts";
import { createPartsListRepository } from "./features/parts-list/parts-list.repository.ts";
import { createPartsListService } from "./features/parts-list/parts-list.service.ts";
import { createSynonymsRepository } from "./features/synonyms/synonyms.repository.ts";
import { createSynonymsService } from "./features/synonyms/synonyms.service.ts";
import { productListQuery } from "../contracts/catalog.ts";

/** The composition root: every feature's service, built once per process over one database. */
/** Failures of work no request waits for (the search index's rebuild, a miss's count), for the app's log. */
type ServiceHooks = { onBackgroundError?: (err: unknown, work: string) => void };

export function createServices(database: Database, config: Config, hooks: ServiceHooks = {}) {
  const { db } = database;
  const requestsAndMail = createRequestsAndMailServices(db, config);
  const authRepo = createAuthRepository(db);
  const twoFactorRepo = createTwoFactorRepository(db);
  const twoFactor = createTwoFactorService({ repo: twoFactorRepo, users: authRepo, config });
  const auth = createAuthService({
    repo: authRepo,
    challenges: twoFactorRepo,
    twoFactor,
    signIns: createSignInAlerts({ repo: twoFactorRepo, config, mail: requestsAndMail.mail }),
    config,
    mail: requestsAndMail.mail,
  });
  const files = createFilesServices(db, config);
  const synonymsRepo = createSynonymsRepository(db);
  const catalog = createCatalogService({
    repo: catalogRepositoryFor(database),
    cacheEntries: config.catalogCacheEntries,
    cacheFreshnessMs: config.catalogCacheFreshnessMs,
    searchIndex: config.searchIndex,
    onSearchIndexError: (err) => hooks.onBackgroundError?.(err, "search index rebuild"),
    onSearchMiss: (search) => synonyms.recordMiss(search),
  });
  const documents = createDocumentsService({ repo: createDocumentsRepository(db), files });
  const countFound = async (search: string) =>
    (await catalog.listProducts(productListQuery.parse({ search, perPage: 1 }), { staff: false }, { countMiss: false }))
      .total;
  const synonyms = createSynonymsService({
    repo: synonymsRepo,
    count: countFound,
    onError: (err) => hooks.onBackgroundError?.(err, "search miss count"),
  });
  return {
    catalog,
    synonyms,
    catalogAdmin: createCatalogAdminServices(db),
    taxonomy: createTaxonomyService({ repo: createTaxonomyRepository(db) }),
    auth,
    twoFactor,
    users: createUsersService({ repo: authRepo, auth, secondFactor: config.session.secondFactor }),
    importExport: createImportExportService({ repo: createImportExportRepository(db) }),
    ...requestsAndMail,
    files,
    images: createImageSource({ openUpload: (id, file) => files.openPublic(id, file), publicUrl: config.publicUrl }),
    documents,
    ...createQuotesServices(db, config, requestsAndMail.mail, {
      datasheets: (ids) => documents.datasheetsOf(ids),
      list: (ids) => documents.forProducts(ids),
    }),
    partsList: createPartsListService({
      repo: createPartsListRepository(db),
      finder: () => catalog.partsListFinder(),
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
