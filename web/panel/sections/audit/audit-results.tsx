import { History } from "lucide-react";
import { Button } from "../../../ui/button.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { LoadingState } from "../../../ui/spinner.tsx";
import { AuditEntries } from "./audit-entries.tsx";
import { AuditPager } from "./audit-pager.tsx";
import type { useAuditPage } from "./use-audit-page.ts";

type Props = ReturnType<typeof useAuditPage> & { empty: string; onPage: (page: number) => void };

/** The entries of the current page, or why there are none. */
export function AuditResults({ data, error, loading, retry, empty, onPage }: Props) {
  if (error && !loading) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-red-700 dark:text-red-300">
        {error}
        <Button variant="secondary" size="sm" onClick={retry}>
          Reintentar
        </Button>
      </div>
    );
  }
  if (!data) return <LoadingState>Cargando...</LoadingState>;
  if (data.entries.length === 0) return <EmptyState icon={<History size={40} />} title={empty} />;
  return (
    <div aria-busy={loading || undefined} className={loading ? "opacity-60" : undefined}>
      <AuditEntries entries={data.entries} />
      <AuditPager
        page={data.pagination.page}
        pages={data.pagination.pages}
        total={data.pagination.total}
        onPage={onPage}
      />
    </div>
  );
}
