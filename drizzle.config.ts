import { defineConfig } from "drizzle-kit";

// drizzle-kit only generates migrations; they are applied at start-up by server/db/migrate.ts.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema/index.ts",
  out: "./server/db/migrations",
});
