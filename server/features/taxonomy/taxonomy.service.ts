import type { TaxonomyRepository } from "./taxonomy.repository.ts";
import { createTaxonomyReadService } from "./taxonomy.read.service.ts";
import { createTaxonomyWriteService } from "./taxonomy.write.service.ts";

// Reads and writes live in their own files; the writes answer with what the reads return, so
// they get the read service, and only this file knows both.
export function createTaxonomyService({ repo }: { repo: TaxonomyRepository }) {
  const read = createTaxonomyReadService({ repo });
  return { ...read, ...createTaxonomyWriteService({ repo, read }) };
}

export type TaxonomyService = ReturnType<typeof createTaxonomyService>;
