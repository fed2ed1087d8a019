import { safeErrorForLog } from "../lib/db-errors.ts";

/** The log a job writes to (the app's pino logger in main.ts). */
export type JobLog = {
  info(obj: unknown, msg?: string): void;
  warn(msg: string): void;
  error(obj: unknown, msg?: string): void;
};

/**
 * One recurring piece of background work. `schedule`, `does` and `lock` are what a reader (and
 * the registry test) needs to know without opening the code: when it runs, what it changes, and
 * what keeps two instances over one database from doing it twice.
 */
export type Job = {
  name: string;
  schedule: string;
  does: string;
  lock: string;
  /** False when configuration turns it off (BACKUP_KEEP=0): listed, never started. */
  enabled: boolean;
  /** One pass now: what the timer calls, and what a test calls to run the job alone. */
  runOnce: () => Promise<unknown>;
} & (
  | {
      /** The runner's timers: first pass `firstRunMs` after start, then every `everyMs` (none: once). */
      kind: "timer";
      firstRunMs: number;
      everyMs?: number;
    }
  | {
      /** A job with its own loop (the outbox polls and is nudged after each commit). */
      kind: "loop";
      start: () => void;
      stop: () => Promise<void>;
    }
);

export type RunningJobs = {
  /** Names of the jobs started, in registry order. */
  started: string[];
  /** Clears every timer and waits for the passes in flight (before the database closes). */
  stop(): Promise<void>;
};

function startTimer(job: Extract<Job, { kind: "timer" }>, log: JobLog) {
  let running: Promise<void> = Promise.resolve();
  // Passes never overlap within a process: a slow pass delays the next instead of doubling up.
  const tick = () => {
    running = running
      .then(async () => void (await job.runOnce()))
      .catch((err) => log.error({ err: safeErrorForLog(err), job: job.name }, `${job.name}: error`));
  };
  const first = setTimeout(tick, job.firstRunMs);
  const every = job.everyMs ? setInterval(tick, job.everyMs) : undefined;
  first.unref();
  every?.unref();
  return async () => {
    clearTimeout(first);
    if (every) clearInterval(every);
    await running;
  };
}

/** Starts every enabled job of the registry; stop() ends them all. */
export function startJobs(jobs: Job[], log: JobLog): RunningJobs {
  const stops: (() => Promise<void>)[] = [];
  const started: string[] = [];
  for (const job of jobs) {
    if (!job.enabled) continue;
    if (job.kind === "timer") stops.push(startTimer(job, log));
    else {
      job.start();
      stops.push(job.stop);
    }
    started.push(job.name);
  }
  return {
    started,
    async stop() {
      await Promise.all(stops.map((stop) => stop()));
    },
  };
}
