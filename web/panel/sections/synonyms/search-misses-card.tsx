import { Link } from "react-router";
import type { SearchMiss } from "../../../../contracts/synonyms.ts";
import { Card } from "../../../ui/card.tsx";
import { QueryStatus } from "../../kit/query-status.tsx";
import { useAdminQuery } from "../../kit/use-admin-query.ts";
import { useAuth } from "../../../session/auth-provider.tsx";
import { listMisses } from "./synonyms-api.ts";
import { newSynonymPath } from "./synonym-form.ts";

const DAYS = 30;
const loadMisses = () => listMisses(DAYS, 10);
const muted = "text-slate-500 dark:text-slate-400";

function MissRow({ miss, canWrite }: { miss: SearchMiss; canWrite: boolean }) {
  return (
    <li data-testid="search-miss" className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
      <span className="min-w-0 flex-1 break-words font-medium text-slate-900 dark:text-white">{miss.query}</span>
      <span className={`tabular-nums ${muted}`}>
        {miss.count} {miss.count === 1 ? "vez" : "veces"}
        {/* A synonym or a new product may have answered it since. */}
        {miss.finds_now > 0 && ` · hoy encuentra ${miss.finds_now}`}
      </span>
      {canWrite && (
        <Link
          to={newSynonymPath(miss.query)}
          aria-label={`Crear sinónimo para «${miss.query}»`}
          className="font-medium text-primary-700 hover:underline dark:text-primary-300"
        >
          Crear sinónimo
        </Link>
      )}
    </li>
  );
}

/** The dashboard's top searches that found nothing in the last 30 days (ADR 031). */
export function SearchMissesCard() {
  const query = useAdminQuery("search-misses", loadMisses, "Error al cargar las búsquedas sin resultados");
  const canWrite = useAuth().user?.role === "admin";
  return (
    <Card title={`Búsquedas sin resultados (últimos ${DAYS} días)`}>
      <div data-testid="search-misses-card">
        <QueryStatus query={query}>
          {(misses) =>
            misses.length === 0 ? (
              <p className={`text-sm ${muted}`}>Ninguna búsqueda quedó sin resultados.</p>
            ) : (
              <ol className="divide-y divide-slate-100 dark:divide-slate-800">
                {misses.map((m) => (
                  <MissRow key={m.query} miss={m} canWrite={canWrite} />
                ))}
              </ol>
            )
          }
        </QueryStatus>
      </div>
    </Card>
  );
}
