import { DatabaseDamagedError } from "../../db/damaged-data-dir.ts";
import { DataDirLockedError } from "../../db/data-dir-lock.ts";
import type { Manifest } from "./archive.ts";
import { BackupError } from "./backup-error.ts";

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);

export function describeContents(m: Manifest): string {
  const c = m.counts;
  return (
    `${c.products} productos / products, ${c.brands} marcas / brands, ${c.quotations} cotizaciones / quotations, ` +
    `${c.messages} mensajes / messages, ${c.users} usuarios / users, ${m.uploads.files} archivos de imagen (${mb(m.uploads.bytes)} MB) / image files`
  );
}

export const sizeMb = mb;

/** Expected refusals print one line; anything else is a bug and keeps its stack trace. */
export function failed(err: unknown) {
  const expected =
    err instanceof BackupError || err instanceof DataDirLockedError || err instanceof DatabaseDamagedError;
  console.error(expected ? (err as Error).message : err);
  process.exitCode = 1;
}
