import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { BackupResult } from "../features/backup/backup.service.ts";
import type { Services } from "../services.ts";
import { dailyBackupJob } from "./daily-backup.job.ts";
import { mailOutboxJob } from "./mail-outbox.job.ts";
import { productDemandJob } from "./product-demand.job.ts";
import { quoteChoresJob } from "./quote-chores.job.ts";
import type { Job, JobLog } from "./runner.ts";
import { searchIndexWarmJob } from "./search-index-warm.job.ts";
import { spamPurgeJob } from "./spam-purge.job.ts";

export { startJobs, type Job, type JobLog, type RunningJobs } from "./runner.ts";

export type JobDeps = {
  services: Services;
  config: Config;
  database: Database;
  /** The site's backup queue (site-backups.ts), shared with `npm run backup`. */
  backup: (file: string) => Promise<BackupResult>;
  log: JobLog;
};

/**
 * Every recurring piece of background work of the process, in one list (ADR 047). main.ts starts
 * them after listen() and stops them before the database closes; compose files only wire services.
 * Not jobs: the quote PDF rebuilt when its mail is delivered (an attachment source wired in
 * quotes.compose.ts) and the search index rebuilt when a search finds it stale.
 */
export function serverJobs({ services, config, database, backup, log }: JobDeps): Job[] {
  return [
    mailOutboxJob(services.mail, log),
    spamPurgeJob(services.requestsReview),
    quoteChoresJob(services.quoteJobs),
    productDemandJob(database.db, log),
    dailyBackupJob(config, database, backup, log),
    searchIndexWarmJob(services.catalog),
  ];
}
