import { commonPasswordKey, PASSWORD_MESSAGES } from "../../../contracts/auth.ts";
import { badRequest } from "../../lib/errors.ts";

let list: Promise<Set<string>> | undefined;

/**
 * The 49,233 most used passwords of zxcvbn-ts's ranked list (@zxcvbn-ts/language-common,
 * drawn from real leaks), loaded on the first check: importing it decompresses the list
 * (~40 ms, a few MB), which a process that never sets a password need not pay. Server only:
 * the browser never downloads it.
 */
function commonPasswords(): Promise<Set<string>> {
  list ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"].map(commonPasswordKey)),
  );
  return list;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(commonPasswordKey(password));
}

/** 400 with the contract's message on `field` when the chosen password is a common one. */
export async function refuseCommonPassword(password: string, field: string) {
  if (await isCommonPassword(password)) {
    throw badRequest(PASSWORD_MESSAGES.common, [{ field, message: PASSWORD_MESSAGES.common }]);
  }
}
