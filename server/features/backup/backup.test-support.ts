import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, inject } from "vitest";
import { buildApp } from "../../app.ts";
import { openPglite, wrapPglite, type Database } from "../../db/client.ts";
import { migrate } from "../../db/migrate.ts";
import { files, messages, products } from "../../db/schema/index.ts";
import { seedDemoCatalogIfEmpty } from "../../db/seed/seed.ts";
import { testConfig } from "../../test/app.ts";

/**
 * Temp folders for one test file, all removed after it: called once at the top of the file. The
 * hook is registered by the caller's file, not at this module's top level, because files that
 * share a worker load this module once (ADR 057) and a top-level hook would serve the first only.
 */
export function tempDirsForThisFile(): (label: string) => string {
  let root: string | undefined;
  afterAll(() => {
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });
  return (label) => {
    root ??= fs.mkdtempSync(path.join(os.tmpdir(), "backup-tests-"));
    return fs.mkdtempSync(path.join(root, `${label}-`));
  };
}

/** A migrated embedded database in dataDir/db (from the run's template when there is one). */
export async function openEmbedded(dataDir: string): Promise<Database> {
  const template = inject("pgliteDump");
  const dir = path.join(dataDir, "db");
  if (template) return wrapPglite(await openPglite(dir, new Blob([fs.readFileSync(template)])));
  const database = wrapPglite(await openPglite(dir));
  await migrate(database);
  return database;
}

/** The demo catalogue, one contact message and one uploaded image, through the real services. */
export async function fillSample(database: Database, dataDir: string, env: Record<string, string> = {}) {
  await seedDemoCatalogIfEmpty(database.db);
  const config = testConfig({ DATA_DIR: dataDir, ...env });
  const app = await buildApp({ config, database });
  await app.ready();
  try {
    const res = await app.inject({
      method: "POST",
      url: "/api/email/contact",
      remoteAddress: "10.99.0.1",
      payload: {
        name: "María José Peñafiel",
        email: "maria.penafiel@ejemplo.ec",
        phone: "0991234567",
        company: "Cerámica Andina S.A.",
        message: "Necesito asesoría para automatizar una línea de envasado.",
      },
    });
    if (res.statusCode >= 300) throw new Error(`contact form: ${res.statusCode} ${res.body}`);
    const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c81e28" } })
      .png()
      .toBuffer();
    await app.services.files.upload({ data: image, filename: "tablero.png", uploadedBy: null });
  } finally {
    await app.close();
  }
}

/** What must survive a backup and restore: rows that matter and every uploaded byte. */
export async function contentsOf(database: Database, uploadsDir: string) {
  const productRows = await database.db
    .select({ sku: products.sku, name: products.name, price: products.price, stock: products.stock_text })
    .from(products)
    .orderBy(asc(products.sku));
  const messageRows = await database.db
    .select({ reference: messages.reference, name: messages.name, message: messages.message })
    .from(messages);
  const fileRows = await database.db.select({ id: files.id, key: files.storage_key }).from(files);
  const uploads: Record<string, string> = {};
  for (const entry of fs.readdirSync(uploadsDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    uploads[path.relative(uploadsDir, full)] = fs.readFileSync(full).toString("base64");
  }
  return { products: productRows, messages: messageRows, files: fileRows, uploads };
}
