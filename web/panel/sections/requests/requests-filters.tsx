import { Search, ShieldAlert } from "lucide-react";
import {
  REQUEST_STATUSES,
  QUOTE_OUTCOMES,
  QUOTE_OUTCOME_LABEL,
  SPAM_LABEL,
  SPAM_RETENTION_DAYS,
  type RequestStatus,
  type QuoteOutcome,
} from "../../../../contracts/requests-admin.ts";
import { REQUEST_TYPES, type RequestType } from "../../../../contracts/requests.ts";
import { Button } from "../../../ui/button.tsx";
import { Input, Select } from "../../../ui/field.tsx";
import { TYPE_FILTER_LABEL, statusLabel } from "./request-labels.tsx";
import type { RequestFilters } from "./requests-api.ts";

type Props = {
  filters: RequestFilters;
  /** The search box's text, ahead of the address while typing. */
  searchText: string;
  spamCount: number | null;
  onFilter: <K extends keyof RequestFilters>(key: K, value: RequestFilters[K]) => void;
};

/** The inbox's search, type, state and spam toggle, and what the spam view holds. */
export function RequestsFilters({ filters, searchText, spamCount, onFilter }: Props) {
  return (
    <>
      <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_auto_auto_auto_auto]">
        <label className="relative block">
          <span className="sr-only">Buscar solicitudes</span>
          <Search
            size={16}
            aria-hidden
            className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-400"
          />
          <Input
            type="search"
            className="pl-9"
            placeholder="Buscar por nombre, email, empresa o referencia"
            value={searchText}
            onChange={(e) => onFilter("search", e.target.value)}
          />
        </label>
        <Select
          aria-label="Filtrar por tipo"
          value={filters.type}
          onChange={(e) => onFilter("type", e.target.value as RequestType | "")}
        >
          <option value="">Todos los tipos</option>
          {REQUEST_TYPES.map((t) => (
            <option key={t} value={t}>
              {TYPE_FILTER_LABEL[t]}
            </option>
          ))}
        </Select>
        <Select
          aria-label="Filtrar por estado"
          value={filters.status}
          onChange={(e) => onFilter("status", e.target.value as RequestStatus | "")}
        >
          <option value="">Todos los estados</option>
          {REQUEST_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </Select>
        <Select
          aria-label="Filtrar por resultado de la cotización"
          value={filters.outcome}
          onChange={(e) => onFilter("outcome", e.target.value as QuoteOutcome | "")}
        >
          <option value="">Todos los resultados</option>
          {QUOTE_OUTCOMES.map((o) => (
            <option key={o} value={o}>
              {QUOTE_OUTCOME_LABEL[o]}
            </option>
          ))}
        </Select>
        <Button
          variant={filters.spam ? "danger" : "secondary"}
          aria-pressed={filters.spam}
          icon={<ShieldAlert size={16} aria-hidden />}
          onClick={() => onFilter("spam", !filters.spam)}
          data-testid="spam-filter"
        >
          {SPAM_LABEL}
          {spamCount !== null && <span className="ml-1 tabular-nums">({spamCount})</span>}
        </Button>
      </div>
      {filters.spam && (
        <p
          className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200"
          data-testid="spam-hint"
        >
          Solicitudes guardadas con su referencia; ventas recibió cada una con «[{SPAM_LABEL}]» en el asunto, pero al
          cliente no se le envió la confirmación. Ábrelas para marcarlas como genuinas (se le envía entonces) o
          eliminarlas; las que nadie revise se eliminan a los {SPAM_RETENTION_DAYS} días.
        </p>
      )}
    </>
  );
}
