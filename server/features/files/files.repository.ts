import { count, eq, like } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { brands, files, products } from "../../db/schema/index.ts";

export type FileRow = typeof files.$inferSelect;

export function createFilesRepository(db: Db) {
  return {
    async insert(values: typeof files.$inferInsert, tx: Tx = db) {
      const [row] = await tx.insert(files).values(values).returning();
      return row;
    },

    async find(id: string, tx: Tx = db): Promise<FileRow | undefined> {
      const [row] = await tx.select().from(files).where(eq(files.id, id));
      return row;
    },

    async remove(id: string, tx: Tx = db): Promise<FileRow | undefined> {
      const [row] = await tx.delete(files).where(eq(files.id, id)).returning();
      return row;
    },

    /** Products and brands whose image URL points into this file's folder. */
    async usage(id: string, tx: Tx = db) {
      const pattern = `%/uploads/${id}/%`;
      const [p] = await tx.select({ n: count() }).from(products).where(like(products.main_image, pattern));
      const [b] = await tx.select({ n: count() }).from(brands).where(like(brands.logo_url, pattern));
      return { products: p?.n ?? 0, brands: b?.n ?? 0 };
    },

    transaction: <T>(fn: (tx: Tx) => Promise<T>) => db.transaction(fn),
  };
}

export type FilesRepository = ReturnType<typeof createFilesRepository>;
