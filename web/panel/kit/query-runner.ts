/** What a panel section shows of one list: the last answer, whether one is on its way, why not. */
export type QueryState<T> = { data: T | null; loading: boolean; error: string | null };

/** The message to show for a failure, or null when there is nothing to say (a 401: ADR 023). */
export type FailureMessage = (err: unknown, fallback: string) => string | null;

export type QueryRunner<T> = {
  state: () => QueryState<T>;
  /** Loads once; `keep: false` drops the shown data first (another record, not the same list). */
  run: (load: () => Promise<T>, fallback: string, failure: FailureMessage, keep?: boolean) => Promise<void>;
  /** Forgets the answer on its way: the key moved on or the section left. */
  cancel: () => void;
  setData: (data: T) => void;
  /** Changes the shown data in place (an edit elsewhere that does not need a reload). */
  update: (change: (data: T | null) => T | null) => void;
};

/**
 * The loading rules of every panel list, apart from React so they can be tested plainly: only the
 * newest load may answer (a slow first page never replaces the one asked for last), and the shown
 * data stays while the next one loads, so a list does not flash empty between pages.
 */
export function createQueryRunner<T>(initial: QueryState<T>, publish: (state: QueryState<T>) => void): QueryRunner<T> {
  let current = initial;
  let latest = 0;
  const set = (patch: Partial<QueryState<T>>) => {
    current = { ...current, ...patch };
    publish(current);
  };
  return {
    state: () => current,
    async run(load, fallback, failure, keep = true) {
      const id = ++latest;
      set(keep ? { loading: true } : { loading: true, data: null, error: null });
      try {
        const data = await load();
        if (id === latest) set({ data, error: null, loading: false });
      } catch (err) {
        if (id !== latest) return;
        const message = failure(err, fallback);
        set(message === null ? { loading: false } : { error: message, loading: false });
      }
    },
    cancel() {
      latest++;
      if (current.loading) set({ loading: false });
    },
    setData: (data) => set({ data }),
    update: (change) => set({ data: change(current.data) }),
  };
}
