import { missKey, SYNONYM_MESSAGES as M, type SearchMiss, type SynonymInput } from "../../../contracts/synonyms.ts";
import { notFound } from "../../lib/errors.ts";
import { recordChange } from "../../lib/record-change.ts";
import { createMissRecorder } from "./miss-recorder.ts";
import type { SynonymsRepository } from "./synonyms.repository.ts";

type Row = { id: number; terms: string[]; updated_at: Date };
const toDto = (r: Row) => ({ id: r.id, terms: r.terms, updated_at: r.updated_at.toISOString() });

/** How many products a search finds now (the catalogue's own search). */
type Count = (search: string) => Promise<number>;

/**
 * Synonym groups (admin writes, audited like every catalogue write) and the searches that found
 * nothing (ADR 031). A change to the groups moves the catalogue version (migration 0016), so
 * cached lists and the search index follow at once.
 */
export function createSynonymsService({
  repo,
  count,
  onError = () => {},
}: {
  repo: SynonymsRepository;
  count: Count;
  /** A miss that could not be written: no request waits for it (miss-recorder.ts). */
  onError?: (err: unknown) => void;
}) {
  const misses = createMissRecorder((batch) => repo.recordMisses(batch), onError);
  const find = async (id: number) => {
    const row = await repo.find(id);
    if (!row) throw notFound(M.notFound);
    return toDto(row);
  };
  const mustLock = async (id: number, tx: Parameters<SynonymsRepository["lock"]>[1]) => {
    if (!(await repo.lock(id, tx))) throw notFound(M.notFound);
  };

  return {
    list: async () => (await repo.list()).map(toDto),

    async create(input: SynonymInput) {
      const id = await repo.transaction(async (tx) => {
        const id = await repo.insert(input.terms, tx);
        await recordChange(tx, { action: "create", entity: "synonym", entityId: id, after: { terms: input.terms } });
        return id;
      });
      return find(id);
    },

    async update(id: number, input: SynonymInput) {
      await repo.transaction(async (tx) => {
        await mustLock(id, tx);
        const before = await repo.find(id, tx);
        await repo.update(id, input.terms, tx);
        await recordChange(tx, {
          action: "update",
          entity: "synonym",
          entityId: id,
          before: { terms: before!.terms },
          after: { terms: input.terms },
        });
      });
      return find(id);
    },

    remove: (id: number) =>
      repo.transaction(async (tx) => {
        await mustLock(id, tx);
        const before = await repo.find(id, tx);
        await repo.remove(id, tx);
        await recordChange(tx, { action: "delete", entity: "synonym", entityId: id, before: { terms: before!.terms } });
        return { id };
      }),

    /** A visitor's search found nothing: count its text, nothing else (written in the background). */
    recordMiss: (search: string) => misses.record(missKey(search)),
    /** Every miss recorded so far is written: before the counts are read, and before the app closes. */
    missesWritten: () => misses.settled(),

    async topMisses(days: number, limit: number): Promise<SearchMiss[]> {
      await misses.settled();
      const rows = await repo.topMisses(days, limit);
      return Promise.all(rows.map(async (r) => ({ ...r, finds_now: await count(r.query) })));
    },
  };
}

export type SynonymsService = ReturnType<typeof createSynonymsService>;
