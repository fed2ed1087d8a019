-- Customer confirmations are capped per recipient address and rolling day (issue 20, ADR 029):
-- each lead counts the recent mails to its address, so that count reads an index, not the outbox.
CREATE INDEX "mail_outbox_recipient" ON "mail_outbox" USING btree ("to_address","created_at");
