import type { MailService } from "../features/mail/mail.service.ts";
import type { Job, JobLog } from "./runner.ts";

/** The outbox worker (mail.worker.ts): its own loop, because a committed request nudges it at once. */
export function mailOutboxJob(mail: MailService, log: JobLog): Job {
  return {
    name: "mail-outbox",
    kind: "loop",
    enabled: true,
    schedule: "at start, then every 2 s and at once after a request commits",
    does: "sends queued mails (requests, quotes, alerts), retrying with backoff up to 6 attempts",
    lock: "FOR UPDATE SKIP LOCKED per mail_outbox row, claimed for 120 s: several instances never send twice",
    runOnce: () => mail.worker.drainOnce(),
    start: () => mail.startWorker(log),
    stop: () => mail.worker.stop(),
  };
}
