import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { createMailService } from "../mail/mail.service.ts";
import { createRequestsInboxService } from "./requests.inbox.service.ts";
import { createRequestsRepository } from "./requests.repository.ts";
import { createRequestsReviewService } from "./requests.review.service.ts";
import { createRequestsService } from "./requests.service.ts";

/** Mail and requests wired together (requests queue mail in their own transaction). */
export function createRequestsAndMailServices(db: Db, config: Config) {
  const mail = createMailService({ db, config });
  const repo = createRequestsRepository(db);
  const requestsInbox = createRequestsInboxService({ repo, mail });
  const requestsReview = createRequestsReviewService({ db, repo, mail, config, inbox: requestsInbox });
  return {
    mail,
    requests: createRequestsService({ db, repo, mail, config }),
    requestsInbox,
    requestsReview,
  };
}
