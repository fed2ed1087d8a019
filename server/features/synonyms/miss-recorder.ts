/** Writes each query's count of searches that found nothing today, all in one statement. */
type WriteMisses = (misses: [query: string, count: number][]) => Promise<void>;

/**
 * How long a miss waits to be written with the others: one write a second at most. Each write
 * is a commit (a synced one on the embedded database, a WAL flush on PostgreSQL), and one search
 * in six finds nothing on a large catalogue: a commit per miss slowed the searches around it
 * (ADR 066).
 */
export const MISS_BATCH_MS = 1000;

/**
 * Searches that found nothing are counted without the visitor waiting for the write (ADR 061).
 * Misses wait in memory for the next write (a query's repeats added up); reading the counts
 * writes them first, and so does closing the app: staff see every miss this process has had.
 * A process killed before a write loses the misses of that second.
 */
export function createMissRecorder(write: WriteMisses, onError: (err: unknown) => void, batchMs = MISS_BATCH_MS) {
  const waiting = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> | undefined;

  function writeWaiting(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const misses = [...waiting];
    waiting.clear();
    writing = write(misses)
      .catch(onError)
      .finally(() => {
        writing = undefined;
        if (waiting.size) schedule();
      });
    return writing;
  }

  function schedule() {
    if (timer || writing) return;
    timer = setTimeout(writeWaiting, batchMs);
    timer.unref();
  }

  return {
    record(query: string) {
      waiting.set(query, (waiting.get(query) ?? 0) + 1);
      schedule();
    },
    /** Resolves once every miss recorded so far is written (or its failure logged), without waiting for the timer. */
    async settled() {
      for (;;) {
        if (writing) await writing;
        else if (waiting.size) await writeWaiting();
        else return;
      }
    },
  };
}
