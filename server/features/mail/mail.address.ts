import addressparser from "nodemailer/lib/addressparser";

/**
 * True when nodemailer, which sends our mail, reads `value` as exactly one mailbox equal to it:
 * no display name, comment, group or second recipient. The contract's EMAIL_SHAPE is stricter;
 * this is the server's own check against the library that will address the mail (issue 20).
 */
export function isOnePlainAddress(value: string): boolean {
  const parsed = addressparser(value);
  if (parsed.length !== 1) return false;
  const [entry] = parsed;
  return entry.group === undefined && entry.name === "" && entry.address === value;
}
