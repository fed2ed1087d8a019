import { useOutletContext } from "react-router";
import type { AdminData } from "./admin-data.ts";

/**
 * What the panel layout hands every section (ADR 023): the lists loaded once for the whole panel
 * and the two ways a section says it changed something the others show.
 */
export type AdminContext = {
  data: AdminData;
  /** The catalogue or the taxonomy changed: refresh the shared lists and counters. */
  onChanged: () => void;
  /** An import or wipe replaced products: the products section starts afresh too. */
  onImported: () => void;
};

export const useAdminContext = () => useOutletContext<AdminContext>();
