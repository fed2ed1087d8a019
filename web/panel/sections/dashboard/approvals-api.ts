import type { OkEnvelope } from "../../../../contracts/envelope.ts";
import type { approvalsView } from "../../../../contracts/quotes.ts";
import type { z } from "../../../../contracts/zod.ts";
import { api } from "../../../lib/api-client.ts";

export type Approvals = z.infer<typeof approvalsView>;
export type WaitingQuote = Approvals["quotes"][number];

/** GET /quotes/approvals: 'Por aprobar (N)', the drafts waiting for an admin (ADR 051). */
export const listApprovals = () => api<OkEnvelope<Approvals>>("/quotes/approvals").then((r) => r.data);
