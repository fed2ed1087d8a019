import { useEffect } from "react";
import { useToast } from "../../../ui/toast-provider.tsx";
import { useAdminQuery } from "../../kit/use-admin-query.ts";

/**
 * One list inside a saved product's form (accessories, related, documents, features): loaded on
 * useAdminQuery, a failure said in a toast (the form stays usable) and the list shown empty.
 */
export function useProductSubList<T>(productId: number, load: () => Promise<T[]>, fallback: string) {
  const toast = useToast();
  const query = useAdminQuery(String(productId), load, fallback, { keepPrevious: false });
  const { error, loading, data, reload } = query;
  useEffect(() => {
    if (error) toast.error(error);
  }, [error, toast]);
  return { items: data ?? (loading ? null : []), reload };
}
