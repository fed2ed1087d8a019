import type { OkEnvelope } from "../../../../contracts/envelope.ts";
import type { SearchMiss, SynonymGroupDto, SynonymInput } from "../../../../contracts/synonyms.ts";
import { api } from "../../../lib/api-client.ts";

/** GET /search/synonyms: every group (staff). */
export const listSynonyms = () => api<OkEnvelope<SynonymGroupDto[]>>("/search/synonyms").then((r) => r.data);

/** Create (no id) or update (id), admins only: answers the server's success message. */
export const saveSynonyms = (id: number | null, body: SynonymInput) =>
  api<OkEnvelope<SynonymGroupDto>>(id === null ? "/search/synonyms" : `/search/synonyms/${id}`, {
    method: id === null ? "POST" : "PUT",
    body,
  });

export const deleteSynonyms = (id: number) =>
  api<OkEnvelope<{ id: number }>>(`/search/synonyms/${id}`, { method: "DELETE" });

/** GET /search/misses: the top searches that found nothing in the last `days` days (staff). */
export const listMisses = (days = 30, limit = 10) =>
  api<OkEnvelope<SearchMiss[]>>(`/search/misses?days=${days}&limit=${limit}`).then((r) => r.data);
