import { useSearchParams } from "react-router";
import { Pagination as PageList } from "../../../ui/pagination.tsx";
import { paginationItems, withChange } from "./catalog-params.ts";

/** Links, not buttons: pages are crawlable and work before the scripts load. */
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const [sp] = useSearchParams();
  const href = (n: number) => {
    const q = withChange(sp, "page", n).toString();
    return q ? `?${q}` : "?";
  };
  return (
    <PageList
      label="Paginación"
      page={page}
      totalPages={totalPages}
      pageItems={paginationItems}
      href={href}
      className="mt-8"
      data-testid="pagination"
    />
  );
}
