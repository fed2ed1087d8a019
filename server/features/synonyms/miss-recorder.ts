/** Writes `count` more searches of `query` that found nothing today. */
type WriteMiss = (query: string, count: number) => Promise<void>;

/**
 * Searches that found nothing are counted without the visitor waiting for the write (ADR 061):
 * on the embedded database each write is a synced commit, and one search in six finds nothing on
 * a large catalogue, so the count was the slowest part of those searches. Misses wait in memory
 * only while a write is in flight (one at a time, a query's repeats added up), and reading the
 * counts waits for them: staff see every miss this process has had.
 */
export function createMissRecorder(write: WriteMiss, onError: (err: unknown) => void) {
  const waiting = new Map<string, number>();
  let draining: Promise<void> | undefined;

  async function drain() {
    try {
      for (const [query, count] of waiting) {
        waiting.delete(query);
        await write(query, count).catch(onError);
      }
    } finally {
      draining = undefined;
    }
  }

  return {
    record(query: string) {
      waiting.set(query, (waiting.get(query) ?? 0) + 1);
      draining ??= drain();
    },
    /** Resolves once every miss recorded so far is written (or its failure logged). */
    settled: async () => {
      while (draining) await draining;
    },
  };
}
