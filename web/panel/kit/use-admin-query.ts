import { useCallback, useEffect, useRef, useState } from "react";
import { createQueryRunner, type QueryState } from "./query-runner.ts";
import { useApiFailure } from "./use-api-failure.ts";

export type AdminQuery<T> = QueryState<T> & {
  /** Loads the same key again (after a change), keeping what is shown until the answer. */
  reload: () => Promise<void>;
  /** Shows an answer the section already has (a save returned the new record). */
  setData: (data: T) => void;
  update: (change: (data: T | null) => T | null) => void;
};

type Options<T> = {
  /** False for one record (a request's detail): another key must not show the previous one. */
  keepPrevious?: boolean;
  /** Data the panel already loaded for the first key: shown at once, not asked for again. */
  initial?: T | null;
};

/**
 * The one way a panel section loads what it lists (ADR 023): loads again whenever `key` changes
 * (null: nothing to load, e.g. a closed dialog), drops answers for a key it has left, keeps the
 * shown data while loading, and says failures in Spanish with `fallback`; a 401 says nothing here,
 * the panel's one session-expiry policy does. `load` may be a new function on every render.
 */
export function useAdminQuery<T>(
  key: string | null,
  load: () => Promise<T>,
  fallback: string,
  { keepPrevious = true, initial = null }: Options<T> = {},
): AdminQuery<T> {
  const failure = useApiFailure();
  const [state, setState] = useState<QueryState<T>>({
    data: initial,
    loading: key !== null && initial === null,
    error: null,
  });
  const [runner] = useState(() => createQueryRunner<T>(state, setState));
  const latest = useRef({ load, fallback });
  useEffect(() => {
    latest.current = { load, fallback };
  });
  const skipFirst = useRef(initial !== null);

  useEffect(() => {
    if (key === null) return;
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    void runner.run(latest.current.load, latest.current.fallback, failure, keepPrevious);
    return runner.cancel;
  }, [key, runner, failure, keepPrevious]);

  const reload = useCallback(
    () => runner.run(latest.current.load, latest.current.fallback, failure),
    [runner, failure],
  );
  return { ...state, reload, setData: runner.setData, update: runner.update };
}
