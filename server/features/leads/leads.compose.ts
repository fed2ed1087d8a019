import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { createMailService } from "../mail/mail.service.ts";
import { createLeadsInboxService } from "./leads.inbox.service.ts";
import { createLeadsRepository } from "./leads.repository.ts";
import { createLeadsReviewService } from "./leads.review.service.ts";
import { createLeadsService } from "./leads.service.ts";

/** Mail and leads wired together (leads queue mail in their own transaction). */
export function createLeadsAndMailServices(db: Db, config: Config) {
  const mail = createMailService({ db, config });
  const repo = createLeadsRepository(db);
  const leadsInbox = createLeadsInboxService({ repo, mail });
  const leadsReview = createLeadsReviewService({ db, repo, mail, config, inbox: leadsInbox });
  return {
    mail,
    leads: createLeadsService({ db, repo, mail, config }),
    leadsInbox,
    leadsReview,
  };
}
