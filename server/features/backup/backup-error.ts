/**
 * A refusal or failure the operator can act on: the CLIs print its message alone (Spanish /
 * English), without a stack trace of our internals.
 */
export class BackupError extends Error {
  constructor(es: string, en: string, detail?: string) {
    super(`${es} / ${en}${detail ? `\n${detail}` : ""}`);
    this.name = "BackupError";
    this.stack = `${this.name}: ${this.message}`;
  }
}
